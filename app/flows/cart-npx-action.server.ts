// The cart's NPX form: the amount is checked against what the signed-in wallet can spend and the
// order's cap, then kept in a cookie as the shopper's choice (checked again when the order is
// placed). Refusals answer 400 with the message under the field and change nothing.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getSignedInWallet } from "~/auth/session.server";
import { getCart } from "~/cart/cart.server";
import { holderErrors } from "~/content/holders";
import { previewReferral } from "~/creators/referral.server";
import { npxFormSchema } from "~/holders/npx-schema";
import { centsForNpx, npxForCents } from "~/utils/npx-value";
import { NPX_INTENT } from "~/holders/pricing";
import { requestedNpxCookie } from "~/holders/spend.server";
import { quoteForRequest } from "./spend-npx.server";

/** The reply when the post is the NPX form; null for any other cart post. */
export async function handleNpxAction(request: Request) {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (form?.get("intent") !== NPX_INTENT) return null;
  const submission = parseWithZod(form, { schema: npxFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const refuse = (message: string, status = 400) =>
    data(submission.reply({ fieldErrors: { npx: [message] } }), { status });

  if (submission.value.op === "remove")
    throw redirect("/cart", { headers: { "Set-Cookie": requestedNpxCookie(request, 0) } });

  if (!(await getSignedInWallet(request))) return refuse(holderErrors.signIn, 401);
  const cart = await getCart(request);
  const referral = await previewReferral(request, cart.totals.subtotalCents);
  const quote = await quoteForRequest(request, {
    subtotalCents: cart.totals.subtotalCents,
    codeDiscountCents: referral?.discountCents ?? 0,
  });
  if (!quote?.spendEnabled) return refuse(holderErrors.off, 409);
  const npx = submission.value.npx;
  if (npx > quote.availableNpx) return refuse(holderErrors.moreThanHeld(quote.availableNpx));
  if (npx > quote.maxNpx) return refuse(holderErrors.overCap(quote.maxNpx, quote.maxNpxCents));
  if (centsForNpx(npx, quote.npxValue) < 1) return refuse(holderErrors.tooSmall(npxForCents(1, quote.npxValue)));
  throw redirect("/cart", { headers: { "Set-Cookie": requestedNpxCookie(request, npx) } });
}
