// "Email me a link": the one form of /orders and /subscriptions. It posts to its page's action and
// works without JavaScript; with a `check`, the browser refuses a bad address before it leaves.
import type { FormEvent } from "react";
import { Form } from "react-router";
import { inputClass } from "~/components/ui/field";
import { Button } from "~/components/ui/button";

export function EmailLinkForm({
  id,
  label,
  button,
  error,
  sent,
  sentTestId,
  check,
}: {
  /** The email field's id; its error is `${id}-error`. */
  id: string;
  label: string;
  button: string;
  /** The server's message about the address, next to the field. */
  error: string | null;
  /** The server's answer once the link is on its way. */
  sent: string | null;
  sentTestId: string;
  /** The address's rule in the browser, and the message when it fails. */
  check?: { isValid: (email: FormDataEntryValue | null) => boolean; message: string };
}) {
  const onSubmit = check
    ? (e: FormEvent<HTMLFormElement>) => {
        if (check.isValid(new FormData(e.currentTarget).get("email"))) return;
        e.preventDefault();
        e.currentTarget.querySelector<HTMLInputElement>("[name=email]")?.setCustomValidity(check.message);
        e.currentTarget.reportValidity();
      }
    : undefined;
  return (
    <Form method="post" noValidate className="mt-4 space-y-3" onSubmit={onSubmit}>
      <label htmlFor={id} className="block text-sm font-semibold text-espresso-800">
        {label}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={check ? (e) => e.currentTarget.setCustomValidity("") : undefined}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-berry-700">
          {error}
        </p>
      )}
      <Button type="submit" variant="accent" size="md">
        {button}
      </Button>
      {sent && (
        <p role="status" className="text-espresso-900" data-testid={sentTestId}>
          {sent}
        </p>
      )}
    </Form>
  );
}
