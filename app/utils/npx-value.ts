// The store's value of one NPX: one setting (NPX_VALUE_USD, docs/rewards.md) from which come the
// product page's "% back", what NPX is worth when spent at checkout, the NPX the store owes in
// dollars and the reward pool's worth on the dashboard. Kept as whole micro-cents per NPX
// (1 micro-cent = $0.00000001) so every sum is integer arithmetic. The market's price is another
// figure (app/protocol), never this one.
import { formatCents } from "./money";

export interface NpxValue {
  /** Micro-cents (millionths of a cent) one NPX is worth to the store. */
  microCentsPerNpx: number;
}

const MICRO = 1_000_000;

/** "0.00049" (dollars per NPX, at most 8 decimal places) → 49000 micro-cents; null when not such a number. */
export function parseNpxValueUsd(text: string): NpxValue | null {
  const m = /^(\d{1,4})(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!m) return null;
  const microCents = Number(m[1]) * 100 * MICRO + Number((m[2] ?? "").padEnd(8, "0"));
  return microCents > 0 ? { microCentsPerNpx: microCents } : null;
}

/** Cents `npx` is worth (whole cents, rounded down). */
export const centsForNpx = (npx: number, value: NpxValue) => Math.floor((npx * value.microCentsPerNpx) / MICRO);

/** The NPX worth `cents` (rounded up, so no fraction of a cent is given away). */
export const npxForCents = (cents: number, value: NpxValue) => Math.ceil((cents * MICRO) / value.microCentsPerNpx);

/** What `npx` earned on `priceCents` gives back, in basis points (1000 = 10%), rounded to the nearest. */
export const backBps = (npx: number, priceCents: number, value: NpxValue) =>
  priceCents > 0 ? Math.round((npx * value.microCentsPerNpx * 10_000) / (priceCents * MICRO)) : 0;

/** 1000 → "10%", 1256 → "12.6%". */
export const formatBackPercent = (bps: number) => `${Number((bps / 100).toFixed(1)).toString()}%`;

/** The product page's promise for a bag's `npx` on its one-time price: "10%" back, "$4.90" worth. */
export function rewardPromise(npx: number, priceCents: number, value: NpxValue) {
  const worthCents = centsForNpx(npx, value);
  const bps = backBps(npx, priceCents, value);
  return { back: formatBackPercent(bps), worth: formatCents(worthCents), backBps: bps, worthCents };
}
