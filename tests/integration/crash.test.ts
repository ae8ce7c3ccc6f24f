// Crash safety: kill -9 the server in the middle of a stream of orders; after a restart every
// order the server acknowledged is there and whole. Runs on PGlite (a real data folder) and, under
// `npm run test:postgres`, on PostgreSQL. Also: a second process on the same PGlite folder is refused.
import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { orderLines, orders } from "~/db/schema";
import { cookiesFrom } from "../setup/requests";
import { startServer, waitForExit } from "../setup/server-process";
import { freshDatabaseDir } from "../setup/fresh-database";

const BUILD = path.resolve("build/server/index.js");
const ADDRESS = {
  email: "crash@example.com",
  name: "Crash Tester",
  line1: "1 Main St",
  line2: "",
  city: "Austin",
  state: "TX",
  zip: "78701",
};

/** One buyer: add to cart, open checkout, place the order. Returns the order id if acknowledged. */
async function placeOrder(base: string, quantity: number): Promise<string | null> {
  const add = await fetch(`${base}/cart`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      intent: "add",
      productId: "nava-focus",
      purchaseType: "one_time",
      quantity: String(quantity),
    }),
  });
  const cookie = cookiesFrom(add);
  const form = await (await fetch(`${base}/checkout`, { headers: { cookie } })).text();
  const key =
    /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(form)?.[1] ??
    /value="([^"]+)"[^>]*name="idempotencyKey"/.exec(form)?.[1];
  if (!key) throw new Error("no idempotency key in the checkout form");
  const placed = await fetch(`${base}/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie },
    body: new URLSearchParams({ idempotencyKey: key, ...ADDRESS }),
  });
  const location = placed.headers.get("location") ?? "";
  const id = /\/orders\/([^/?]+)/.exec(location)?.[1];
  return placed.status >= 300 && placed.status < 400 && id ? decodeURIComponent(id) : null;
}

async function expectOrdersWhole(database: Database, acknowledged: Map<string, number>) {
  const ids = [...acknowledged.keys()];
  const rows = await database.db.select().from(orders).where(inArray(orders.id, ids));
  expect(rows).toHaveLength(ids.length);
  for (const order of rows) {
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines, `order ${order.number} has its line`).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(acknowledged.get(order.id));
    expect(lines[0]!.lineTotalCents).toBe(lines[0]!.unitPriceCents * lines[0]!.quantity);
    expect(order.subtotalCents).toBe(lines[0]!.lineTotalCents);
    expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents);
  }
}

async function crashDuringOrders(env: Record<string, string>) {
  const first = await startServer(env);
  expect(first.exited, first.output()).toBe(false);
  const acknowledged = new Map<string, number>();
  let stop = false;
  const buyers = Array.from({ length: 6 }, async (_, i) => {
    let n = 0;
    while (!stop) {
      const quantity = ((i + n++) % 3) + 1;
      try {
        const id = await placeOrder(first.base, quantity);
        if (id) acknowledged.set(id, quantity);
      } catch {
        // the server died under this request: not acknowledged
      }
    }
  });
  await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThanOrEqual(12);
  first.kill("SIGKILL");
  stop = true;
  await Promise.all(buyers);
  await waitForExit(first.child);
  return acknowledged;
}

describe("crash safety", () => {
  it.skipIf(!fs.existsSync(BUILD) || !!process.env.DATABASE_URL)(
    "PGlite: kill -9 during a stream of orders, restart, every acknowledged order is whole; a second process is refused",
    async () => {
      const dir = freshDatabaseDir();
      const env = { PGLITE_DIR: dir, DATABASE_URL: "" };
      const acknowledged = await crashDuringOrders(env);

      // After the crash the store starts again on the same folder (the dead process's lock is stale).
      const second = await startServer(env);
      expect(second.exited, second.output()).toBe(false);
      const third = await startServer(env);
      expect(third.exited).toBe(true);
      expect(third.output()).toContain("is in use by another NAVA process");
      second.kill("SIGTERM");
      await waitForExit(second.child);

      const database = await openDatabase({ url: dir });
      try {
        await expectOrdersWhole(database, acknowledged);
      } finally {
        await database.close();
      }
    },
    240_000,
  );

  it.skipIf(!fs.existsSync(BUILD) || !process.env.DATABASE_URL)(
    "PostgreSQL: kill -9 during a stream of orders, every acknowledged order is whole",
    async () => {
      const env = { DATABASE_URL: process.env.DATABASE_URL! };
      const acknowledged = await crashDuringOrders(env);
      const database = await openDatabase({ url: process.env.DATABASE_URL! });
      try {
        await expectOrdersWhole(database, acknowledged);
      } finally {
        await database.close();
      }
    },
    240_000,
  );
});
