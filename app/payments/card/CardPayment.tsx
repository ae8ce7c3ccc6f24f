// "Pay by card": a plain form to our own action, which sends the buyer to Stripe's hosted
// Checkout. No card data and no Stripe script on our pages; it works without JavaScript.
import { Icon } from "~/components/icons";
import { buttonClass } from "~/components/ui/button";
import { cardCopy, cardOnFileCopy } from "~/content/payments";
import { stockCopy } from "~/content/stock";
import { formatCents } from "~/utils/money";
import type { CardSectionData } from "./card-section";

/** The heading of a card part of the page, with the card icon. */
export function CardHeading({ children }: { children: string }) {
  return (
    <h3 className="flex items-center gap-2 font-display text-lg font-semibold text-espresso-900">
      <Icon name="credit-card" className="size-5 text-chai-600" aria-hidden />
      {children}
    </h3>
  );
}

export function CardPayment({ card, totalCents }: { card: CardSectionData; totalCents: number }) {
  return (
    <div className="space-y-3" data-testid="card-payment">
      <CardHeading>{cardCopy.title}</CardHeading>
      <p className="text-sm text-espresso-800">{cardCopy.intro}</p>
      {card.notice === "cancelled" && <p className="text-sm text-espresso-800">{cardCopy.cancelled}</p>}
      {card.notice === "unavailable" && (
        <p role="alert" className="text-sm font-semibold text-berry-700">
          {cardCopy.unavailable}
        </p>
      )}
      {card.notice === "sold-out" && (
        <p role="alert" className="text-sm font-semibold text-berry-700">
          {stockCopy.soldOutBeforePaying}
        </p>
      )}
      {card.notice === "update" && card.updateAction && (
        <div className="space-y-3 rounded-2xl border border-chai-400/40 bg-chai-300/15 px-4 py-4">
          <p className="text-sm text-espresso-900">{cardOnFileCopy.updateIntro}</p>
          <form method="post" action={card.updateAction}>
            <button
              type="submit"
              className={buttonClass({ variant: "accent", size: "lg", className: "w-full sm:w-auto" })}
            >
              {cardOnFileCopy.update}
            </button>
          </form>
        </div>
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
