// The dashboard's queries on a store of 100,000 orders and 20,000 subscriptions (issue 36):
//   npm run bench:dashboard                  PGlite in memory
//   DATABASE_URL=postgres://… npm run bench:dashboard -- --reset
// Seeds the store with SQL (two years of orders: statuses, card and USDC payments, refunds, creator
// commissions, NPX entries and claims, subscriptions with renewals and cancellations, reviews),
// then times getDashboard for each period (median of runs after a warm-up). On PostgreSQL it
// refuses a database that already has orders unless --reset (which drops everything in it) or
// --reuse (times that database as it is: a store an earlier run seeded, measured again).
import { sql } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../../app/db/client.server";
import { getDashboard } from "../../app/dashboard/dashboard.server";
import { ordersCsv } from "../../app/dashboard/export.server";
import { periodFrom } from "../../app/utils/period";
import { backfillMoney } from "../../app/money/backfill.server";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DAYS = 730;
const ZONE = "America/New_York";
const url = process.env.DATABASE_URL;

if (url && process.argv.includes("--reset")) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;",
  );
  await client.end();
}
const database = await openDatabase({ url: url ?? "memory://" });
const { db } = database;
// Sizes go into the SQL as literals (a parameter would be typed by its first use).
const N = sql.raw(String(ORDERS));
const STEP = sql.raw(String((DAYS * 86400) / ORDERS));
const SUBS5 = sql.raw(String(SUBSCRIPTIONS * 5));
const run = async (query: ReturnType<typeof sql>) =>
  (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };

const [{ n: existing }] = (await run(sql`select count(*)::int as n from orders`)).rows as Array<{ n: number }>;
const reuse = existing > 0 && process.argv.includes("--reuse");
if (existing > 0 && !reuse) {
  console.error(`The database already has ${existing} orders: run with --reset to drop everything in it first.`);
  process.exit(1);
}

const seedStarted = performance.now();
if (!reuse) await seed();
const seedMs = performance.now() - seedStarted;

