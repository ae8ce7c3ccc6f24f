// The store as it runs where one machine is not enough: three app processes of the production
// build on one PostgreSQL, behind a round-robin balancer on loopback, with TRUST_PROXY naming the
// balancer (docs/deploy.md). Buyers reach whichever process the balancer picks. Runs under
// `npm run test:postgres`; PGlite is one process, so it is skipped there.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, authNonces, jobs, orders, payments, subscriptionRenewals, subscriptions } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { storeDay } from "~/subscriptions/schedule";
import { rawRequest, type RawResponse } from "../setup/http";
import { startServer, waitForExit, type StartedServer } from "../setup/server-process";
import { startTestSubscription } from "../setup/subscriptions";
import { merchant, payer, usdcMint } from "../support/svm-rpc/accounts";
import { startSvmRpc, type SvmRpc } from "../support/svm-rpc/server";
import { startRoundRobinProxy, type RoundRobinProxy } from "../support/round-robin-proxy";
import { sendWire, signWire } from "../support/svm-rpc/keys";

const PROCESSES = 3;
const BUYERS = 50;
const POSTS_PER_MINUTE = 30;
const DAY = 86_400_000;
const ADDRESS = { name: "Ada Lovelace", line1: "1 Main St", line2: "", city: "Austin", state: "TX", zip: "78701" };

const enabled = Boolean(process.env.DATABASE_URL) && fs.existsSync("build/server/index.js");

