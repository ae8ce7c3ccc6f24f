// USDC has 6 decimals, so one cent is 10,000 base units. Orders are priced in cents; the chain
// counts base units; these are the only conversions between the two.
import { formatCents } from "~/utils/money";

export const USDC_DECIMALS = 6;
export const USDC_UNITS_PER_CENT = 10_000;

export function centsToUsdcUnits(cents: number): bigint {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a cent amount: ${cents}`);
  return BigInt(cents) * BigInt(USDC_UNITS_PER_CENT);
}

/** USDC base units in whole cents, rounded to the nearest cent. */
export const usdcUnitsToCents = (units: number) => Math.round(units / USDC_UNITS_PER_CENT);

/** "$39.00" for whole cents, "39.000001 USDC" when the amount has finer digits. */
export function formatUsdcUnits(units: bigint | number): string {
  const value = BigInt(units);
  const perCent = BigInt(USDC_UNITS_PER_CENT);
  if (value % perCent === 0n && value / perCent <= BigInt(Number.MAX_SAFE_INTEGER))
    return formatCents(Number(value / perCent));
  const scale = 10n ** BigInt(USDC_DECIMALS);
  return `${value / scale}.${(value % scale).toString().padStart(USDC_DECIMALS, "0")} USDC`;
}
