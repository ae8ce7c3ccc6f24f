// What an order page needs to offer payment: the Solana Pay link and its QR code (SVG, drawn
// on the server), and where the payment stands.
import QRCode from "qrcode";
import type { Db } from "~/db/types";
import { siteUrlFor } from "~/utils/site-url.server";
import { getOrderPayments } from "./order-payments.server";
import { transactionRequestUrl } from "./transaction-request.server";
import { getPaymentConfig } from "./config.server";
import { paymentState, type PaymentSectionData } from "./status";
import { watchPayment } from "./watches.server";

/** Solana Pay's transaction request URL scheme: solana:<url-encoded https URL>. */
export function solanaPayLink(requestUrl: string): string {
  return `solana:${encodeURIComponent(requestUrl)}`;
}

const WATCHED = ["pending_payment", "cancelled", "paid"];

export async function getPaymentSection(
  db: Db,
  request: Request,
  order: { id: string; status: string },
): Promise<PaymentSectionData> {
  const link = solanaPayLink(transactionRequestUrl(siteUrlFor(request), order.id));
  const svg = await QRCode.toString(link, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 1,
    color: { dark: "#2b1d14", light: "#ffffff" },
  });
  const { payments } = await getOrderPayments(db, order.id);
  const enabled = getPaymentConfig().ok;
  // The buyer opened the payment page: the background job watches for the payment. A cancelled or
  // paid order is watched too, so a late or second transfer is seen and sent back (app/refunds).
  if (enabled && WATCHED.includes(order.status)) await watchPayment(db, order.id);
  return {
    enabled,
    link,
    qrSrc: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    token: new URL(request.url).searchParams.get("token"),
    ...paymentState(order.status, payments),
    seen: payments.length,
  };
}
