// The funnel's counts, kept in this process's memory and added to the database every few seconds
// (and on a graceful stop) by an additive upsert, so a page view costs no statement and several
// processes add into the same rows (docs/analytics.md). A visitor is counted once a store day by a
// hash of their address and user agent with the day's random salt (kept in funnel_salts so every
// process hashes alike); only that hash is stored, and the purge job drops it with the salt when the
// day is over. The address and user agent themselves are never written anywhere.
import crypto from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { funnelCounts, funnelSalts, funnelVisitors } from "~/db/schema";
import type { Db, DbOrTx } from "~/db/types";
import { now } from "~/jobs/clock.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { nextDay, startOfStoreDay, storeDay } from "~/utils/store-time";
import { isBotAgent, isPrefetch, PRODUCT_ROUTE, type CountedStep } from "./rules";

/** How often each process adds what it counted to the database. */
export const FLUSH_INTERVAL_MS = 10_000;
/** Visits seen before their day's salt was read, kept in memory until the next flush at most. */
const MAX_PENDING = 10_000;
const BATCH = 1000;

/** A hash stands for one visitor on one day ("v") or one visitor who reached the checkout ("c"). */
type HashKind = "v" | "c";

interface DayCounts {
  /** `${step}\t${route}` → count. */
  steps: Map<string, number>;
  /** The kind's letter and the salted hash: the day's visitors not yet stored by this process. */
  hashes: Set<string>;
}

let counted = new Map<string, DayCounts>();
/** Each day's salt, as the database has it. */
const salts = new Map<string, string>();
/** The hashes this process has stored for each day: not sent again. */
const stored = new Map<string, Set<string>>();
let pending: { day: string; kind: HashKind; address: string; userAgent: string }[] = [];
let calendar = { zone: "", day: "", startsAt: 0, endsAt: 0 };

/** Today in the store's time zone, worked out again only when the day turns. */
export function storeToday(at: number = now().getTime()): string {
  if (at < calendar.startsAt || at >= calendar.endsAt || calendar.zone === "") {
    const zone = getEnv().STORE_TIME_ZONE;
    const day = storeDay(new Date(at), zone);
    calendar = {
      zone,
      day,
      startsAt: startOfStoreDay(day, zone).getTime(),
      endsAt: startOfStoreDay(nextDay(day), zone).getTime(),
    };
  }
  return calendar.day;
}

function countsOf(day: string): DayCounts {
  let c = counted.get(day);
  if (!c) counted.set(day, (c = { steps: new Map(), hashes: new Set() }));
  return c;
}

function add(steps: Map<string, number>, step: CountedStep, route: string, n: number) {
  const key = `${step}\t${route}`;
  steps.set(key, (steps.get(key) ?? 0) + n);
}

/** The salted hash of one visitor on one day: the salt makes it useless the day after. */
export function visitorHash(salt: string, kind: HashKind, address: string, userAgent: string): string {
  // crypto.hash: the one-shot form, about half the cost of createHash (Node >= 20.12).
  const digest = crypto.hash("sha256", `${salt}\0${address}\0${userAgent}`, "base64url");
  return `${kind}${digest.slice(0, 22)}`;
}

function countVisitor(day: string, kind: HashKind, address: string, userAgent: string) {
  const salt = salts.get(day);
  if (salt === undefined) {
    if (pending.length < MAX_PENDING) pending.push({ day, kind, address, userAgent });
    return;
  }
  const hash = visitorHash(salt, kind, address, userAgent);
  if (!stored.get(day)?.has(hash)) countsOf(day).hashes.add(hash);
}

/** A document view of `route` (see rules.ts for what counts), by a client's address and user agent. */
export function countPageView(route: string, address: string, userAgent: string): void {
  const day = storeToday();
  const { steps } = countsOf(day);
  add(steps, "page_view", route, 1);
  countVisitor(day, "v", address, userAgent);
  if (route === PRODUCT_ROUTE) add(steps, "product_view", "", 1);
}

/** The product page's data fetched for a navigation inside the app (rules.ts: isProductNavigation). */
export function countProductView(): void {
  add(countsOf(storeToday()).steps, "product_view", "", 1);
}

/**
 * The checkout's loader ran with a cart (an empty one is sent to /cart), as a document or a
 * navigation inside the app: a checkout started, once a day a visitor. Not a bot's, not a prefetch.
 */
export function countCheckoutStarted(request: Request, address: string): void {
  const userAgent = request.headers.get("user-agent") ?? "";
  if (isBotAgent(userAgent) || isPrefetch(Object.fromEntries(request.headers))) return;
  countVisitor(storeToday(), "c", address, userAgent);
}

/** A new cart got its first line (app/cart). A bot's cart is not counted. */
export function countCartStarted(userAgent: string | null): void {
  if (isBotAgent(userAgent ?? undefined)) return;
  add(countsOf(storeToday()).steps, "cart_started", "", 1);
}

/** Reads (creating when missing) the salts of `days`: the first process to ask draws each at random. */
export async function loadSalts(db: DbOrTx, days: string[]): Promise<void> {
  const missing = days.filter((day) => !salts.has(day));
  if (missing.length === 0) return;
  await db
    .insert(funnelSalts)
    .values(missing.map((day) => ({ day, salt: crypto.randomBytes(32).toString("base64url") })))
    .onConflictDoNothing();
  const rows = await db.select().from(funnelSalts).where(inArray(funnelSalts.day, missing));
  for (const row of rows) salts.set(row.day, row.salt);
}

