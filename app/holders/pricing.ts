// Pure pricing of what a holder gets on an order: perks by holding and NPX spent. Integer cents and
// whole NPX. The server prices every order with this; the cart uses it to redraw a perk while a
// quantity change is on its way.
import type { DiscountLine } from "~/utils/discount-pricing";
import { holderCopy, holderErrors } from "~/content/holders";
import { centsForNpx, npxForCents, type NpxValue } from "~/utils/npx-value";

/** The cart form's intent for applying or removing NPX. */
export const NPX_INTENT = "npx";

export interface HolderSettings {
  spendEnabled: boolean;
  /** The store's value of NPX (its one setting, NPX_VALUE_USD). */
  npxValue: NpxValue;
  maxSpendBps: number;
}

export interface HolderPerk {
  id: number;
  minHoldingNpx: number;
  kind: "free_shipping" | "percent_off";
  valueBps: number;
}

/** A line under the subtotal: money off the order, with what the shopper reads. */
export type { DiscountLine };

export interface HolderQuoteInput {
  settings: HolderSettings;
  perks: HolderPerk[];
  /** On chain plus claimable. */
  holdingNpx: number;
  /** Earned in the store, not yet claimed: what can be spent. */
  availableNpx: number;
  requestedNpx: number;
  subtotalCents: number;
  /** A code's money off, priced first. */
  codeDiscountCents: number;
}

export interface HolderQuote {
  holdingNpx: number;
  availableNpx: number;
  reached: HolderPerk[];
  /** The next perk the wallet does not have yet, with how much more it needs. */
  next: { perk: HolderPerk; moreNpx: number } | null;
  freeShipping: boolean;
  perkBps: number;
  perkDiscountCents: number;
  /** The most NPX this order can take, and what it is worth. */
  maxNpx: number;
  maxNpxCents: number;
  npxSpent: number;
  npxDiscountCents: number;
  /** Why the requested NPX cannot be spent (more than held), or null. */
  refusal: string | null;
  lines: DiscountLine[];
}

export function perkCents(subtotalCents: number, perkBps: number, roomCents: number): number {
  return Math.max(0, Math.min(Math.round((subtotalCents * perkBps) / 10_000), roomCents));
}

/** The perks `holdingNpx` reaches, and the next one with how much more it needs. */
export function perksFor(perks: HolderPerk[], holdingNpx: number): Pick<HolderQuote, "reached" | "next"> {
  const active = [...perks].sort((a, b) => a.minHoldingNpx - b.minHoldingNpx);
  const next = active.find((p) => p.minHoldingNpx > holdingNpx);
  return {
    reached: active.filter((p) => p.minHoldingNpx <= holdingNpx),
    next: next ? { perk: next, moreNpx: next.minHoldingNpx - holdingNpx } : null,
  };
}

/** The product page's line for a signed-in holder: what the holding gets, and the next perk. */
export function perkLineFor(perks: HolderPerk[], holdingNpx: number): string {
  const { reached, next } = perksFor(perks, holdingNpx);
  const t = holderCopy.perks;
  return [
    reached.length > 0 ? t.onProduct(holdingNpx, reached.map(perkLabel).join(" · ")) : t.holdingOnly(holdingNpx),
    next ? t.next(next.moreNpx, perkLabel(next.perk)) : "",
  ]
    .join(" ")
    .trim();
}

export function quoteHolder(input: HolderQuoteInput): HolderQuote {
  const { settings, subtotalCents } = input;
  const { reached, next } = perksFor(input.perks, input.holdingNpx);
  const freeShipping = reached.some((p) => p.kind === "free_shipping");
  const perkBps = Math.max(0, ...reached.filter((p) => p.kind === "percent_off").map((p) => p.valueBps));
  const room = Math.max(0, subtotalCents - input.codeDiscountCents);
  const perkDiscountCents = perkCents(subtotalCents, perkBps, room);

  const capCents = settings.spendEnabled
    ? Math.max(0, Math.min(Math.floor((subtotalCents * settings.maxSpendBps) / 10_000), room - perkDiscountCents))
    : 0;
  const maxNpxCents = Math.min(capCents, centsForNpx(input.availableNpx, settings.npxValue));
  const maxNpx = npxForCents(maxNpxCents, settings.npxValue);
  const requested = Math.max(0, Math.floor(input.requestedNpx));
  const refusal =
    requested > input.availableNpx && settings.spendEnabled ? holderErrors.moreThanHeld(input.availableNpx) : null;
  // A cart made smaller since the NPX was applied takes no more than its cap.
  const npxDiscountCents = refusal ? 0 : Math.min(centsForNpx(requested, settings.npxValue), maxNpxCents);
  const npxSpent = npxForCents(npxDiscountCents, settings.npxValue);

  const lines: DiscountLine[] = [];
  if (perkDiscountCents > 0) lines.push({ id: "perk", label: holderCopy.perkLine(perkBps), cents: perkDiscountCents });
  if (npxDiscountCents > 0) lines.push({ id: "npx", label: holderCopy.npxLine(npxSpent), cents: npxDiscountCents });
  return {
    holdingNpx: input.holdingNpx,
    availableNpx: input.availableNpx,
    reached,
    next,
    freeShipping,
    perkBps,
    perkDiscountCents,
    maxNpx,
    maxNpxCents,
    npxSpent,
    npxDiscountCents,
    refusal,
    lines,
  };
}

/** What a perk gives, in words. */
export function perkLabel(perk: Pick<HolderPerk, "kind" | "valueBps">): string {
  return perk.kind === "free_shipping" ? holderCopy.perks.freeShipping : holderCopy.perks.percentOff(perk.valueBps);
}
