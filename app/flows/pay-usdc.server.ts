// The payment endpoints: the Solana Pay transaction request (GET label and icon, POST the
// transaction for a payer) and the order page's on-demand payment check.
import { isAddress, isOffCurveAddress } from "@solana/kit";
import { payLabel, payMessages } from "~/content/payments";
import { stockCopy, unpaidHoldLimits } from "~/content/stock";
import { getDb } from "~/db/client.server";
import { now } from "~/jobs/clock.server";
import { holdWhilePaying } from "~/stock/unpaid-holds.server";
import { siteUrlFor } from "~/utils/site-url.server";
import { logger } from "~/utils/logger.server";
import { getPaymentRpc, MintNotFoundError } from "~/payments/chain.server";
import { checkOrderPayments } from "./confirm-payment.server";
import { getOrderPayments } from "~/payments/order-payments.server";
import { getPaymentConfig } from "~/payments/config.server";
import { readCartId } from "~/cart/cart-cookie.server";
import { canViewOrder } from "~/orders/order.server";
import { findOrder } from "~/orders/order-for-payment.server";
import { payRequestSchema } from "~/payments/schema";
import { paymentState, type PaymentStatusBody } from "~/payments/status";
import { buildPaymentTransaction } from "~/payments/transaction-request.server";
import { claimCheck, watchPayment } from "~/payments/watches.server";

/** Wallets in browsers fetch transaction requests from other origins. */
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "content-type",
  "Cache-Control": "no-store",
};
const MAX_BODY_CHARS = 2048;

function answer(body: unknown, status = 200, headers: Record<string, string> = CORS) {
  return Response.json(body, { status, headers });
}

async function payableOrder(orderId: string | undefined) {
  const order = await findOrder(await getDb(), orderId);
  if (!order) return { error: answer({ message: payMessages.orderNotFound }, 404) };
  if (order.status !== "pending_payment" || !order.paymentReference) {
    return { error: answer({ message: payMessages.orderNotPayable }, 409) };
  }
  return { order: { ...order, paymentReference: order.paymentReference } };
}

/** GET: what the wallet shows before asking for the transaction. */
export async function payRequestInfo(request: Request, orderId: string | undefined): Promise<Response> {
  // React Router hands OPTIONS (a CORS preflight) to the loader.
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
  const found = await payableOrder(orderId);
  if (found.error) return found.error;
  return answer({ label: payLabel, icon: new URL("/favicon.svg", siteUrlFor(request)).toString() });
}

/** POST {account}: the unsigned transaction for that payer. */
export async function payRequestTransaction(request: Request, orderId: string | undefined): Promise<Response> {
  if (request.method !== "POST") return answer({ message: "Use GET or POST." }, 405);

  const found = await payableOrder(orderId);
  if (found.error) return found.error;
  const order = found.order;

  const text = await request.text();
  if (text.length > MAX_BODY_CHARS) return answer({ message: payMessages.badBody }, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer({ message: payMessages.badBody }, 400);
  }
  const parsed = payRequestSchema.safeParse(body);
  if (!parsed.success) return answer({ message: payMessages.badAccount }, 400);
  const account = parsed.data.account;
  // A program address (off the curve) cannot sign, so it cannot pay.
  if (!isAddress(account) || isOffCurveAddress(account)) return answer({ message: payMessages.badAccount }, 400);

  const settings = getPaymentConfig();
  if (!settings.ok) {
    logger.error({ problem: settings.problem }, "transaction request while payments are off");
    return answer({ message: payMessages.notConfigured }, 503);
  }
  // A wallet is about to pay: the bags stay held a few minutes more (or are taken again); gone, it cannot pay.
  const held = await holdWhilePaying(
    await getDb(),
    order.id,
    new Date(now().getTime() + unpaidHoldLimits.WALLET_PAYING_MINUTES * 60_000),
  );
  if (!held.ok) return answer({ message: stockCopy.soldOutBeforePaying }, 409);
  try {
    const built = await buildPaymentTransaction(getPaymentRpc(settings.config.rpcUrl), settings.config, order, account);
    if (!built.ok) return answer({ message: built.message }, built.status);
    // A wallet (perhaps a phone that scanned the QR code) is about to pay: watch for it.
    await watchPayment(await getDb(), order.id);
    return answer({ transaction: built.transaction, message: built.message });
  } catch (error) {
    const misconfigured = error instanceof MintNotFoundError;
    logger.error(
      { err: error, orderId: order.id },
      misconfigured ? "USDC_MINT is not usable" : "RPC failed building a payment",
    );
    return answer({ message: misconfigured ? payMessages.notConfigured : payMessages.networkDown }, 503);
  }
}

/** GET /api/orders/:orderId/payment: checks the chain once, then answers the order's payment state. */
export async function orderPaymentStatus(request: Request, orderId: string | undefined): Promise<Response> {
  const headers = { "Cache-Control": "no-store" };
  const db = await getDb();
  const order = await findOrder(db, orderId);
  if (!order || !canViewOrder(request, order, readCartId(request)))
    return answer({ message: payMessages.orderNotFound }, 404, headers);

  let checked = false;
  const settings = getPaymentConfig();
  // Asking is a sign of life: the background job watches the order for a while after.
  if (settings.ok && order.paymentReference) await watchPayment(db, order.id);
  if (settings.ok && order.paymentReference && (await claimCheck(db, order.id))) {
    try {
      await checkOrderPayments(db, getPaymentRpc(settings.config.rpcUrl), settings.config, order);
      checked = true;
    } catch (error) {
      logger.warn({ err: error, orderId: order.id }, "on-demand payment check failed");
    }
  }
  const { status, payments } = await getOrderPayments(db, order.id);
  const body: PaymentStatusBody & { checked: boolean } = {
    status: status ?? order.status,
    ...paymentState(status ?? order.status, payments),
    payments,
    checked,
  };
  return answer(body, 200, headers);
}
