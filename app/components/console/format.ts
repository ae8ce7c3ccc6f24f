// Display helpers for the console. Every date and time the console shows is on the store's clock
// (STORE_TIME_ZONE, passed down by the console's layout), in one format: "Dec 15, 2026" and
// "Dec 15, 2026, 6:00 PM". The server and the browser read the same zone, so they agree.
import { useRouteLoaderData } from "react-router";
import { formatStoreDate, formatStoreDateTime } from "~/utils/store-time";

/** The zone the environment defaults to (app/utils/env.server.ts), for a page drawn outside the console. */
export const DEFAULT_STORE_TIME_ZONE = "America/New_York";

/** The store's time zone, as the console's layout read it. */
export function useStoreTimeZone(): string {
  const layout = useRouteLoaderData("routes/admin") as { timeZone?: string } | undefined;
  return layout?.timeZone ?? DEFAULT_STORE_TIME_ZONE;
}

/** The console's two date formats, on the store's clock. */
export function useConsoleDates() {
  const timeZone = useStoreTimeZone();
  return {
    timeZone,
    date: (at: Date | string) => formatStoreDate(at, timeZone),
    dateTime: (at: Date | string) => formatStoreDateTime(at, timeZone),
  };
}

export function formatNpx(amount: number): string {
  return `${amount.toLocaleString("en-US")} NPX`;
}

/** USDC base units (6 decimals) as exact text, e.g. 39000000 → "39.00 USDC". */
export function formatUsdc(baseUnits: number): string {
  const whole = Math.trunc(baseUnits / 1_000_000);
  const fraction = String(Math.abs(baseUnits % 1_000_000))
    .padStart(6, "0")
    .replace(/0{1,4}$/, "");
  return `${whole.toLocaleString("en-US")}.${fraction} USDC`;
}
