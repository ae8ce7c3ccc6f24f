// What the store emails its operator (OPERATOR_EMAIL) about the day's work, and the console's notice of what is not emailed while OPERATOR_EMAIL is
// unset. Alerts about the store's own health are in ./operator-alerts.
const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** An age in words: "3 hours", "2 days". */
export function ageInWords(ms: number): string {
  const hours = Math.max(0, Math.floor(ms / 3_600_000));
  if (hours < 24) return plural(hours, "hour", "hours");
  return plural(Math.floor(hours / 24), "day", "days");
}

export interface DigestFigures {
  /** Paid orders not shipped, oldest first. */
  toShip: { number: string; ageMs: number }[];
  /** Refund requests waiting for an answer (or for funds), oldest first. */
  refunds: { number: string; amount: string; ageMs: number; waitingFunds: boolean }[];
  /** Products at or under their low mark. */
  lowStock: { product: string; available: number; alertLevel: number }[];
  /** Sends on chain that failed, and payments to send back that wait. */
  failedSends: number;
  waitingReturns: number;
  /** Problems open now (the console's alerts). */
  alerts: string[];
}

/** Nothing in the digest: no email that day. */
export const digestIsEmpty = (d: DigestFigures) =>
  d.toShip.length + d.refunds.length + d.lowStock.length + d.failedSends + d.waitingReturns + d.alerts.length === 0;

const list = (title: string, lines: string[], link: string) =>
  `${title}\n${lines.map((l) => `- ${l}`).join("\n")}\n${link}`;
const MAX_LINES = 10;
const capped = (lines: string[]) =>
  lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), `and ${lines.length - MAX_LINES} more`] : lines;

export const operatorEmails = {
  refundRequested: (r: {
    number: string;
    amount: string;
    wholeOrder: boolean;
    reason: string;
    note: string;
    consoleUrl: string;
  }) => ({
    subject: `Refund request for order ${r.number}: ${r.amount}`,
    text: [
      `The buyer of order ${r.number} asks for ${r.amount} back (${r.wholeOrder ? "the whole order" : "some bags"}).`,
      `Reason: ${r.reason}${r.note ? `\nTheir note: ${r.note}` : ""}`,
      `We promise an answer within two business days. Approve or decline it in the console:\n${r.consoleUrl}`,
    ].join("\n\n"),
  }),
  digest: (d: DigestFigures, day: string, url: (path: string) => string) => {
    const parts: string[] = [];
    if (d.toShip.length)
      parts.push(
        list(
          `${plural(d.toShip.length, "paid order", "paid orders")} to ship, oldest first:`,
          capped(d.toShip.map((o) => `${o.number}, paid ${ageInWords(o.ageMs)} ago`)),
          url("/admin/orders?status=paid"),
        ),
      );
    if (d.refunds.length)
      parts.push(
        list(
          `${plural(d.refunds.length, "refund request waits", "refund requests wait")} (answer within two business days):`,
          capped(
            d.refunds.map(
              (r) =>
                `${r.number}, ${r.amount}, asked ${ageInWords(r.ageMs)} ago${r.waitingFunds ? " (approved, waits for the refund account's funds)" : ""}`,
            ),
          ),
          url("/admin/refunds"),
        ),
      );
    if (d.lowStock.length)
      parts.push(
        list(
          "Stock at or under its low mark:",
          d.lowStock.map(
            (s) => `${s.product}: ${plural(s.available, "bag", "bags")} for sale (low mark ${s.alertLevel})`,
          ),
          url("/admin/stock"),
        ),
      );
    if (d.failedSends || d.waitingReturns)
      parts.push(
        list(
          "Money to send:",
          [
            ...(d.failedSends ? [`${plural(d.failedSends, "send on chain", "sends on chain")} failed`] : []),
            ...(d.waitingReturns
              ? [
                  `${plural(d.waitingReturns, "payment waits", "payments wait")} to be sent back to the wallet it came from`,
                ]
              : []),
          ],
          url("/admin/refunds"),
        ),
      );
    if (d.alerts.length) parts.push(list("Problems open:", capped(d.alerts), url("/admin/jobs")));
    return {
      subject: `To do today, ${day}: ${[
        d.toShip.length ? plural(d.toShip.length, "order to ship", "orders to ship") : "",
        d.refunds.length ? plural(d.refunds.length, "refund request", "refund requests") : "",
        d.lowStock.length ? "low stock" : "",
        d.failedSends || d.waitingReturns ? "money to send" : "",
        d.alerts.length ? plural(d.alerts.length, "problem", "problems") : "",
      ]
        .filter(Boolean)
        .join(", ")}`,
      text: `What needs doing today, ${day}.\n\n${parts.join("\n\n")}\n\nThis digest comes once a day, only on days something waits.`,
    };
  },
} as const;

/** The console's notice where OPERATOR_EMAIL is unset (app/admin/OperatorEmailNotice.tsx). */
export const operatorEmailNotice = {
  off: "No email goes to the operator: OPERATOR_EMAIL is not set. Refund requests, the daily to-do digest, low-stock alerts and store alerts are shown in the console only.",
  on: (to: string) =>
    `Refund requests, the daily to-do digest, low-stock alerts and store alerts are emailed to ${to}.`,
} as const;