async function seed() {
  // Orders: one every ~10 minutes over two years, newest now. 1 in 5 starts a subscription; 2 in 5
  // are renewals; statuses: mostly paid or shipped, some refunded, awaiting payment or cancelled.
  await run(sql`
  insert into orders (id, number, status, email, ship_name, ship_line1, ship_city, ship_state, ship_zip,
    subtotal_cents, shipping_cents, total_cents, wallet, idempotency_key, access_token, buyer_session_id,
    created_at, paid_at, cancelled_at)
  select 'o' || i, 'NAVA-' || (100000 + i),
    (case when i % 100 < 3 then 'refunded' when i % 100 < 8 then 'pending_payment' when i % 100 < 14 then 'cancelled'
      when i % 100 < 60 then 'fulfilled' else 'paid' end)::order_status,
    'c' || (i % 40000) || '@example.com', 'Buyer', '1 Main St', 'Austin', 'TX', '78701',
    case when i % 5 = 3 then 4900 else 3900 end, case when i % 5 = 3 then 899 else 0 end,
    case when i % 5 = 3 then 5799 else 3900 end,
    case when i % 2 = 0 then 'W' || (i % 30000) else null end,
    'k' || i, 't' || i, 's' || i,
    now() - make_interval(secs => (${N} - i) * ${STEP}),
    case when i % 100 >= 14 or i % 100 < 3 then now() - make_interval(secs => (${N} - i) * ${STEP} - 300) end,
    case when i % 100 between 8 and 13 then now() - make_interval(secs => (${N} - i) * ${STEP} - 86400) end
  from generate_series(1, ${N}) i`);
  await run(sql`
  insert into order_lines (order_id, product_id, product_name, purchase_type, quantity, unit_price_cents, line_total_cents, npx_reward)
  select id, 'nava-focus', 'NAVA Focus', (case when subtotal_cents = 3900 then 'subscribe' else 'one_time' end)::purchase_type,
    1, subtotal_cents, subtotal_cents, 10000
  from orders`);
  // Payments: 2 in 3 paid orders by card (a few refunded in part), the rest in USDC.
  await run(sql`
  insert into card_payments (order_id, payment_intent_id, amount_cents, currency, status, refunded_cents)
  select id, 'pi_' || id, total_cents, 'usd', 'paid',
    case when status = 'refunded' then total_cents when substr(id, 2)::int % 97 = 0 then 1000 else 0 end
  from orders where paid_at is not null and substr(id, 2)::int % 3 <> 0`);
  await run(sql`
  insert into payments (order_id, signature, reference, status, amount)
  select id, 'sig' || id, 'ref' || id, 'confirmed', total_cents * 10000
  from orders where paid_at is not null and substr(id, 2)::int % 3 = 0`);
  // Creators: 20 of them bring 1 order in 10 (a discount on 1 in 3 of those).
  await run(sql`
  insert into creator_applications (name, email, platform, handle, followers, links, why, consent, status)
  select 'Creator ' || i, 'creator' || i || '@example.com', 'youtube', '@c' || i, 1000 * i, '[]'::jsonb, 'x', true, 'approved'
  from generate_series(1, 20) i`);
  await run(sql`
  insert into creators (application_id, name, email, code, wallet)
  select id, name, email, 'CODE' || id, 'CW' || id from creator_applications`);
  await run(sql`
  insert into creator_commissions (creator_id, order_id, source, code, discount_cents, base_cents, rate_bps, amount_cents, status, paid_at)
  select (select min(id) from creators) + (substr(o.id, 2)::int % 20), o.id, 'code', 'CODE',
    case when substr(o.id, 2)::int % 3 = 0 then 390 else 0 end, o.subtotal_cents, 1500, o.subtotal_cents * 15 / 100,
    (case when o.paid_at > now() - interval '30 days' then 'pending' when o.paid_at > now() - interval '60 days' then 'approved'
      else 'paid' end)::creator_commission_status, o.paid_at
  from orders o where o.paid_at is not null and substr(o.id, 2)::int % 10 = 7`);
  await run(sql`
  insert into creator_payouts (creator_id, period, amount_cents, method, status, created_by, paid_at)
  select c.id, to_char(m, 'YYYY-MM'), 50000, 'outside', 'paid', 'bench', m + interval '5 days'
  from creators c cross join generate_series(now() - interval '23 months', now() - interval '1 month', interval '1 month') m`);
  // NPX: every wallet order's entry (guest orders' wait to be collected), most of them claimed.
  await run(sql`
  insert into reward_entries (order_id, wallet, amount_npx, status, created_at)
  select id, wallet, 10000,
    (case when status in ('pending_payment') then 'pending' when status in ('cancelled', 'refunded') then 'void'
      when wallet is not null and paid_at < now() - interval '14 days' then 'distributed' else 'earned' end)::reward_status,
    created_at
  from orders where wallet is not null or substr(id, 2)::int % 4 = 1`);
  await run(sql`
  insert into reward_distributions (tx_signature, total_npx, created_by, wallet, created_at)
  select 'claim' || i, 50000, 'W' || i, 'W' || i, now() - make_interval(secs => i * 3600)
  from generate_series(1, 12000) i`);
  // Subscriptions: started by every fifth order, 3 in 10 cancelled later, 1 in 10 paused now.
  await run(sql`
  insert into subscriptions (id, origin_order_id, product_id, product_name, quantity, unit_price_cents, npx_reward_per_bag,
    frequency_weeks, status, next_renewal_on, email, ship_name, ship_line1, ship_city, ship_state, ship_zip, wallet,
    manage_token, cancelled_at, created_at)
  select 's' || o.n, o.id, 'nava-focus', 'NAVA Focus', 1 + o.n % 2, 3900, 10000, (array[2, 4, 6, 8])[1 + o.n % 4],
    (case when o.n % 10 < 3 then 'cancelled' when o.n % 10 = 3 then 'paused' else 'active' end)::subscription_status,
    current_date + 14, o.email, 'Sub', '1 Main St', 'Austin', 'TX', '78701', o.wallet, 'm' || o.n,
    case when o.n % 10 < 3 then o.created_at + ((now() - o.created_at) * ((o.n % 7 + 1) / 8.0)) end,
    o.created_at
  from (select id, email, wallet, created_at, substr(id, 2)::int as n from orders) o
  where o.n % 5 = 0 and o.n <= ${SUBS5}`);
  await run(sql`
  insert into subscription_renewals (subscription_id, period, order_id, renewal_on, created_at)
  select 's' || ((n / 5) * 5), n % 5, id, (created_at at time zone ${ZONE})::date, created_at
  from (select id, created_at, substr(id, 2)::int as n from orders) o
  where n % 5 in (1, 2) and n > 5 and n <= ${SUBS5}`);
  await run(sql`
  insert into reviews (product_id, import_source, import_key, rating, title, body, display_name, status, created_at)
  select 'nava-focus', 'bench', 'r' || i, 1 + i % 5, 't', 'b', 'd',
    (case when i % 20 = 0 then 'pending' when i % 20 = 1 then 'rejected' else 'approved' end)::review_status,
    now() - make_interval(secs => i * 7200)
  from generate_series(1, 5000) i`);
  // The money record, carried in from those tables as its migration does (app/money/backfill.server.ts).
  await backfillMoney(db);
  await run(sql`analyze`);
}

