// npm run bench:holds — how long one client can keep NAVA Focus from everyone else (decision 0030).
// An attacker from one address places unpaid orders as fast as the post limit lets it
// (RATE_LIMIT_POSTS_PER_MINUTE; two posts an order: the cart's add and the checkout), a new email
// each time, 99 bags first and fewer when refused, until refused for the minute; the store's
// minute sweep ends holds. On a throwaway PGlite with the store's clock moved a minute at a time.
// Prints the posts made, the most bags held at once and the minutes nobody else could buy.
// BENCH_BAGS (500) bags for sale, BENCH_MINUTES (120) minutes simulated.
export {};

process.env.PGLITE_DIR = "memory://";
process.env.LOG_LEVEL ??= "silent";
const { randomUUID } = await import("node:crypto");
const { getDb } = await import("../../app/db/client.server");
await import("../../app/flows/order-events.server");
const { placeOrder } = await import("../../app/checkout/place-order.server");
const { carts, cartLines, productStock } = await import("../../app/db/schema");
const { advanceClock } = await import("../../app/jobs/clock.server");
const { readStock } = await import("../../app/stock/stock.server");
const { releaseExpiredHolds, unpaidBagsOf } = await import("../../app/stock/unpaid-holds.server");
const { getEnv } = await import("../../app/utils/env.server");

const BAGS = Number(process.env.BENCH_BAGS ?? 500);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 120);
const POSTS_PER_MINUTE = getEnv().RATE_LIMIT_POSTS_PER_MINUTE;
const ATTACKER = "203.0.113.66";
const db = await getDb();
await db
  .insert(productStock)
  .values({ productId: "nava-focus", available: BAGS })
  .onConflictDoUpdate({ target: productStock.productId, set: { available: BAGS } });

let posts = 0;
let placed = 0;
let mostHeld = 0;
let soldOutMinutes = 0;
let soldOutAfterPosts: number | null = null;
const started = performance.now();

/** One order attempt of `bags` bags: two posts. */
async function attempt(bags: number): Promise<boolean> {
  posts += 2;
  const cartId = randomUUID();
  await db.insert(carts).values({ id: cartId });
  await db.insert(cartLines).values({ cartId, productId: "nava-focus", purchaseType: "one_time", quantity: bags });
  const result = await placeOrder({
    cartId,
    idempotencyKey: randomUUID().replaceAll("-", ""),
    address: {
      email: `attacker+${posts}-${randomUUID().slice(0, 8)}@example.net`.replace("+", "."),
      name: "A",
      line1: "1 Main St",
      line2: "",
      city: "Austin",
      state: "TX",
      zip: "78701",
      code: "",
    },
    wallet: null,
    clientAddress: ATTACKER,
  });
  if (result.ok) placed += 1;
  return result.ok;
}

for (let minute = 0; minute < MINUTES; minute++) {
  let budget = POSTS_PER_MINUTE;
  // Greedy: as many bags as an order may ask, fewer when refused, until a single bag is refused.
  let ask = 99;
  while (budget >= 2 && ask >= 1) {
    budget -= 2;
    if (!(await attempt(ask))) ask = Math.floor(ask / 2);
  }
  const held = await unpaidBagsOf(db, { address: ATTACKER, email: "", wallet: null });
  const left = (await readStock(db, "nava-focus"))?.available ?? 0;
  mostHeld = Math.max(mostHeld, BAGS - left);
  if (left === 0) {
    soldOutMinutes += 1;
    soldOutAfterPosts ??= posts;
  }
  if (minute % 15 === 0)
    console.log(`minute ${minute}: ${posts} posts, ${placed} orders, attacker's unpaid bags ${held}, for sale ${left}`);
  advanceClock(60_000);
  await releaseExpiredHolds(db);
}

console.log(
  JSON.stringify(
    {
      bagsForSale: BAGS,
      minutesSimulated: MINUTES,
      postLimitPerMinute: POSTS_PER_MINUTE,
      posts,
      ordersPlaced: placed,
      mostBagsHeldAtOnce: mostHeld,
      minutesSoldOut: soldOutMinutes,
      soldOutAfterPosts,
      wallSeconds: Math.round((performance.now() - started) / 100) / 10,
    },
    null,
    1,
  ),
);
process.exit(0);
