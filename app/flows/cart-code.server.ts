// A code applied in the cart or at checkout, and its preview: the discount row and total drawn
// before the order is placed, priced by the same engine that prices the order
// (resolve-discount.server.ts). Customer rules (first order, once per customer) need the email:
// the preview checks them for a signed-in wallet and placing the order checks them again.
import { getSignedInWallet } from "~/auth/session.server";
import { readCartId } from "~/cart/cart-cookie.server";
import { readCart } from "~/cart/cart.server";
import type { CartTotals } from "~/utils/pricing";
import { getDb } from "~/db/client.server";
import { percentFromBps, referralCopy, referralLinkCopy } from "~/content/creator-program";
import { codeFieldCopy } from "~/content/code-field";
import { discountRow, offerText } from "~/content/discounts";
import { normalizeCode } from "~/creators/creators.server";
import { previewReferral } from "~/creators/referral.server";
import type { DbOrTx } from "~/db/types";
import { cartCode, removeCartCode, setCartCode, type CodeChange, type CodePreview } from "~/discounts/cart-code.server";
import { findStoreCode } from "~/discounts/store-code.server";
import { resolveDiscount } from "./resolve-discount.server";

type Totals = Pick<CartTotals, "subtotalCents" | "shippingCents" | "hasSubscription">;

/** Whether a code can price this cart: the engine's answer, with the email when one is typed yet. */
function check(db: DbOrTx, code: string, wallet: string | null, totals: Totals, email = "") {
  return resolveDiscount(db, { typedCode: code, cookieCode: null, email, wallet, totals });
}

export async function previewCode(
  db: DbOrTx,
  {
    request,
    cartId,
    wallet,
    totals,
  }: { request: Request; cartId: string | undefined; wallet: string | null; totals: Totals },
): Promise<CodePreview> {
  const code = await cartCode(db, cartId);
  if (!code) {
    // No code applied: a creator link's cookie may give a first order its discount.
    const referral = await previewReferral(request, totals.subtotalCents);
    if (!referral) return { code: null, terms: null, label: discountRow(null), note: null, refusal: null };
    return {
      code: null,
      terms: { kind: "percent", value: referral.discountBps },
      label: referralCopy.discountRow(referral.code),
      // The link's cookie knows until when it is applied.
      note: referralLinkCopy.cartNote(referral.code, percentFromBps(referral.discountBps), referral.until),
      refusal: null,
    };
  }
  const resolved = await check(db, code, wallet, totals);
  if (!resolved.ok) return { code, terms: null, label: discountRow(code), note: null, refusal: resolved.message };
  const discount = resolved.discount!;
  if (discount.referral) {
    const terms = discount.terms;
    return {
      code,
      terms,
      label: referralCopy.discountRow(code),
      note: terms ? referralCopy.firstOrderNote(code, percentFromBps(terms.value)) : null,
      refusal: null,
    };
  }
  const row = await findStoreCode(db, code);
  const note =
    discount.renewals !== null && row
      ? codeFieldCopy.renewalsNote(code, offerText(row), discount.renewals, discount.terms !== null)
      : row && (row.firstOrderOnly || row.oncePerCustomer)
        ? codeFieldCopy.checkedAtPlacing
        : null;
  return { code, terms: discount.terms, label: discountRow(code), note, refusal: null };
}

/** Applies a typed code to the cart when it can price it now; refused, the cart keeps what it had. */
export async function applyCartCode(
  db: DbOrTx,
  {
    cartId,
    raw,
    wallet,
    email,
    totals,
    lineCount,
  }: {
    cartId: string | undefined;
    raw: string;
    wallet: string | null;
    email?: string;
    totals: Totals;
    lineCount: number;
  },
): Promise<CodeChange> {
  const code = normalizeCode(raw);
  if (!code) return { ok: false, message: codeFieldCopy.empty };
  if (!cartId || lineCount === 0) return { ok: false, message: codeFieldCopy.noCart };
  const resolved = await check(db, code, wallet, totals, email);
  if (!resolved.ok) return resolved;
  return setCartCode(db, cartId, code);
}

/** The code field's two buttons (intent apply-code / remove-code) for this request's cart. */
export async function changeCartCode(
  request: Request,
  intent: "apply-code" | "remove-code",
  raw: string,
  /** At checkout, the email typed so far: first-order and once-per-customer codes are checked on it. */
  email = "",
) {
  const db = await getDb();
  const cartId = readCartId(request);
  if (intent === "remove-code") return removeCartCode(db, cartId);
  const { lines, totals } = await readCart(db, cartId);
  const wallet = await getSignedInWallet(request);
  return applyCartCode(db, { cartId, raw, wallet, email, totals, lineCount: lines.length });
}

/** The preview for this request's cart (the cart and checkout loaders). */
export async function previewRequestCode(request: Request, totals: Totals): Promise<CodePreview> {
  return previewCode(await getDb(), {
    request,
    cartId: readCartId(request),
    wallet: await getSignedInWallet(request),
    totals,
  });
}
