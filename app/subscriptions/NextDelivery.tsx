// The subscriber page's first section: the next delivery, what it costs, how often and how many.
import { subscriptionPage as t } from "~/content/subscriptions";
import { cn } from "~/utils/cn";
import { formatCents } from "~/utils/money";
import { sectionCard } from "./ControlForm";
import type { SubscriptionRow } from "./renewal.server";

export function NextDelivery({
  s,
  discountWaiting,
}: {
  s: Pick<SubscriptionRow, "status" | "quantity" | "frequencyWeeks" | "unitPriceCents"> & {
    nextDay: string;
    resumeDay: string | null;
    costCents: number;
  };
  /** The renewal discount waiting, as the subscriber reads it. */
  discountWaiting: string | null;
}) {
  return (
    <section aria-labelledby="next-title" className={cn(sectionCard, "bg-cream-200/60")}>
      <h2 id="next-title" className="text-sm font-semibold uppercase tracking-wider text-chai-700">
        {t.nextDelivery}
      </h2>
      <p className="mt-2 font-display text-3xl font-semibold text-espresso-900" data-testid="next-delivery">
        {s.status === "cancelled"
          ? t.noNextDelivery
          : s.status === "paused" && !s.resumeDay
            ? t.pausedUntilResumed
            : s.nextDay}
      </p>
      <dl className="mt-4 grid gap-3 text-espresso-800 sm:grid-cols-3">
        {/* A cancelled subscription costs nothing more: no next price to state. */}
        {s.status !== "cancelled" && (
          <div>
            <dt className="text-sm">{t.costLabel}</dt>
            <dd className="text-xl font-semibold text-espresso-900" data-testid="next-cost">
              {formatCents(s.costCents)}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-sm">{t.frequencyLabel}</dt>
          <dd className="text-xl font-semibold text-espresso-900" data-testid="frequency">
            {s.frequencyWeeks} {t.weeks}
          </dd>
        </div>
        <div>
          <dt className="text-sm">{t.quantityLabel}</dt>
          <dd className="text-xl font-semibold text-espresso-900" data-testid="quantity">
            {s.quantity}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-espresso-700">
        {t.costNote} {formatCents(s.unitPriceCents)} {t.perBag}
      </p>
      {discountWaiting !== null && (
        <p className="mt-2 text-sm font-semibold text-sage-700" data-testid="discount-waiting">
          {discountWaiting}
        </p>
      )}
    </section>
  );
}
