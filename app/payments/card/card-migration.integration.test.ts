// Migration 0005 moves every saved card from "the card of an email" to "the card of a subscription".
// Rows written the old way: a subscriber who saved a card (whose later renewal was paid by card from
// the order page too), and a stranger's subscription under the same email, paid by USDC. After it, the
// subscriber's card still pays the subscriber's renewals, and the stranger's subscription has none.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { cardOnFile, cardOnFileForOrder } from "./saved-card.server";

const MIGRATIONS = path.resolve("app/db/migrations");
const BEFORE = "0005_cards_belong_to_subscriptions";
let database: Database | undefined;
afterAll(() => database?.close());

/** A copy of the migrations folder that stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nava-migrations-"));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const order = (id: string, email: string) => [
  sql`
  insert into orders (id, number, status, email, ship_name, ship_line1, ship_city, ship_state, ship_zip,
    subtotal_cents, shipping_cents, total_cents, idempotency_key, access_token, buyer_session_id)
  values (${id}, ${`NAVA-${id}`}, 'paid', ${email}, 'A', '1 Main St', 'Austin', 'TX', '78701',
    3900, 0, 3900, ${`key-${id}`}, ${`token-${id}`}, 'session')`,
  sql`
  insert into order_lines (order_id, product_id, product_name, purchase_type, quantity, unit_price_cents,
    line_total_cents, npx_reward)
  values (${id}, 'nava-focus', 'NAVA Focus', 'subscribe', 1, 3900, 3900, 10000)`,
];

const subscription = (id: string, originOrderId: string, email: string) => sql`
  insert into subscriptions (id, origin_order_id, product_id, product_name, quantity, unit_price_cents,
    npx_reward_per_bag, next_renewal_on, email, ship_name, ship_line1, ship_city, ship_state, ship_zip, manage_token)
  values (${id}, ${originOrderId}, 'nava-focus', 'NAVA Focus', 1, 3900, 10000, '2026-12-24', ${email}, 'A',
    '1 Main St', 'Austin', 'TX', '78701', ${`manage-${id}`})`;

const checkout = (orderId: string, at: string) => sql`
  insert into card_checkouts (order_id, idempotency_key, session_id, url, amount_cents, expires_at, created_at)
  values (${orderId}, ${`nava-checkout-${orderId}-1`}, ${`cs_${orderId}`}, 'https://checkout.example', 3900,
    now() + interval '1 day', ${at})`;

describe("migration 0005: cards belong to subscriptions", () => {
  it("keeps the subscriber's card on the subscriber's subscription and gives the stranger's none", async () => {
    database = await openDatabase({ url: "memory://", prepare: false });
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder: migrationsBefore(BEFORE) });
    const db = database.db;
    await db.execute(sql`
      insert into products (id, name, subtitle, description, subscribe_price_cents, one_time_price_cents,
        original_price_cents, npx_reward, badge, image, images, rating_tenths, reviews, mushrooms)
      values ('nava-focus', 'NAVA Focus', '', '', 3900, 4900, 4900, 10000, '', '', '[]', 49, 0, '[]')`);
    const email = "subscriber@example.com";
    for (const step of [
      ...order("o-subscriber", email),
      subscription("s-subscriber", "o-subscriber", email),
      checkout("o-subscriber", "2026-10-01T10:00:00Z"),
      // A renewal of the subscriber's, paid by card from its order page later (same customer).
      ...order("o-renewal", email),
      sql`insert into subscription_renewals (subscription_id, period, order_id, renewal_on)
          values ('s-subscriber', 1, 'o-renewal', '2026-10-29')`,
      checkout("o-renewal", "2026-10-29T10:00:00Z"),
      // A stranger's subscription under the same email, paid by USDC.
      ...order("o-stranger", email),
      subscription("s-stranger", "o-stranger", email),
      sql`insert into stripe_customers (email, customer_id, payment_method_id, card_brand, card_last4)
          values (${email}, 'cus_subscriber', 'pm_subscriber', 'visa', '4242')`,
    ])
      await db.execute(step);

    await migrate(database.db as never, { migrationsFolder: MIGRATIONS });

    expect(await cardOnFile(db, "o-subscriber")).toMatchObject({
      customerId: "cus_subscriber",
      paymentMethodId: "pm_subscriber",
      cardLast4: "4242",
    });
    expect(await cardOnFileForOrder(db, "o-renewal")).toMatchObject({ customerId: "cus_subscriber" });
    expect(await cardOnFile(db, "o-stranger")).toBeNull();
    expect(await cardOnFileForOrder(db, "o-stranger")).toBeNull();
  });
});
