// "Find my orders": the shopper proves their email by opening a link sent to it (24 hours), and
// sees every order of that address with its private link. As for a subscription's manage link, the
// answer and its timing are the same whether or not the address has orders (the lookup and the
// email run in a job), and an address gets a few links an hour (allowEmailLink, shared with them).
import { createHash } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { data } from "react-router";
import { readForm } from "~/utils/read-form.server";
import { checkoutSchema } from "~/content/checkout-schema";
import { findOrdersEmail, findOrdersPage as t } from "~/content/find-orders";
import { getDb } from "~/db/client.server";
import type { Db } from "~/db/types";
import { orderLookups, orders } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { now } from "~/jobs/clock.server";
import { PRIVATE_PAGE_HEADERS } from "~/security/private-page";
import { defineJob, enqueueJob } from "~/jobs/scheduler.server";
import { allowEmailLink, consumeLimit, type Limit } from "~/security/rate-limit.server";
import { absoluteUrl } from "~/utils/links.server";
import { canAskRefund, REFUND_FORM_ANCHOR } from "~/refunds/requests.server";
import { randomToken } from "~/utils/cookies.server";
import { shopperStatusOf } from "./shopper-status.server";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const perClient: Limit = {
  name: "find-orders-client",
  points: t.perClientPerHour,
  duration: 3600,
  message: t.rateLimited,
};

const ofEmail = (email: string) => eq(sql`lower(${orders.email})`, email.trim().toLowerCase());

export const FIND_ORDERS_JOB = "orders.send-orders-link";

/** Asked for on /orders: the lookup and the email run here, not in the request. */
export const sendOrdersLinkJob = defineJob<{ email: string }>(FIND_ORDERS_JOB, async ({ db, payload }) => {
  await sendOrdersLink(db, payload.email);
});

/** Emails a link to the address's orders, if it has any; returns how many orders it has. */
export async function sendOrdersLink(db: Db, email: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(orders)
    .where(ofEmail(email));
  if (n === 0) return 0;
  const token = randomToken(32);
  await db.transaction(async (tx) => {
    await tx.insert(orderLookups).values({
      tokenHash: hashToken(token),
      email: email.trim().toLowerCase(),
      expiresAt: new Date(now().getTime() + t.linkHours * 3_600_000),
    });
    await queueEmail(tx, {
      to: email,
      ...findOrdersEmail({ linkUrl: absoluteUrl(`/orders?link=${token}`), count: n }),
      kind: "orders.find-link",
    });
  });
  return n;
}

/** The orders a valid link opens, newest first; null for an unknown or expired link. */
export async function ordersForLink(db: Db, link: string) {
  if (!TOKEN.test(link)) return null;
  const [lookup] = await db
    .select({ email: orderLookups.email })
    .from(orderLookups)
    .where(and(eq(orderLookups.tokenHash, hashToken(link)), gt(orderLookups.expiresAt, now())));
  if (!lookup) return null;
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
      accessToken: orders.accessToken,
      paidAt: orders.paidAt,
      fulfilledAt: orders.fulfilledAt,
    })
    .from(orders)
    .where(ofEmail(lookup.email))
    .orderBy(desc(orders.createdAt));
  return {
    email: lookup.email,
    orders: await Promise.all(
      rows.map(async ({ accessToken, paidAt, fulfilledAt, ...o }) => {
        const href = `/orders/${o.id}?token=${encodeURIComponent(accessToken)}`;
        // While the money-back guarantee runs: straight to the order page's request form.
        const askable = await canAskRefund(db, { ...o, paidAt, fulfilledAt });
        // Refunded or part refunded once money went back, as the order's page says.
        const { status } = await shopperStatusOf(db, o);
        return { ...o, status, href, refundHref: askable ? `${href}#${REFUND_FORM_ANCHOR}` : null };
      }),
    ),
  };
}

export async function loadFindOrders(request: Request) {
  const link = new URL(request.url).searchParams.get("link");
  const found = link ? await ordersForLink(await getDb(), link) : null;
  return data({ expired: link !== null && found === null, found }, { headers: PRIVATE_PAGE_HEADERS });
}

export type FindOrdersActionData = { ok: true; message: string } | { ok: false; error: string };

export async function requestOrdersLink(request: Request, clientAddress: string) {
  const form = await readForm(request);
  const parsed = checkoutSchema.shape.email.safeParse(form.get("email") ?? undefined);
  if (!parsed.success)
    return data<FindOrdersActionData>({ ok: false, error: parsed.error.issues[0]!.message }, { status: 400 });
  const limited = await consumeLimit(perClient, clientAddress);
  if (!limited.ok)
    return data<FindOrdersActionData>(
      { ok: false, error: limited.message },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  if (await allowEmailLink(parsed.data)) await enqueueJob(await getDb(), FIND_ORDERS_JOB, { email: parsed.data });
  return data<FindOrdersActionData>({ ok: true, message: t.sent });
}
