import { Link } from "react-router";
import { orderCopy as t } from "~/content/admin";
import type { CancelRefund } from "~/flows/refund-queue.server";
import { formatCents } from "~/utils/money";

const refundLink =
  "inline-flex min-h-6 items-center gap-1 font-semibold text-chai-700 underline underline-offset-2 hover:text-chai-600";

/** A paid order's refund, next to its "Cancel order" (cancelling alone keeps the shopper's money). */
export function CancelRefundOffer({ offer }: { offer: CancelRefund }) {
  const c = t.cancelRefund;
  return (
    <p className="text-sm text-espresso-800" data-testid="cancel-refund">
      {c.lead}{" "}
      {offer.kind === "card" ? (
        <a href="#order-refund" className={refundLink}>
          {c.card(formatCents(offer.cents))}
        </a>
      ) : offer.kind === "request" ? (
        <Link to={`/admin/refunds#refund-request-${offer.requestId}`} className={refundLink}>
          {c.request}
        </Link>
      ) : (
        <Link to="/admin/refunds" className={refundLink}>
          {c.queue}
        </Link>
      )}
      .
    </p>
  );
}
