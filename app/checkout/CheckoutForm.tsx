import { useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { checkoutPage } from "~/content/shop";
import { cn } from "~/utils/cn";
import {
  CHECKOUT_FIELDS,
  parseCheckout,
  readCheckoutForm,
  type CheckoutErrors,
  type CheckoutField,
} from "./checkout-schema";
import { US_STATES } from "./us-states";

const inputClass =
  "mt-1.5 block h-12 w-full rounded-xl border border-cream-300 bg-cream-50 px-4 text-base text-espresso-900 shadow-sm outline-none transition placeholder:text-espresso-600/60 focus:border-chai-500 focus:ring-2 focus:ring-chai-300/60 aria-[invalid=true]:border-berry-600";

function Field({
  name,
  error,
  children,
  className,
}: {
  name: CheckoutField;
  error?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
  className?: string;
}) {
  const id = `checkout-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-espresso-800">
        {checkoutPage.fields[name]}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-berry-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Email and a US address, checked with the server's schema before the form leaves. */
export function CheckoutForm({
  idempotencyKey,
  serverErrors,
  formError,
  values,
}: {
  idempotencyKey: string;
  serverErrors: CheckoutErrors;
  formError: string | null;
  values: Partial<Record<CheckoutField, string>>;
}) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<CheckoutErrors | null>(null);
  const errors = clientErrors ?? serverErrors;
  const submitting = navigation.state !== "idle" && navigation.formAction?.split("?")[0] === "/checkout";
  const hasErrors = Object.keys(errors).length > 0;

  const check = (form: HTMLFormElement) => {
    const result = parseCheckout(readCheckoutForm(new FormData(form)));
    return result.success ? {} : result.errors;
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const found = check(e.currentTarget);
    setClientErrors(found);
    if (Object.keys(found).length === 0) return;
    e.preventDefault();
    const first = CHECKOUT_FIELDS.find((f) => found[f]);
    e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  // Once a field has shown a message, keep it current as the buyer types.
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    if (clientErrors || hasErrors) setClientErrors(check(e.currentTarget));
  };

  return (
    <Form
      method="post"
      action="/checkout"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="space-y-8"
      data-testid="checkout-form"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {(formError || hasErrors) && (
        <p
          role="alert"
          className="rounded-2xl border border-berry-600/30 bg-berry-600/5 px-5 py-4 text-sm font-medium text-berry-700"
        >
          {formError ?? checkoutPage.fixErrors}
        </p>
      )}
      <fieldset className="space-y-4">
        <legend className="font-display text-2xl font-semibold text-espresso-900">{checkoutPage.contactTitle}</legend>
        <Field name="email" error={errors.email}>
          {(p) => (
            <input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values.email}
              className={inputClass}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-display text-2xl font-semibold text-espresso-900">{checkoutPage.shippingTitle}</legend>
        <p className="text-sm text-espresso-600">{checkoutPage.shipsToUs}</p>
        <Field name="name" error={errors.name}>
          {(p) => (
            <input {...p} name="name" autoComplete="shipping name" defaultValue={values.name} className={inputClass} />
          )}
        </Field>
        <Field name="line1" error={errors.line1}>
          {(p) => (
            <input
              {...p}
              name="line1"
              autoComplete="shipping address-line1"
              defaultValue={values.line1}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="line2" error={errors.line2}>
          {(p) => (
            <input
              {...p}
              name="line2"
              autoComplete="shipping address-line2"
              defaultValue={values.line2}
              className={inputClass}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-6">
          <Field name="city" error={errors.city} className="sm:col-span-3">
            {(p) => (
              <input
                {...p}
                name="city"
                autoComplete="shipping address-level2"
                defaultValue={values.city}
                className={inputClass}
              />
            )}
          </Field>
          <Field name="state" error={errors.state} className="sm:col-span-3">
            {(p) => (
              <select
                {...p}
                name="state"
                autoComplete="shipping address-level1"
                defaultValue={values.state ?? ""}
                className={cn(inputClass, "pr-8")}
              >
                <option value="" disabled>
                  {checkoutPage.statePlaceholder}
                </option>
                {US_STATES.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="zip" error={errors.zip} className="sm:col-span-3">
            {(p) => (
              <input
                {...p}
                name="zip"
                inputMode="numeric"
                autoComplete="shipping postal-code"
                defaultValue={values.zip}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <div className="space-y-3">
        <Button type="submit" variant="accent" size="lg" className="w-full" disabled={submitting}>
          {submitting ? checkoutPage.placing : checkoutPage.placeOrder}
        </Button>
        <p className="text-center text-sm text-espresso-600">{checkoutPage.paymentNote}</p>
      </div>
    </Form>
  );
}
