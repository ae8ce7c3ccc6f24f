// The console's actions: the note an operator adds, the tick an action that cannot be undone asks
// for, and the answer to the last action.
import { Icon } from "~/components/icons";
import { type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { consoleCopy } from "~/content/admin";
import { cn } from "~/utils/cn";

/** The answer to the last action: a quiet confirmation, or an error that says what to do. */
export function Notice({ result }: { result?: { ok: boolean; message: string } | null }) {
  if (!result) return null;
  return result.ok ? (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl border border-sage-500/40 bg-sage-100 px-4 py-3 text-sm font-medium text-sage-700"
    >
      <Icon name="circle-check" className="mt-0.5 size-4 shrink-0" aria-hidden />
      {result.message}
    </p>
  ) : (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-berry-600/40 bg-berry-600/5 px-4 py-3 text-sm font-medium text-berry-700"
    >
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" aria-hidden />
      {result.message}
    </p>
  );
}

/** The note an operator adds to an action (optional unless `minLength`); it goes into the audit log. */
export function NoteField({
  id,
  label,
  srLabel,
  maxLength,
  name = "note",
  minLength,
}: {
  id: string;
  label: string;
  srLabel?: string;
  maxLength: number;
  name?: string;
  minLength?: number;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-espresso-900">
        {srLabel ? (
          <>
            <span aria-hidden>{label}</span>
            <span className="sr-only">{srLabel}</span>
          </>
        ) : (
          label
        )}
      </label>
      <textarea
        id={id}
        name={name}
        rows={2}
        maxLength={maxLength}
        minLength={minLength}
        required={minLength !== undefined}
        className="mt-1.5 block w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2 text-sm"
      />
    </div>
  );
}

/** Outline button look for actions that undo or refuse (cancel, reject). */
export const dangerOutline = "border-berry-600 text-berry-700 hover:bg-berry-600/10";

/**
 * The tick an action that cannot be undone asks for (mark paid, cancel, refund). The form works
 * without JavaScript: the server refuses the action without it.
 */
export function ConfirmBox({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm font-medium text-espresso-900">
      <input id={id} type="checkbox" name="confirm" value="yes" required className="size-5 accent-berry-600" />
      {label}
    </label>
  );
}

/** The submit of an action that cannot be undone, with its tick before it. */
export function ConfirmedSubmit({
  id,
  busy,
  children,
  variant = "primary",
  className,
}: {
  id: string;
  busy: boolean;
  children: ReactNode;
  variant?: "primary" | "accent";
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap items-center gap-x-4", className)}>
      <ConfirmBox id={id} label={consoleCopy.confirm} />
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {children}
      </Button>
    </div>
  );
}
