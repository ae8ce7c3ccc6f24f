// Placing an order: one transaction re-reads the cart, prices it from the catalog, writes the
// order, its lines and its pending reward, and empties the cart. The idempotency key issued
// with the form makes a double submit or a retry return the order already written: the order
// emptied the cart, so a retry finds it by its key; a retry after the cart was filled again
// meets the key's unique index and returns the order that holds it.
import { newPaymentReference } from "~/payments/reference";
import { randomUUID } from "node:crypto";
import { and, eq, exists, sql } from "drizzle-orm";
import { readCart } from "~/cart/cart.server";
import { DiscountRefused, takeDiscountUse } from "~/discounts/store-code.server";
import { recordDiscount, resolveDiscount } from "~/flows/resolve-discount.server";
import type { DbOrTx } from "~/db/types";
import { getDb } from "~/db/client.server";
import { cartLines, carts, orderLines, orders } from "~/db/schema";
import { quoteFor, takeHolderDiscount } from "~/flows/spend-npx.server";
import { NpxRefused } from "~/holders/spend.server";
import { onChainNpx } from "~/holders/holding.server";
import { lockCustomer } from "~/orders/customer.server";
import { announceOrderPlaced } from "~/orders/events.server";
import { queueOrderConfirmation } from "~/flows/order-confirmation-email.server";
import { recordPendingReward } from "~/rewards/ledger.server";
import { giveBackBags, recordHolds, takeOrderBags } from "~/stock/stock.server";
import { placementHoldTerms, unpaidCapRefusal } from "~/stock/unpaid-holds.server";
import { taxCopy } from "~/content/tax";
import { calculateTax } from "~/tax/calculate.server";
import { randomToken } from "~/utils/cookies.server";
import { formatCents } from "~/utils/money";
import type { CheckoutInput } from "~/content/checkout-schema";

export interface PlacedOrder {
  id: string;
  accessToken: string;
}

export type PlaceOrderResult =
  | { ok: true; order: PlacedOrder; created: boolean }
  | { ok: false; reason: "empty_cart" | "key_in_use" }
  | { ok: false; reason: "referral" | "stock" | "npx"; message: string }
  | { ok: false; reason: "tax"; message: string; status: 400 | 503 }
  | { ok: false; reason: "total_changed"; message: string; taxCents: number; totalCents: number };

export interface PlaceOrderInput {
  cartId: string | undefined;
  idempotencyKey: string;
  address: CheckoutInput;
  /** The signed-in wallet, or null: only a signed-in wallet earns NPX. */
  wallet: string | null;
  /** The creator or promo code typed at checkout ("" for none) and the creator link's cookie. */
  referral?: { typedCode: string; cookieCode: string | null };
  /** The NPX the signed-in holder asked to apply (app/holders; checked again here). */
  requestedNpx?: number;
  /** The client's address as the rate limits see it ("" unknown): what it holds unpaid is capped. */
  clientAddress?: string;
  /**
   * The total checkout showed with the tax for the typed address (cents), when it showed one: an
   * order whose total comes out otherwise now is not placed, and the shopper is shown the new one.
   */
  shownTotalCents?: number;
}

async function orderByKey(db: DbOrTx, key: string) {
  const [order] = await db
    .select({ id: orders.id, accessToken: orders.accessToken, buyerSessionId: orders.buyerSessionId })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return order;
}

function replay(order: { id: string; accessToken: string; buyerSessionId: string }, cartId: string): PlaceOrderResult {
  // A key belongs to the browser it was issued to; another browser cannot read that order through it.
  if (order.buyerSessionId !== cartId) return { ok: false, reason: "key_in_use" };
  return { ok: true, order: { id: order.id, accessToken: order.accessToken }, created: false };
}

