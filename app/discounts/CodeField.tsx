// The discount code field of the cart and checkout: the code, Apply (and Remove once one is
// applied), the refusal under it, and what the applied code gives. Plain submit buttons named
// `intent`, so it works without JavaScript; the form around it is the cart's or the checkout's.
import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { codeFieldCopy } from "~/content/code-field";
import type { CodePreview } from "./cart-code.server";

// Short on purpose: this field is in /cart's first load.
const fieldClass =
  "h-11 min-w-0 flex-1 rounded-xl border border-cream-300 bg-cream-50 px-4 uppercase focus:border-chai-500 aria-[invalid=true]:border-berry-600";

export function CodeField({
  input,
  error,
  preview,
  hint,
}: {
  /** The input's id, name and value (Conform's props at checkout). */
  input: ComponentProps<"input"> & { id: string; name: string };
  error: string | null | undefined;
  preview: Pick<CodePreview, "code" | "note" | "refusal">;
  hint?: string;
}) {
  const message = error ?? preview.refusal;
  const errorId = `${input.id}-error`;
  return (
    <div data-testid="code-field">
      <label htmlFor={input.id} className="block text-sm font-semibold text-espresso-800">
        {codeFieldCopy.label}
      </label>
      {hint && <p className="mt-0.5 text-xs text-espresso-600">{hint}</p>}
      <div className="mt-1.5 flex gap-2">
        <input
          {...input}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className={fieldClass}
        />
        <Button type="submit" name="intent" value="apply-code" variant="outline" formNoValidate className="shrink-0">
          {codeFieldCopy.apply}
        </Button>
      </div>
      {message && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-berry-700" data-testid="code-error">
          {message}
        </p>
      )}
      {preview.code && (
        <div className="mt-1.5 flex items-center justify-between gap-3 text-sm">
          <p className="font-semibold text-sage-700" data-testid="code-applied">
            {message ? "" : codeFieldCopy.applied(preview.code)}
          </p>
          <button
            type="submit"
            name="intent"
            value="remove-code"
            formNoValidate
            aria-label={codeFieldCopy.removeLabel(preview.code)}
            className="inline-flex min-h-11 shrink-0 items-center px-1 font-semibold underline"
          >
            {codeFieldCopy.remove}
          </button>
        </div>
      )}
      {preview.note && (
        <p className="mt-1.5 text-xs text-espresso-600" data-testid="code-note">
          {preview.note}
        </p>
      )}
    </div>
  );
}