const counts = (
  await run(
    sql`select (select count(*) from orders)::int as orders, (select count(*) from subscriptions)::int as subscriptions`,
  )
).rows[0] as { orders: number; subscriptions: number };
console.log(
  `${database.driver}: ${counts.orders.toLocaleString("en-US")} orders, ${counts.subscriptions.toLocaleString("en-US")} subscriptions (${reuse ? "seeded before" : `seeded in ${(seedMs / 1000).toFixed(1)} s`})`,
);

async function time(label: string, task: () => Promise<unknown>) {
  await task(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `${label.padEnd(32)} median ${median.toFixed(0).padStart(5)} ms   max ${times.at(-1)!.toFixed(0).padStart(5)} ms`,
  );
  return median;
}

if (process.env.BENCH_PROFILE) {
  // Each query of the 90 days' page alone, to find the slow one.
  const { getSales } = await import("../../app/dashboard/sales.server");
  const subs = await import("../../app/dashboard/subscriptions.server");
  const { getCreatorFigures, getTopCreators } = await import("../../app/dashboard/creators.server");
  const { getNpxFigures } = await import("../../app/dashboard/npx.server");
  const { getReviewFigures } = await import("../../app/dashboard/reviews.server");
  const now = new Date();
  const range = periodFrom(new URLSearchParams("period=90d"), now, ZONE);
  const today = range.to;
  const parts: Record<string, () => Promise<unknown>> = {
    sales: () => getSales(db, range, ZONE),
    subscriptions: () => subs.getSubscriptionFigures(db, range),
    mrrByMonth: () => subs.getMrrByMonth(db, today, ZONE),
    cohorts: () => subs.getCohorts(db, now, today, ZONE),
    creators: () => getCreatorFigures(db, range),
    topCreators: () => getTopCreators(db, range),
    npx: () => getNpxFigures(db, range, now),
    reviews: () => getReviewFigures(db, range),
  };
  for (const [name, task] of Object.entries(parts)) await time(`  90d: ${name}`, task);
}

// Cold: every query read (as the first view in a minute); warm: the previous period and the twelve
// months' history kept from the view before (app/dashboard/dashboard.server.ts, KEEP_MS).
const medians: number[] = [];
for (const period of ["today", "7d", "30d", "90d", "this-month", "last-month"]) {
  const params = new URLSearchParams({ period });
  await time(`dashboard ${period} (cold)`, () => getDashboard(db, params, { timeZone: ZONE, fresh: true }));
  medians.push(await time(`dashboard ${period} (warm)`, () => getDashboard(db, params, { timeZone: ZONE })));
}
await time("CSV export 30d", () =>
  ordersCsv(db, periodFrom(new URLSearchParams("period=30d"), new Date(), ZONE), ZONE),
);
console.log(`slowest dashboard period, warm: ${Math.max(...medians).toFixed(0)} ms (budget 300 ms)`);
await database.close();
