// A value to share (a link, a code) in a read-only field the visitor can select, and a button that
// copies it once the app runs (before that, a tap is kept and replayed).
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";

export function CopyField({
  id,
  label,
  value,
  labels,
}: {
  id: string;
  label: string;
  value: string;
  labels: { copy: string; copied: string };
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-espresso-800">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input id={id} readOnly value={value} className={inputClass.replace("mt-1.5 ", "")} data-testid={id} />
        <Button
          type="button"
          variant="outline"
          size="md"
          className="h-12 shrink-0"
          aria-live="polite"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copied ? labels.copied : labels.copy}
        </Button>
      </div>
    </div>
  );
}
