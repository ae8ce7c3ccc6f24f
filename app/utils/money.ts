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
