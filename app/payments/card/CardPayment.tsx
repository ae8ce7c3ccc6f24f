// "Pay by card": a plain form to our own action, which sends the buyer to Stripe's hosted
// Checkout. No card data and no Stripe script on our pages; it works without JavaScript.
import { CreditCard } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { cardCopy } from "~/content/payments";
import { formatCents } from "~/utils/money";
import type { CardSectionData } from "./card-section";

export function CardPayment({ card, totalCents }: { card: CardSectionData; totalCents: number }) {
  return (
    <div className="space-y-3" data-testid="card-payment">
      <h3 className="flex items-center gap-2 font-display text-lg font-semibold text-espresso-900">
        <CreditCard className="size-5 text-chai-600" aria-hidden />
        {cardCopy.title}
      </h3>
      <p className="text-sm text-espresso-800">{cardCopy.intro}</p>
      {card.notice === "cancelled" && <p className="text-sm text-espresso-800">{cardCopy.cancelled}</p>}
      {card.notice === "unavailable" && (
        <p role="alert" className="text-sm font-semibold text-berry-700">
          {cardCopy.unavailable}
        </p>
      )}
      <form method="post" action={card.action}>
        <button
          type="submit"
          className={buttonClass({ variant: "primary", size: "lg", className: "w-full sm:w-auto" })}
        >
          {cardCopy.payButton(formatCents(totalCents))}
        </button>
      </form>
    </div>
  );
}