export async function placeOrder({
  cartId,
  idempotencyKey,
  address,
  wallet,
  referral: referralInput = { typedCode: "", cookieCode: null },
  requestedNpx = 0,
  clientAddress = "",
  shownTotalCents,
}: PlaceOrderInput): Promise<PlaceOrderResult> {
  if (!cartId) return { ok: false, reason: "empty_cart" };
  const db = await getDb();
  // The holding's on-chain part is read from the chain now, not from the sign-in's cached read:
  // NPX moved on to another wallet since counts for that wallet only. Read before the transaction.
  const holdingOnChain = wallet ? await onChainNpx(wallet, { fresh: true }) : 0;

  try {
    return await db.transaction(async (tx) => {
      // Submits from one browser queue here, one after another; the cart is read after the lock.
      // Touching the cart takes its row lock (and an order or a retry is activity on it).
      await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
      const { lines, totals } = await readCart(tx, cartId);
      // One customer's checkouts (the same email or wallet, from any browser or process) queue here,
      // so a first-order or once-per-customer code sees the order placed just before.
      await lockCustomer(tx, { email: address.email, wallet });
      if (lines.length === 0) {
        const earlier = await orderByKey(tx, idempotencyKey);
        return earlier ? replay(earlier, cartId) : ({ ok: false, reason: "empty_cart" } as const);
      }

      // The order's one code (app/discounts): a refused code leaves the cart as it was.
      const resolved = await resolveDiscount(tx, { ...referralInput, email: address.email, wallet, totals });
      if (!resolved.ok) {
        const earlier = await orderByKey(tx, idempotencyKey);
        if (earlier) return replay(earlier, cartId);
        return { ok: false, reason: "referral", message: resolved.message } as const;
      }
      const discount = resolved.discount;
      const discountCents = discount?.discountCents ?? 0;
      // A holder's perk and NPX (app/holders), after the code; the wallet's NPX is locked from here.
      const holder = wallet
        ? await quoteFor(
            tx,
            {
              wallet,
              subtotalCents: totals.subtotalCents,
              codeDiscountCents: discountCents,
              requestedNpx,
              onChainNpx: holdingOnChain,
            },
            { lock: true },
          )
        : null;
      if (holder?.refusal) return { ok: false, reason: "npx", message: holder.refusal } as const;
      const shipping = discount?.freeShipping || holder?.freeShipping ? 0 : totals.shippingCents;
      const allDiscountCents = discountCents + (holder ? holder.perkDiscountCents + holder.npxDiscountCents : 0);
      const untaxedCents = totals.subtotalCents + shipping - allDiscountCents;
      // Sales tax (TAX_MODE=stripe) on what the order charges; no order at all without an answer.
      const tax = await calculateTax({
        lines: lines.map((line, i) => ({ ...line, reference: `L${i + 1}` })),
        discountCents: allDiscountCents,
        shippingCents: shipping,
        address,
      });
      if (!tax.ok) {
        const status = tax.reason === "address" ? 400 : 503;
        return { ok: false, reason: "tax", message: taxCopy[tax.reason], status } as const;
      }
      const totalCents = untaxedCents + tax.taxCents;
      // The tax (or the cart) changed since checkout showed its total: never a different charge unseen.
      if (shownTotalCents !== undefined && shownTotalCents !== totalCents) {
        const earlier = await orderByKey(tx, idempotencyKey);
        if (earlier) return replay(earlier, cartId);
        const message = taxCopy.totalChanged(
          tax.taxCents > 0 ? formatCents(tax.taxCents) : null,
          formatCents(totalCents),
          formatCents(shownTotalCents),
        );
        return { ok: false, reason: "total_changed", message, taxCents: tax.taxCents, totalCents } as const;
      }
      // The bags, last before the order is written (a refusal above must not keep them): too few,
      // and nothing is written; the cart is kept.
      // An unpaid order holds its bags for minutes, and one client only a few in all (decision 0030).
      const client = { address: clientAddress, email: address.email, wallet };
      const capped = await unpaidCapRefusal(tx, client, lines);
      if (capped) return { ok: false, reason: "stock", message: capped } as const;
      const bags = await takeOrderBags(tx, lines);
      if (!bags.ok) return { ok: false, reason: "stock", message: bags.message } as const;

      const id = randomUUID();
      const accessToken = randomToken(32);
      // The order, and the cart emptied only when the order was written (not when its key is taken),
      // in one statement.
      const placed = tx.$with("placed").as(
        tx
          .insert(orders)
          .values({
            id,
            number: sql`'NAVA-' || nextval('order_number_seq')`,
            status: "pending_payment",
            email: address.email,
            shipName: address.name,
            shipLine1: address.line1,
            shipLine2: address.line2,
            shipCity: address.city,
            shipState: address.state,
            shipZip: address.zip,
            subtotalCents: totals.subtotalCents,
            shippingCents: shipping,
            totalCents,
            discountCents,
            discountCode: discount?.code ?? null,
            taxCents: tax.taxCents,
            taxCalculationId: tax.calculationId,
            wallet,
            idempotencyKey,
            accessToken,
            buyerSessionId: cartId,
            paymentReference: newPaymentReference(),
          })
          .onConflictDoNothing({ target: orders.idempotencyKey })
          .returning({ number: orders.number }),
      );
      const emptied = tx.$with("emptied").as(
        tx
          .delete(cartLines)
          .where(and(eq(cartLines.cartId, cartId), exists(tx.select().from(placed))))
          .returning({ cartId: cartLines.cartId }),
      );
      const inserted = await tx.with(placed, emptied).select({ number: placed.number }).from(placed);
      if (inserted.length === 0) {
        await giveBackBags(tx, bags.taken);
        const other = await orderByKey(tx, idempotencyKey);
        return other ? replay(other, cartId) : ({ ok: false, reason: "key_in_use" } as const);
      }

      await tx.insert(orderLines).values(
        lines.map((line) => ({
          orderId: id,
          productId: line.productId,
          productName: line.name,
          purchaseType: line.purchaseType,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          lineTotalCents: line.lineTotalCents,
          npxReward: line.npxReward * line.quantity,
        })),
      );
      await recordHolds(tx, id, bags.taken, placementHoldTerms(clientAddress));
      // The code went with the order: the next cart starts without it.
      await tx.update(carts).set({ discountCode: null }).where(eq(carts.id, cartId));
      // The last use gone to another order throws: this order is rolled back whole, the cart kept.
      await takeDiscountUse(tx, discount);
      await recordDiscount(tx, { orderId: id, discount, subtotalCents: totals.subtotalCents });
      if (wallet && holder) await takeHolderDiscount(tx, { orderId: id, wallet, quote: holder });
      // A guest order's NPX waits on the order until its buyer signs in and collects it.
      await recordPendingReward(tx, { orderId: id, wallet: wallet ?? null, amountNpx: totals.npxReward });
      await queueOrderConfirmation(tx, {
        id,
        number: inserted[0]!.number,
        email: address.email,
        totalCents,
        taxCents: tax.calculationId ? tax.taxCents : null,
        accessToken,
      });
      await announceOrderPlaced(tx, { orderId: id });
      return { ok: true, order: { id, accessToken }, created: true } as const;
    });
  } catch (error) {
    if (error instanceof DiscountRefused) return { ok: false, reason: "referral", message: error.message };
    if (error instanceof NpxRefused) return { ok: false, reason: "npx", message: error.message };
    throw error;
  }
}
