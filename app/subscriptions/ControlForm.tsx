// One action's form on the subscriber's page: its intent, its fields, its answer. Every form posts
// to the page's action and works without JavaScript; with it, the same schema checks the form
// before it leaves.
import { useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { formValues, parseControl, type ControlActionData, type ControlErrors, type Intent } from "./controls";

/** A section of the subscriber's page. */
export const sectionCard = "rounded-2xl border border-cream-300 bg-cream-50 p-6";
export const fieldLabel = "block text-sm font-semibold text-espresso-800";

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-berry-700">
      {error}
    </p>
  );
}

/** One action's form: its intent, its fields, its answer. */
export function ControlForm({
  intent,
  title,
  today,
  result,
  children,
  button,
  variant = "outline",
}: {
  intent: Intent;
  title: string;
  today: string;
  result: ControlActionData | undefined;
  children?: (errors: ControlErrors) => ReactNode;
  button: string;
  variant?: "outline" | "accent";
}) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<ControlErrors | null>(null);
  const mine = result?.intent === intent ? result : undefined;
  const errors = clientErrors ?? (mine && !mine.ok ? mine.errors : {});
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const parsed = parseControl(formValues(new FormData(e.currentTarget)), today);
    const found = parsed.success ? {} : parsed.errors;
    setClientErrors(found);
    if (Object.keys(found).length > 0) e.preventDefault();
  };
  const headingId = `action-${intent}`;
  return (
    <section id={intent === "skip" ? "skip" : undefined} aria-labelledby={headingId} className={sectionCard}>
      <h3 id={headingId} className="font-display text-lg font-semibold text-espresso-900">
        {title}
      </h3>
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-3 space-y-3" data-testid={`form-${intent}`}>
        <input type="hidden" name="intent" value={intent} />
        {children?.(errors)}
        {mine && !mine.ok && mine.message && (
          <p role="alert" className="text-sm font-medium text-berry-700">
            {mine.message}
          </p>
        )}
        <Button type="submit" variant={variant} size="md" disabled={busy}>
          {button}
        </Button>
      </Form>
    </section>
  );
}

export function fieldProps(name: string, errors: ControlErrors) {
  const id = `field-${name}`;
  return {
    id,
    name,
    "aria-invalid": errors[name] ? (true as const) : undefined,
    "aria-describedby": errors[name] ? `${id}-error` : undefined,
  };
}
