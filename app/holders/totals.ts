// A cart's or checkout's totals with a holder's perk and NPX taken off (the server's quote), and
// the discount lines the totals list under the subtotal.
import type { CartTotals } from "~/utils/pricing";
import { holderCopy } from "~/content/holders";
import { perkCents, type DiscountLine } from "./pricing";

interface HolderPart {
  perkBps: number;
  freeShipping: boolean;
  npxSpent: number;
  npxDiscountCents: number;
}

type Totals = Pick<CartTotals, "subtotalCents" | "shippingCents" | "totalCents">;

/**
 * `totals` (a code's discount already off) less the holder's part. The perk is priced again on the
 * subtotal shown (the cart redraws it while a quantity change is on its way); the NPX as quoted.
 */
export function holderTotals<T extends Totals>(
  totals: T,
  holder: HolderPart | null,
): T & { discounts: DiscountLine[] } {
  if (!holder) return { ...totals, discounts: [] };
  const codeCents = totals.subtotalCents + totals.shippingCents - totals.totalCents;
  const room = Math.max(0, totals.subtotalCents - codeCents);
  const perk = perkCents(totals.subtotalCents, holder.perkBps, room);
  const npx = Math.min(holder.npxDiscountCents, room - perk);
  const shippingCents = holder.freeShipping ? 0 : totals.shippingCents;
  const discounts: DiscountLine[] = [];
  if (perk > 0) discounts.push({ id: "perk", label: holderCopy.perkLine(holder.perkBps), cents: perk });
  if (npx > 0) discounts.push({ id: "npx", label: holderCopy.npxLine(holder.npxSpent), cents: npx });
  return {
    ...totals,
    shippingCents,
    totalCents: totals.totalCents - (totals.shippingCents - shippingCents) - perk - npx,
    discounts,
  };
}
