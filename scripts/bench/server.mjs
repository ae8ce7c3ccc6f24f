// npm run bench:server — autocannon against the production server on loopback: requests per
// second and p50/p99 latency for /, /product, a hashed static asset and adding to the cart; then
// 50 concurrent buyers each filling a cart and placing orders, counted as orders per second with
// every failure reported. PGlite (in memory) always; PostgreSQL too when BENCH_DATABASE_URL is set.
// Needs `npm run build` first. BENCH_SECONDS (default 10) sets each autocannon run's length.
import fs from "node:fs";
import autocannon from "autocannon";
import { machineLine, startServer } from "./server-process.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ORDERS_PER_BUYER = Number(process.env.BENCH_ORDERS_PER_BUYER ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 3902);

const ADD_TO_CART = "intent=add&productId=nava-focus&purchaseType=subscribe&quantity=1";
const ADDRESS = {
  email: "bench@example.com",
  name: "Bench Buyer",
  line1: "1 Main St",
  line2: "",
  city: "Austin",
  state: "TX",
  zip: "78701",
};
const form = { "content-type": "application/x-www-form-urlencoded" };

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: SECONDS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** One buyer: a fresh cart, one bag, the checkout form's key, the order. Returns ms or throws. */
async function placeOrder(base, n) {
  const started = performance.now();
  const add = await fetch(`${base}/cart`, { method: "POST", headers: form, body: ADD_TO_CART, redirect: "manual" });
  if (add.status >= 400) throw new Error(`add to cart: ${add.status}`);
  const cookie = cookieOf(add);
  const key = `bench${String(n).padStart(6, "0")}${Math.random().toString(36).slice(2)}`.padEnd(32, "x").slice(0, 32);
  const body = new URLSearchParams({ ...ADDRESS, idempotencyKey: key });
  const order = await fetch(`${base}/checkout`, {
    method: "POST",
    headers: { ...form, cookie },
    body,
    redirect: "manual",
  });
  if (order.status !== 302 && order.status !== 303) throw new Error(`checkout: ${order.status}`);
  if (!/\/orders\//.test(order.headers.get("location") ?? "")) throw new Error("checkout: no order page");
  return performance.now() - started;
}

async function buyers(base) {
  const times = [];
  const errors = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      for (let i = 0; i < ORDERS_PER_BUYER; i++) {
        try {
          times.push(await placeOrder(base, next++));
        } catch (e) {
          errors.push(String(e.message ?? e));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    orders: times.length,
    errors,
    perSecond: times.length / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

async function benchDatabase(label, env) {
  const server = await startServer({ port: PORT, env });
  const rows = [];
  try {
    const html = await (await fetch(`${server.base}/`)).text();
    const asset = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
    const targets = [
      { name: "GET /", url: `${server.base}/` },
      { name: "GET /product", url: `${server.base}/product` },
      { name: `GET ${asset} (static)`, url: `${server.base}${asset}` },
      {
        name: "POST /cart (add to cart)",
        url: `${server.base}/cart`,
        method: "POST",
        headers: form,
        body: ADD_TO_CART,
      },
    ];
    for (const t of targets) {
      const r = await run(t);
      rows.push({
        db: label,
        target: t.name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      });
      console.log(
        `${label}  ${t.name.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}`,
      );
    }
    const b = await buyers(server.base);
    console.log(
      `${label}  ${BUYERS} concurrent buyers: ${b.orders} orders, ${b.perSecond.toFixed(1)} orders/s, p50 ${b.p50.toFixed(0)} ms  p99 ${b.p99.toFixed(0)} ms  errors ${b.errors.length}`,
    );
    for (const e of new Set(b.errors)) console.log(`  error: ${e}`);
    rows.push({
      db: label,
      target: `${BUYERS} buyers placing orders`,
      rps: b.perSecond,
      p50: b.p50,
      p99: b.p99,
      errors: b.errors.length,
    });
  } finally {
    await server.stop();
  }
  return rows;
}

console.log(`bench:server on ${machineLine()}, ${new Date().toISOString()}`);
const rows = await benchDatabase("PGlite", {});
if (process.env.BENCH_DATABASE_URL)
  rows.push(...(await benchDatabase("PostgreSQL", { DATABASE_URL: process.env.BENCH_DATABASE_URL })));
fs.mkdirSync("bench-results", { recursive: true });
fs.writeFileSync(
  "bench-results/server.json",
  JSON.stringify({ machine: machineLine(), date: new Date().toISOString(), rows }, null, 2),
);
if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
