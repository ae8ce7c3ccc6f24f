// A form's labelled control with its error under it, and the input style every shopper's form uses
// (the checkout, the contact form, the subscription's address, the creator's fields).
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { checkoutPage } from "~/content/shop";

export const inputClass =
  "mt-1.5 block h-12 w-full rounded-xl border border-cream-300 bg-cream-50 px-4 text-base text-espresso-900 shadow-sm outline-none transition placeholder:text-espresso-600/60 focus:border-chai-500 focus:ring-2 focus:ring-chai-300/60 aria-[invalid=true]:border-berry-600";

type FieldName = keyof typeof checkoutPage.fields;

/** A labelled control with its error under it (the checkout's, the contact form's). */
export function Field({
  field,
  label,
  children,
  className,
}: {
  field: FieldMetadata<string | undefined>;
  /** Default: the checkout's label for the field. */
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-semibold text-espresso-800">
        {label ?? checkoutPage.fields[field.name as FieldName]}
      </label>
      {children}
      {field.errors && (
        <p id={field.errorId} className="mt-1.5 text-sm font-medium text-berry-700">
          {field.errors[0]}
        </p>
      )}
    </div>
  );
}