/** Adds `n` to one of a day's counts in the database (the order listeners' step, in their transaction). */
export async function addCount(db: DbOrTx, day: string, step: CountedStep, n = 1, route = ""): Promise<void> {
  await upsertCounts(db, [{ day, step, route, count: n }]);
}

async function upsertCounts(db: DbOrTx, rows: (typeof funnelCounts.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insert(funnelCounts)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [funnelCounts.day, funnelCounts.step, funnelCounts.route],
        set: { count: sql`${funnelCounts.count} + excluded.count` },
      });
}

function mergeBack(batch: Map<string, DayCounts>) {
  for (const [day, c] of batch) {
    const into = countsOf(day);
    for (const [key, n] of c.steps) into.steps.set(key, (into.steps.get(key) ?? 0) + n);
    for (const hash of c.hashes) into.hashes.add(hash);
  }
}

let flushing: Promise<void> | undefined;

/**
 * Adds what this process counted since the last flush to the database, in one transaction: the
 * day's new visitors' hashes (a hash another process stored already is not counted again) and
 * every count by an additive upsert. On failure the counts stay in memory for the next flush.
 */
export function flushFunnel(db: Db): Promise<void> {
  const run = async () => {
    const today = storeToday();
    const tomorrow = nextDay(today);
    await loadSalts(db, [today, tomorrow]);
    const waiting = pending;
    pending = [];
    for (const p of waiting) countVisitor(p.day, p.kind, p.address, p.userAgent);
    for (const day of salts.keys()) if (day < today && !counted.has(day)) salts.delete(day);
    for (const day of stored.keys()) if (day < today) stored.delete(day);

    const batch = counted;
    counted = new Map();
    if (batch.size === 0) return;
    try {
      await db.transaction(async (tx) => {
        const rows: (typeof funnelCounts.$inferInsert)[] = [];
        for (const [day, c] of batch) {
          const steps = new Map(c.steps);
          const hashes = [...c.hashes];
          for (let i = 0; i < hashes.length; i += BATCH) {
            const added = await tx
              .insert(funnelVisitors)
              .values(hashes.slice(i, i + BATCH).map((hash) => ({ day, hash })))
              .onConflictDoNothing()
              .returning({ hash: funnelVisitors.hash });
            for (const { hash } of added) add(steps, hash.startsWith("c") ? "checkout_started" : "visitor", "", 1);
          }
          for (const [key, count] of steps) {
            const [step, route] = key.split("\t") as [CountedStep, string];
            rows.push({ day, step, route, count });
          }
        }
        await upsertCounts(tx, rows);
      });
    } catch (error) {
      mergeBack(batch);
      throw error;
    }
    for (const [day, c] of batch) {
      if (day < today) continue;
      let set = stored.get(day);
      if (!set) stored.set(day, (set = new Set()));
      for (const hash of c.hashes) set.add(hash);
    }
  };
  // One flush at a time: a stop's flush waits for the timer's.
  const next = (flushing ?? Promise.resolve()).then(run, run);
  flushing = next.finally(() => {
    if (flushing === next) flushing = undefined;
  });
  return next;
}

/** Drops the salts and visitor hashes of the days before `today`: nothing of a visitor outlives the day. */
export async function purgeVisitorHashes(db: DbOrTx, today: string = storeToday()) {
  const hashes = await db
    .delete(funnelVisitors)
    .where(sql`${funnelVisitors.day} < ${today}`)
    .returning({ day: funnelVisitors.day });
  const days = await db
    .delete(funnelSalts)
    .where(sql`${funnelSalts.day} < ${today}`)
    .returning({ day: funnelSalts.day });
  for (const { day } of days) salts.delete(day);
  return { hashes: hashes.length, salts: days.length };
}

export interface FunnelCounter {
  /** Stops the timer and adds what is left to the database. */
  stop: () => Promise<void>;
}

/** Reads today's salt, then flushes every FLUSH_INTERVAL_MS; the server stops it on a graceful stop. */
export async function startFunnel(db: Db, intervalMs: number = FLUSH_INTERVAL_MS): Promise<FunnelCounter> {
  const today = storeToday();
  await loadSalts(db, [today, nextDay(today)]).catch((error) => logger.error({ err: error }, "funnel salts"));
  const timer = setInterval(() => {
    flushFunnel(db).catch((error) => logger.error({ err: error }, "funnel flush failed; kept for the next one"));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await flushFunnel(db).catch((error) => logger.error({ err: error }, "funnel flush at stop failed"));
    },
  };
}

/** Tests only: forgets everything this process counted and read. */
export function resetFunnelCounter(): void {
  counted = new Map();
  salts.clear();
  stored.clear();
  pending = [];
  calendar = { zone: "", day: "", startsAt: 0, endsAt: 0 };
}

/** Tests only: what this process holds for a day, not yet flushed. */
export function unflushed(day: string) {
  const c = counted.get(day);
  return {
    steps: Object.fromEntries(c?.steps ?? []),
    hashes: [...(c?.hashes ?? [])],
    pending: pending.filter((p) => p.day === day).length,
  };
}
