// The one place that decides an order's discount. A typed code is looked up among the store's codes
// first, then among creator codes (the creators domain prices those and keeps their commissions);
// with no typed code, a creator link's cookie may apply. One code per order.
import type { CartTotals } from "~/utils/pricing";
import { discountMessages } from "~/content/discounts";
import { normalizeCode } from "~/creators/creators.server";
import { recordCommission, resolveReferral, type Referral } from "~/creators/referral.server";
import type { DbOrTx } from "~/db/types";
import {
  FOR_RENEWALS,
  findStoreCode,
  storeCodeRefusal,
  termsOf,
  type DiscountCodeRow,
} from "~/discounts/store-code.server";
import { hasCountedOrder } from "~/orders/customer.server";
import { discountOffCents, type DiscountTerms } from "~/utils/discount-pricing";

export interface Discount {
  code: string;
  discountCents: number;
  /** Free shipping: the order's shipping is 0. */
  freeShipping: boolean;
  /** A store code: its use is taken when the order is written. */
  storeCodeId: number | null;
  /** A creator code or link: the order's commission is recorded from it. */
  referral: Referral | null;
  /** What the code takes off this order (null: nothing now, as a code for renewals only). */
  terms: DiscountTerms | null;
  /** A code for renewals: how many of the subscription's renewals it discounts. */
  renewals: number | null;
}

export type DiscountResult = { ok: true; discount: Discount | null } | { ok: false; message: string };

export interface DiscountInput {
  typedCode: string;
  cookieCode: string | null;
  email: string;
  wallet: string | null;
  totals: Pick<CartTotals, "subtotalCents" | "shippingCents" | "hasSubscription">;
}

/** Why a store code cannot price this order, or null when it can: its own rules, then the customer's. */
async function refusal(db: DbOrTx, row: DiscountCodeRow, input: DiscountInput): Promise<string | null> {
  const own = storeCodeRefusal(row, input.totals);
  if (own) return own;
  // A preview before the email is typed knows no customer yet: placing the order checks these.
  if (!input.email && !input.wallet) return null;
  const customer = { email: input.email, wallet: input.wallet };
  if (row.firstOrderOnly && (await hasCountedOrder(db, customer))) return discountMessages.firstOrderOnly;
  if (row.oncePerCustomer && (await hasCountedOrder(db, customer, row.code))) return discountMessages.alreadyUsed;
  return null;
}

export async function resolveDiscount(db: DbOrTx, input: DiscountInput): Promise<DiscountResult> {
  const typed = normalizeCode(input.typedCode);
  if (typed) {
    const row = await findStoreCode(db, typed);
    if (row) {
      const message = await refusal(db, row, input);
      if (message) return { ok: false, message };
      const terms = row.appliesTo === "renewals" ? null : termsOf(row);
      return {
        ok: true,
        discount: {
          code: row.code,
          discountCents: terms ? discountOffCents(terms, input.totals.subtotalCents) : 0,
          freeShipping: terms?.kind === "free_shipping",
          storeCodeId: row.id,
          referral: null,
          terms,
          renewals: FOR_RENEWALS.has(row.appliesTo) ? row.renewalCount : null,
        },
      };
    }
  }
  const attribution = await resolveReferral(
    db,
    { ...input, subtotalCents: input.totals.subtotalCents },
    hasCountedOrder,
  );
  if (!attribution.ok) return attribution;
  const referral = attribution.referral;
  if (!referral) return { ok: true, discount: null };
  return {
    ok: true,
    discount: {
      code: referral.code,
      discountCents: referral.discountCents,
      freeShipping: false,
      storeCodeId: null,
      referral,
      terms: referral.discountBps > 0 ? { kind: "percent", value: referral.discountBps } : null,
      renewals: null,
    },
  };
}

/** What follows the written order: a creator code's commission. */
export async function recordDiscount(
  db: DbOrTx,
  { orderId, discount, subtotalCents }: { orderId: string; discount: Discount | null; subtotalCents: number },
) {
  if (discount?.referral) await recordCommission(db, { orderId, referral: discount.referral, subtotalCents });
}