describe.skipIf(!enabled)(`${PROCESSES} app processes on one PostgreSQL behind a balancer`, () => {
  let rpc: SvmRpc;
  let proxy: RoundRobinProxy;
  let stores: StartedServer[] = [];
  let subscriptionId: string;

  beforeAll(async () => {
    // Work for the scheduler, in the database before any process starts: an expired sign-in nonce
    // to purge and a subscription due to renew today.
    const db = await getDb();
    await db.insert(authNonces).values({ nonce: "expired-nonce", expiresAt: new Date(Date.now() - 2 * DAY) });
    const subscription = await startTestSubscription(db, { id: randomUUID() });
    subscriptionId = subscription.id;
    await db
      .update(subscriptions)
      .set({ nextRenewalOn: storeDay(now()) })
      .where(eq(subscriptions.id, subscriptionId));

    rpc = await startSvmRpc();
    stores = await Promise.all(
      Array.from({ length: PROCESSES }, () =>
        startServer({
          DATABASE_URL: process.env.DATABASE_URL!,
          // One process each (no node:cluster inside): the balancer spreads the load.
          WEB_CONCURRENCY: "1",
          // The balancer's address: its X-Forwarded-For names the client.
          TRUST_PROXY: "127.0.0.1",
          RATE_LIMIT_POSTS_PER_MINUTE: String(POSTS_PER_MINUTE),
          // Passes close together, so the processes contend for every job.
          SCHEDULER_INTERVAL_MS: "250",
          LOG_LEVEL: "info",
          SOLANA_RPC_URL: rpc.url,
          MERCHANT_WALLET: merchant.publicKey.toBase58(),
          USDC_MINT: usdcMint.publicKey.toBase58(),
        }),
      ),
    );
    for (const store of stores) expect(store.exited, store.output()).toBe(false);
    proxy = await startRoundRobinProxy(stores.map((s) => s.base));
  });

  afterAll(async () => {
    await proxy?.close();
    for (const store of stores) store.kill("SIGTERM");
    await Promise.all(stores.map((store) => waitForExit(store.child)));
    await rpc?.close();
  });

  /** A request through the balancer from `from` (an address on loopback: one visitor each). */
  const send = (
    from: string,
    path: string,
    options: { form?: Record<string, string>; json?: unknown; cookie?: string } = {},
  ): Promise<RawResponse> => {
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["content-type"] = "application/json";
    }
    if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
    if (options.cookie) headers.cookie = options.cookie;
    return rawRequest(proxy.url, path, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body,
      localAddress: from,
    });
  };
  const addToCart = (from: string, cookie?: string) =>
    send(from, "/cart", {
      cookie,
      form: { intent: "add", productId: "nava-focus", purchaseType: "one_time", quantity: "1" },
    });

  /** One buyer: a cart, the checkout page, and the order form posted twice at once (a double click). */
  async function buy(n: number) {
    const from = `127.0.1.${n + 1}`;
    const added = await addToCart(from);
    expect(added.status, added.body).toBeLessThan(400);
    const cookie = String(added.headers["set-cookie"]).split(";")[0]!;
    const page = await send(from, "/checkout", { cookie });
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
    expect(key, page.body.slice(0, 500)).toBeDefined();
    const form = { ...ADDRESS, email: `buyer-${n}@example.com`, idempotencyKey: key! };
    const answers = await Promise.all([
      send(from, "/checkout", { cookie, form }),
      send(from, "/checkout", { cookie, form }),
    ]);
    for (const answer of answers) expect(answer.status, answer.body.slice(0, 300)).toBe(302);
    expect(answers[0]!.headers.location).toBe(answers[1]!.headers.location);
    return answers[0]!.headers.location!;
  }

  const buyerOrders: string[] = [];

  it(`${BUYERS} buyers, each order form posted twice: exactly one order each, none lost or doubled`, async () => {
    for (let batch = 0; batch < BUYERS; batch += 10) {
      buyerOrders.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => buy(batch + i)))));
    }
    // Every process served a share.
    for (const count of proxy.sent) expect(count).toBeGreaterThan(BUYERS);

    const placed = await (
      await getDb()
    )
      .select({ id: orders.id, email: orders.email })
      .from(orders)
      .where(like(orders.email, "buyer-%@example.com"));
    expect(placed).toHaveLength(BUYERS);
    expect(new Set(placed.map((o) => o.email)).size).toBe(BUYERS);
    expect(new Set(buyerOrders.map((l) => /\/orders\/([0-9a-f-]{36})/.exec(l)![1])).size).toBe(BUYERS);
    expect(placed.map((o) => o.id).sort()).toEqual(
      buyerOrders.map((l) => /\/orders\/([0-9a-f-]{36})/.exec(l)![1]).sort(),
    );
  });

  it("one payment, watched from every process at once, is recorded once and pays the order once", async () => {
    const location = buyerOrders[0] ?? (await buy(BUYERS));
    const orderId = /\/orders\/([0-9a-f-]{36})/.exec(location)![1]!;
    const token = new URL(location, proxy.url).searchParams.get("token")!;
    const from = "127.0.1.1";
    expect((await send(from, location)).status).toBe(200);

    const requested = await send(from, `/api/pay/${orderId}`, { json: { account: payer(1).publicKey.toBase58() } });
    expect(requested.status, requested.body).toBe(200);
    const wire = Buffer.from((JSON.parse(requested.body) as { transaction: string }).transaction, "base64");
    const signature = await sendWire(rpc.url, signWire(wire, payer(1)));
    const [{ reference }] = (await (
      await getDb()
    )
      .select({ reference: orders.paymentReference })
      .from(orders)
      .where(eq(orders.id, orderId))) as [{ reference: string }];

    // Three tabs ask at once (one per process, round-robin) while the background job runs too,
    // a few times a second: within the buyer's limit on status reads (120 a minute).
    const status = async () => {
      const answer = await send(from, `/api/orders/${orderId}/payment?token=${encodeURIComponent(token)}`);
      expect(answer.status, answer.body).toBe(200);
      return JSON.parse(answer.body) as { status: string };
    };
    // A hang, not a speed: the payment is seen by a poll pass of one of the processes.
    const deadline = Date.now() + 5 * 60_000;
    let paid = false;
    while (!paid && Date.now() < deadline) {
      paid = (await Promise.all([status(), status(), status()])).some((s) => s.status === "paid");
      if (!paid) await new Promise((r) => setTimeout(r, 400));
    }
    expect(paid).toBe(true);
    // Tabs keep asking every process for 6 s: the chain is read for the order at most once per
    // 2 s spacing in all, not once per process.
    const reads = () =>
      rpc.calls.filter((c) => c.method === "getSignaturesForAddress" && c.params[0] === reference).length;
    const readsBefore = reads();
    const askFrom = Date.now();
    while (Date.now() - askFrom < 6_000) {
      await Promise.all([status(), status(), status()]);
      await new Promise((r) => setTimeout(r, 400));
    }
    // However long the asking took on a busy machine: one read per 2 s of it, and the one at its start.
    expect(reads() - readsBefore).toBeLessThanOrEqual(Math.floor((Date.now() - askFrom) / 2_000) + 1);

    const db = await getDb();
    const seen = await db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(seen.map((p) => [p.signature, p.status])).toEqual([[signature, "confirmed"]]);
    const paidEntries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, orderId), eq(auditLog.action, "order.paid")));
    expect(paidEntries).toHaveLength(1);
    const logged = stores.map((s) => s.output().match(/"msg":"order paid"/g)?.length ?? 0);
    expect(logged.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it(`a client's post limit (${POSTS_PER_MINUTE} a minute) holds across the processes, per client address`, async () => {
    const from = "127.0.2.1";
    const answers: number[] = [];
    for (let i = 0; i < POSTS_PER_MINUTE; i++) answers.push((await addToCart(from)).status);
    // Round-robin: each process saw a third of them; a count per process would allow three times as many.
    expect(answers.every((s) => s < 400)).toBe(true);
    const refused = await addToCart(from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toBe("Too many requests. Please wait a minute and try again.");
    expect((await addToCart(from)).status).toBe(429);
    // Another client behind the same balancer has its own count.
    expect((await addToCart("127.0.2.2")).status).toBeLessThan(400);
  });

  it("scheduled jobs run once across the processes: the due renewal places one order, the purge runs once per slot", async () => {
    const db = await getDb();
    await expect
      .poll(
        async () =>
          (await db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.subscriptionId, subscriptionId)))
            .length,
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    // Dozens of passes later, still one.
    await new Promise((r) => setTimeout(r, 2_000));
    const renewals = await db
      .select()
      .from(subscriptionRenewals)
      .where(eq(subscriptionRenewals.subscriptionId, subscriptionId));
    expect(renewals).toHaveLength(1);
    const renewalOrders = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, renewals[0]!.orderId));
    expect(renewalOrders).toHaveLength(1);

    expect(await db.select().from(authNonces).where(eq(authNonces.nonce, "expired-nonce"))).toEqual([]);
    const purges = await db.select().from(jobs).where(eq(jobs.name, "security.purge-expired"));
    expect(purges.length).toBeGreaterThan(0);
    const logged = stores.map((s) => s.output().match(/housekeeping purged expired rows/g)?.length ?? 0);
    expect(logged.reduce((a, b) => a + b, 0)).toBe(purges.filter((j) => j.status === "done").length);

    // No job was run twice: every one that ran was claimed once.
    const ranTwice = await db
      .select({ name: jobs.name, key: jobs.key, attempts: jobs.attempts })
      .from(jobs)
      .where(
        and(
          inArray(jobs.name, ["security.purge-expired", "subscriptions.sweep", "subscriptions.renew", "payments.poll"]),
          sql`${jobs.attempts} > 1`,
        ),
      );
    expect(ranTwice).toEqual([]);
  });
});
