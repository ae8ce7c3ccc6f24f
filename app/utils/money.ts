/** Money is integer cents end to end; this is the one place it becomes text. */
export function formatCents(cents: number): string {
  const dollars = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  const whole = dollars.toLocaleString("en-US");
  return `${cents < 0 && dollars === 0 ? "-" : ""}$${whole}.${String(rest).padStart(2, "0")}`;
}

/** "$39" for whole-dollar display prices, "$8.99" otherwise. */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? `$${(cents / 100).toLocaleString("en-US")}` : formatCents(cents);
}

/** Cents as a plain decimal for spreadsheets: 3900 → "39.00", -5 → "-0.05" (no symbol, no separators). */
export function formatCentsDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
