// What a shopper is told of an order once money went back: its page's status and heading say
// refunded or part refunded (card, USDC, outside the store), and so does the find-orders list.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { orderPage } from "~/content/shop";
import { getDb } from "~/db/client.server";
import { now } from "~/jobs/clock.server";
import type { MoneyMethod } from "~/db/money-kinds";
import { recordOrderPaid, recordRefund } from "~/money/orders.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { ordersForLink, sendOrdersLink } from "~/flows/find-orders.server";
import { loader as orderLoader } from "~/routes/order";
import { emailOutbox } from "~/db/schema";
import { eq } from "drizzle-orm";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeRequest } from "../../tests/setup/requests";
import { callRoute } from "../../tests/integration/helpers/route-call";

const EMAIL = "refunded-shopper@example.com";

async function paidOrder(status: "paid" | "fulfilled" = "paid") {
  const db = await getDb();
  const id = randomUUID();
  await insertTestOrder(db, {
    id,
    email: EMAIL,
    status,
    paidAt: now(),
    fulfilledAt: status === "fulfilled" ? now() : null,
    totalCents: 8300,
    subtotalCents: 7800,
    shippingCents: 500,
    line: { purchaseType: "one_time", unitPriceCents: 7800 },
  });
  await recordOrderPaid(db, id, "test");
  return id;
}

async function refund(orderId: string, cents: number, method: MoneyMethod) {
  await recordRefund(await getDb(), { key: `test:${randomUUID()}`, orderId, cents, method, actor: "test" });
}

async function pageStatus(id: string) {
  const page = await callRoute<{ status: keyof typeof orderPage.status; refundedLine: string | null }>(
    orderLoader as never,
    makeRequest(`/orders/${id}?token=token-${id}`),
    { orderId: id },
  );
  return { status: page.data.status, line: page.data.refundedLine };
}

describe("a refunded order, as the shopper reads it", () => {
  it("says part refunded or refunded on its page and in the find-orders list, whichever way the money went", async () => {
    const db = await getDb();
    const untouched = await paidOrder();
    const cardPart = await paidOrder();
    await refund(cardPart, 3900, "card");
    const usdcWhole = await paidOrder();
    await refund(usdcWhole, 8300, "usdc");
    const outsidePart = await paidOrder("fulfilled");
    await refund(outsidePart, 500, "outside");
    const refunded = await paidOrder();
    expect((await transitionOrder(db, refunded, "refunded", { actor: "test" })).ok).toBe(true);

    expect(await pageStatus(untouched)).toEqual({ status: "paid", line: null });
    expect(await pageStatus(cardPart)).toMatchObject({ status: "part_refunded", line: /^Part refunded: \$39\.00 of/ });
    expect(await pageStatus(usdcWhole)).toMatchObject({ status: "refunded", line: /^Refunded \$83\.00 on/ });
    expect(await pageStatus(outsidePart)).toMatchObject({ status: "part_refunded", line: /^Part refunded: \$5\.00/ });
    expect(await pageStatus(refunded)).toMatchObject({ status: "refunded", line: /^Refunded \$83\.00 on/ });
    // The words shown: never "Paid" nor "thank you" once money went back.
    expect(orderPage.status.part_refunded).toBe("Part refunded");
    expect(orderPage.headings.part_refunded).not.toMatch(/thank/i);

    // The find-orders list names the same status.
    expect(await sendOrdersLink(db, EMAIL)).toBe(5);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, EMAIL));
    const link = /\/orders\?link=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const found = await ordersForLink(db, link);
    const statusOf = (id: string) => found!.orders.find((o) => o.id === id)?.status;
    expect([untouched, cardPart, usdcWhole, outsidePart, refunded].map(statusOf)).toEqual([
      "paid",
      "part_refunded",
      "refunded",
      "part_refunded",
      "refunded",
    ]);
  });
});
