// The operator's daily digest: once a day at OPERATOR_DIGEST_HOUR in the store's time zone, what
// needs doing (paid orders to ship, refund requests waiting with their age, stock at or under its
// low mark, failed refund sends and payments waiting to go back: what the dashboard's Today counts,
// read from the same place; and the problems open) goes to OPERATOR_EMAIL.
// A day with nothing waiting sends nothing. One digest per store day (the outbox key is the day).
import { sql } from "drizzle-orm";
import { type DigestFigures, digestIsEmpty, operatorEmails } from "~/content/operator-emails";
import { getWaiting } from "~/dashboard/waiting.server";
import type { Db } from "~/db/types";
import { operatorAddress, queueOperatorEmail } from "~/email/operator.server";
import { now } from "~/jobs/clock.server";
import { defineRecurringJob } from "~/jobs/scheduler.server";
import { absoluteUrl } from "~/utils/links.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/money";
import { storeDay } from "~/utils/store-time";
import { rowsOf } from "./metrics.server";

const HOUR_MS = 3_600_000;

/**
 * What waits now: the same sets the dashboard's Today counts (app/dashboard/waiting.server.ts),
 * listed in full, and the problems open besides.
 */
export async function digestFigures(db: Db, at: Date = now()): Promise<DigestFigures> {
  const age = (t: Date | string) => at.getTime() - new Date(t).getTime();
  const waiting = await getWaiting(db);
  const alerts = await rowsOf<{ key: string; detail: string }>(
    db,
    sql`select key, detail from operator_alerts where cleared_at is null order by since asc`,
  );
  return {
    toShip: waiting.toShip.map((o) => ({ number: o.number, ageMs: age(o.at) })),
    refunds: waiting.refunds.map((r) => ({
      number: r.number,
      amount: formatCents(r.askedCents),
      ageMs: age(r.at),
      waitingFunds: r.status === "waiting_funds",
    })),
    lowStock: waiting.low.map((s) => ({ product: s.name, available: s.available, alertLevel: s.alertLevel })),
    failedSends: waiting.refundSendsFailed,
    waitingReturns: waiting.returnsWaiting,
    alerts: alerts.map((a) => (a.detail ? `${a.key}: ${a.detail}` : a.key)),
  };
}

/** The store's hour (0-23) at `at`. */
function storeHour(at: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "numeric" }).format(at));
}

export type DigestOutcome = "sent" | "not_the_hour" | "no_operator" | "nothing_to_do" | "already_sent";

/** Queues today's digest when it is the digest's hour, the operator has an address and something waits. */
export async function sendDailyDigest(db: Db, at: Date = now()): Promise<DigestOutcome> {
  const env = getEnv();
  if (storeHour(at, env.STORE_TIME_ZONE) !== env.OPERATOR_DIGEST_HOUR) return "not_the_hour";
  if (!operatorAddress()) return "no_operator";
  const figures = await digestFigures(db, at);
  if (digestIsEmpty(figures)) return "nothing_to_do";
  const day = storeDay(at, env.STORE_TIME_ZONE);
  const dayInWords = new Intl.DateTimeFormat("en-US", {
    timeZone: env.STORE_TIME_ZONE,
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(at);
  const queued = await queueOperatorEmail(db, {
    ...operatorEmails.digest(figures, dayInWords, absoluteUrl),
    kind: "operator.digest",
    key: `operator-digest:${day}`,
  });
  return queued ? "sent" : "already_sent";
}

// Every hour on the hour; only the run in the digest's hour (store time) sends.
defineRecurringJob("ops.daily-digest", HOUR_MS, async ({ db }) => {
  await sendDailyDigest(db);
});
