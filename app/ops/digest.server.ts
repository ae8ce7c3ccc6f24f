// The operator's daily digest: once a day at OPERATOR_DIGEST_HOUR in the store's time zone, what
// needs doing (paid orders to ship, refund requests waiting with their age, stock at or under its
// low mark, failed sends and payments waiting to go back, problems open) goes to OPERATOR_EMAIL.
// A day with nothing waiting sends nothing. One digest per store day (the outbox key is the day).
import { sql } from "drizzle-orm";
import { type DigestFigures, digestIsEmpty, operatorEmails } from "~/content/operator-emails";
import type { Db } from "~/db/types";
import { operatorAddress, queueOperatorEmail } from "~/email/operator.server";
import { now } from "~/jobs/clock.server";
import { defineRecurringJob } from "~/jobs/scheduler.server";
import { absoluteUrl } from "~/subscriptions/links.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/money";
import { storeDay } from "~/utils/store-time";
import { rowsOf } from "./metrics.server";

const HOUR_MS = 3_600_000;
const FAILED_SENDS_DAYS = 7;

/** What waits now. */
export async function digestFigures(db: Db, at: Date = now()): Promise<DigestFigures> {
  const age = (t: Date | string) => at.getTime() - new Date(t).getTime();
  const toShip = await rowsOf<{ number: string; paid_at: string }>(
    db,
    sql`select number, coalesce(paid_at, created_at) as paid_at from orders
        where status = 'paid' and fulfilled_at is null order by coalesce(paid_at, created_at) asc`,
  );
  const refunds = await rowsOf<{ number: string; asked_cents: number; created_at: string; status: string }>(
    db,
    sql`select o.number, r.asked_cents, r.created_at, r.status from refund_requests r join orders o on o.id = r.order_id
        where r.status in ('open', 'waiting_funds') order by r.created_at asc`,
  );
  const lowStock = await rowsOf<{ name: string; available: number; alert_level: number }>(
    db,
    sql`select p.name, s.available, s.alert_level from product_stock s join products p on p.id = s.product_id
        where p.active and (s.available <= s.alert_level or s.available <= 0) order by p.name`,
  );
  const [sends] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from chain_transfers
        where status = 'failed' and updated_at > ${new Date(at.getTime() - FAILED_SENDS_DAYS * 24 * HOUR_MS)}`,
  );
  const [returns] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from payment_returns r left join chain_transfers t on t.id = r.transfer_id
        where coalesce(r.hold, '') <> 'kept' and (t.id is null or t.status in ('open', 'failed'))`,
  );
  const alerts = await rowsOf<{ key: string; detail: string }>(
    db,
    sql`select key, detail from operator_alerts where cleared_at is null order by since asc`,
  );
  return {
    toShip: toShip.map((o) => ({ number: o.number, ageMs: age(o.paid_at) })),
    refunds: refunds.map((r) => ({
      number: r.number,
      amount: formatCents(r.asked_cents),
      ageMs: age(r.created_at),
      waitingFunds: r.status === "waiting_funds",
    })),
    lowStock: lowStock.map((s) => ({ product: s.name, available: s.available, alertLevel: s.alert_level })),
    failedSends: sends?.n ?? 0,
    waitingReturns: returns?.n ?? 0,
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
