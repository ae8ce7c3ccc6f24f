// What the store emails its operator, said on each console page that mentions alerts or email to
// the operator: plainly, where OPERATOR_EMAIL is unset, that none of it is sent.
import { Icon } from "~/components/icons";
import { operatorEmailNotice as copy } from "~/content/operator-emails";
import { cn } from "~/utils/cn";

export function OperatorEmailNotice({ to, className }: { to: string | null; className?: string }) {
  if (to)
    return (
      <p className={cn("text-sm text-espresso-700", className)} data-testid="operator-email-notice">
        {copy.on(to)}
      </p>
    );
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-xl border border-berry-600/40 bg-berry-600/5 px-4 py-3 text-sm font-medium text-berry-700",
        className,
      )}
      data-testid="operator-email-notice"
    >
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" aria-hidden />
      {copy.off}
    </p>
  );
}
