// "How you pay", before the order is placed: the ways this store takes (card first where it takes
// cards) and, for a subscription, how each renewal is paid. The same words as the email.
import { howYouPay as t, renewalRules } from "~/content/how-you-pay";
import { cn } from "~/utils/cn";
import type { PayMethods } from "./status";

export function HowYouPay({
  methods,
  subscription,
  className,
}: {
  methods: PayMethods;
  /** Say how renewals are paid. */
  subscription: boolean;
  className?: string;
}) {
  const ways = [methods.card ? t.card : "", methods.usdc ? t.usdc : ""].filter(Boolean);
  const renewals = renewalRules(methods);
  return (
    <section
      aria-labelledby="how-you-pay-title"
      className={cn("text-sm text-espresso-800", className)}
      data-testid="how-you-pay"
    >
      <h2 id="how-you-pay-title" className="font-semibold text-espresso-900">
        {t.title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {(ways.length ? ways : [t.none]).map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      {subscription && renewals.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold text-espresso-900">{t.renewalsTitle}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="how-renewals-pay">
            {renewals.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
