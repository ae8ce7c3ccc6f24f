// The card on file for renewals, as the subscriber sees it: brand and last 4, and "Update card"
// (a form to the given action, which opens Stripe Checkout in setup mode).
import { buttonClass } from "~/components/ui/button";
import { cardOnFileCopy } from "~/content/payments";
import { CardHeading } from "./CardPayment";

export interface CardOnFileView {
  brand: string;
  last4: string;
}

export function CardOnFile({ card, updateAction }: { card: CardOnFileView; updateAction: string | null }) {
  return (
    <div className="space-y-3" data-testid="card-on-file">
      <CardHeading>{cardOnFileCopy.title}</CardHeading>
      <p className="text-espresso-900">{cardOnFileCopy.card(card.brand, card.last4)}</p>
      <p className="text-sm text-espresso-800">{cardOnFileCopy.renewals}</p>
      {updateAction && (
        <form method="post" action={updateAction}>
          <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
            {cardOnFileCopy.update}
          </button>
        </form>
      )}
    </div>
  );
}
