// The back-in-stock form's post: checked with zod, limited per client and per address like the
// contact form, then the visitor goes back to /product with a status everyone may see in the URL.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { readForm } from "~/utils/read-form.server";
import { z } from "~/utils/zod";
import { checkoutSchema } from "~/content/checkout-schema";
import { stockCopy } from "~/content/stock";
import { getDb } from "~/db/client.server";
import { consumeLimit, type Limit } from "~/security/rate-limit.server";
import type { NotifyStatus } from "./back-in-stock-html.server";
import { isOnSale } from "./stock.server";
import { joinWaitlist } from "./waitlist.server";

export const notifySchema = z.object({
  email: checkoutSchema.shape.email,
  productId: z.string().trim().min(1).max(100),
});

const perClient: Limit = {
  name: "stock-notify-client",
  points: 10,
  duration: 3600,
  message: stockCopy.notify.rateLimited,
};
const perAddress: Limit = {
  name: "stock-notify-address",
  points: 3,
  duration: 86_400,
  message: stockCopy.notify.rateLimited,
};

const back = (status: Exclude<NotifyStatus, null>) => redirect(`/product?notify=${status}#back-in-stock`, 303);

export async function handleNotifyPost(request: Request, clientAddress: string) {
  const submission = parseWithZod(await readForm(request), { schema: notifySchema });
  if (submission.status !== "success") return back("invalid");
  const { email, productId } = submission.value;
  if (!(await isOnSale(await getDb(), productId))) return back("invalid");
  for (const [limit, key] of [
    [perClient, clientAddress],
    [perAddress, email.toLowerCase()],
  ] as const) {
    if (!(await consumeLimit(limit, key)).ok) return back("limited");
  }
  await joinWaitlist(await getDb(), productId, email);
  return back("ok");
}
