// Email and a US address. Conform checks the form with the server's schema before it leaves and
// again as the buyer corrects a field; without JavaScript the action answers with the same messages.
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SavedAddress } from "./saved-address";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { referralCopy } from "~/content/creator-program";
import type { CodePreview } from "~/discounts/cart-code.server";
import { CodeField } from "~/discounts/CodeField";
import { codeFieldSchema } from "~/discounts/code-field-schema";
import { checkoutPage } from "~/content/shop";
import { cn } from "~/utils/cn";
import { checkoutSchema } from "~/content/checkout-schema";
import type { CheckoutActionData } from "./checkout.server";
import { US_STATES } from "~/content/us-states";

/** The checkout form's id (its sales tax is asked for as the address is typed: useTaxQuote). */
export const CHECKOUT_FORM_ID = "checkout";

export function CheckoutForm({
  idempotencyKey,
  code,
  lastResult,
  beforeSubmit,
  paymentNote,
  shownTotalCents,
  saved = null,
}: {
  idempotencyKey: string;
  /** A returning signed-in wallet's last paid order's address: the fields start with it. */
  saved?: SavedAddress | null;
  /** The code applied to the cart and what it gives (its field starts with it). */
  code: Pick<CodePreview, "code" | "note" | "refusal">;
  lastResult: CheckoutActionData | undefined;
  /** Shown above Place order (how the shopper will pay). */
  beforeSubmit?: ReactNode;
  /** Under Place order: how paying goes on the next page. */
  paymentNote: string;
  /** The total shown with the tax for the typed address: placing refuses another one, and says so. */
  shownTotalCents?: number;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: CHECKOUT_FORM_ID,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { ...saved, code: code.code ?? "" },
    // Apply and Remove post the code alone: the address is checked when the order is placed.
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: formData.get("intent") === null ? checkoutSchema : codeFieldSchema,
      }),
  });
  const submitting = navigation.state !== "idle" && navigation.formAction?.split("?")[0] === "/checkout";
  const text = (field: FieldMetadata<string | undefined>, autoComplete: string) => {
    const { key: _key, ...props } = getInputProps(field, { type: "text" });
    return { ...props, autoComplete, className: inputClass };
  };
  const { key: _emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const { key: _stateKey, ...stateProps } = getSelectProps(fields.state);

  return (
    <Form method="post" action="/checkout" {...getFormProps(form)} className="space-y-8" data-testid="checkout-form">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {/* The code whose totals the page shows: another one typed is applied and shown before placing. */}
      <input type="hidden" name="appliedCode" value={code.code ?? ""} />
      {shownTotalCents !== undefined && <input type="hidden" name="shownTotalCents" value={shownTotalCents} />}
      {/* Enter in any field places the order (the form's first submit button), not Apply. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      {Object.keys(form.allErrors).length > 0 && (
        <p
          role="alert"
          className="rounded-2xl border border-berry-600/30 bg-berry-600/5 px-5 py-4 text-sm font-medium text-berry-700"
        >
          {form.errors?.[0] ?? checkoutPage.fixErrors}
        </p>
      )}
      <fieldset className="space-y-4">
        <legend className="font-display text-2xl font-semibold text-espresso-900">{checkoutPage.contactTitle}</legend>
        <Field field={fields.email}>
          <input {...emailProps} autoComplete="email" className={inputClass} />
        </Field>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-display text-2xl font-semibold text-espresso-900">{checkoutPage.shippingTitle}</legend>
        <p className="text-sm text-espresso-600">{checkoutPage.shipsToUs}</p>
        {saved && (
          <p className="text-sm font-medium text-sage-700" data-testid="saved-address">
            {checkoutPage.savedAddress}
          </p>
        )}
        <Field field={fields.name}>
          <input {...text(fields.name, "shipping name")} />
        </Field>
        <Field field={fields.line1}>
          <input {...text(fields.line1, "shipping address-line1")} />
        </Field>
        <Field field={fields.line2}>
          <input {...text(fields.line2, "shipping address-line2")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-6">
          <Field field={fields.city} className="sm:col-span-3">
            <input {...text(fields.city, "shipping address-level2")} />
          </Field>
          <Field field={fields.state} className="sm:col-span-3">
            <select
              {...stateProps}
              defaultValue={fields.state.initialValue ?? ""}
              autoComplete="shipping address-level1"
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
          </Field>
          <Field field={fields.zip} className="sm:col-span-3">
            <input {...text(fields.zip, "shipping postal-code")} inputMode="numeric" />
          </Field>
        </div>
      </fieldset>
      <CodeField
        key={code.code ?? ""}
        // The applied code; a refused one stays as typed, to be corrected.
        input={{
          ...text(fields.code, "off"),
          defaultValue: fields.code.errors ? fields.code.initialValue : (code.code ?? ""),
        }}
        error={fields.code.errors?.[0]}
        preview={code}
        hint={referralCopy.fieldHint}
      />
      <div className="space-y-3">
        {beforeSubmit}
        <Button type="submit" variant="accent" size="lg" className="w-full" disabled={submitting}>
          {submitting ? checkoutPage.placing : checkoutPage.placeOrder}
        </Button>
        <p className="text-center text-sm text-espresso-600">{paymentNote}</p>
      </div>
    </Form>
  );
}
