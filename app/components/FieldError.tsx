// A form field's first error under it, linked by its id (Conform's `errorId`) from the control's
// aria-describedby.
import type { FieldMetadata } from "@conform-to/react";
import { Icon } from "~/components/icons";

export function FieldError({ field }: { field: FieldMetadata<unknown> }) {
  if (!field.errors) return null;
  return (
    <p id={field.errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-berry-700">
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" aria-hidden />
      {field.errors[0]}
    </p>
  );
}
