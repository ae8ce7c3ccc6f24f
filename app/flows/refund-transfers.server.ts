// What the refund account sends, once the chain settles it: a USDC refund of a request and a
// payment sent back. Both come from the refund account (its signer, app/refunds/usdc.server.ts);
// each settles in one transaction with the refunds domain's own records (audit, email, holds),
// the money record's entries, and, when a refund gave the whole order back, the order refunded.
// Importing this module defines the two purposes for the settle job (the jobs registry imports it).
import { defineTransferPurpose } from "~/chain/sender.server";
import type { Db } from "~/db/types";
import { recordRefund } from "~/money/orders.server";
import { recordMoney } from "~/money/record.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { paymentReturnSettled, RETURN_PURPOSE } from "~/refunds/returns.server";
import { REFUND_PURPOSE, refundSigner, refundTransferSettled, usdcRefundedCents } from "~/refunds/usdc.server";
import { usdcUnitsToCents } from "~/utils/usdc-amount";

defineTransferPurpose(REFUND_PURPOSE, {
  signer: refundSigner,
  onSettled: async (tx, transfer) => {
    const refund = await refundTransferSettled(tx, transfer);
    if (!refund) return;
    // The money record: the USDC that went back, dated now (when the chain confirmed it), with
    // the bags of the request, before the order may turn refunded (so its rest is not counted twice).
    await recordRefund(tx, {
      key: `usdc-refund:${refund.requestId}`,
      orderId: refund.order.id,
      cents: refund.cents,
      method: "usdc",
      reference: transfer.signature,
      bags: refund.bags,
      actor: "system:chain",
    });
    // The whole order went back (in one refund or several): the order is refunded (its listeners
    // void NPX, commission, tax…).
    if ((await usdcRefundedCents(tx, refund.order.id, undefined, { confirmedOnly: true })) >= refund.order.totalCents)
      await transitionOrder(tx as unknown as Db, refund.order.id, "refunded", {
        actor: "system:chain",
        detail: refund.detail,
      });
  },
});

defineTransferPurpose(RETURN_PURPOSE, {
  signer: refundSigner,
  onSettled: async (tx, transfer) => {
    const returned = await paymentReturnSettled(tx, transfer);
    if (!returned) return;
    // The money record: USDC received and not kept (payment_extra) went back; cash, not revenue.
    await recordMoney(tx, [
      {
        key: `payment-return:${returned.id}`,
        kind: "payment_returned",
        amountCents: -usdcUnitsToCents(Number(returned.amount)),
        at: transfer.confirmedAt ?? undefined,
        orderId: returned.orderId,
        method: "usdc",
        reference: transfer.signature,
        note: returned.why,
        actor: returned.actor,
      },
    ]);
  },
});
