// Display helpers for the console. Times are shown in UTC so the server and browser agree.

export function formatNpx(amount: number): string {
  return `${amount.toLocaleString("en-US")} NPX`;
}

export function formatDateTime(value: Date | string): string {
  const iso = new Date(value).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** USDC base units (6 decimals) as exact text, e.g. 39000000 → "39.00 USDC". */
export function formatUsdc(baseUnits: number): string {
  const whole = Math.trunc(baseUnits / 1_000_000);
  const fraction = String(Math.abs(baseUnits % 1_000_000))
    .padStart(6, "0")
    .replace(/0{1,4}$/, "");
  return `${whole.toLocaleString("en-US")}.${fraction} USDC`;
}
