// Submits the checkout form as a browser does: the page's idempotency key, then the post; returns
// the page's data, the answer, and the order it placed (if it did).
import { eq } from "drizzle-orm";
import { getDb } from "../../../app/db/client.server";
import { orders } from "../../../app/db/schema";
import { action as checkoutAction, loader as checkoutLoader } from "../../../app/routes/checkout";
import { makeRequest } from "../../setup/requests";
import { callRoute } from "./route-call";

export async function submitCheckout(cookie: string, fields: Record<string, string>) {
  const form = await callRoute<{ idempotencyKey: string; totals: { totalCents: number } }>(
    checkoutLoader as never,
    makeRequest("/checkout", { cookie }),
  );
  const res = await callRoute<{ error?: Record<string, string[]> }>(
    checkoutAction as never,
    makeRequest("/checkout", { cookie, form: { ...fields, idempotencyKey: form.data.idempotencyKey } }),
  );
  const id = /^\/orders\/([0-9a-f-]{36})/.exec(res.location ?? "")?.[1];
  const order = id ? (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0] : undefined;
  return { form, res, order };
}
