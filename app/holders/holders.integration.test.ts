// NPX spent at checkout and perks by holding, through the cart and checkout routes, on PGlite and
// LiteSVM (the NPX mint and reward pool of tests/support/svm-rpc): what the shopper reads, what the
// order charges, what the ledger holds, and that nothing the browser sends raises what it gets.
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  emailOutbox,
  holderPerks,
  holderSettings,
  orderHolderDiscounts,
  orders,
  rewardEntries,
  walletSessions,
} from "~/db/schema";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { cancelIfUnpaid } from "~/flows/cancel-unpaid-order.server";
import { claimRewards } from "~/flows/claim-rewards.server";
import { claimableFor } from "~/rewards/claims.server";
import { getWalletRewards } from "~/rewards/ledger.server";
import { action as cartAction, loader as cartLoader } from "~/routes/cart";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { loader as orderLoader } from "~/routes/order";
import { loader as rootLoader } from "~/root";
import type { RootLoaderData } from "~/utils/root-data";
import { action as cardAction } from "~/routes/order-card";
import { randomToken } from "~/utils/cookies.server";
import { resetEnvCache } from "~/utils/env.server";
import { loader as productLoader } from "~/routes/product";
import { getDashboard } from "~/dashboard/dashboard.server";
import { AccountRole, address } from "@solana/kit";
import { getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction } from "@solana-program/token";
import { mintAuthority, NPX_DECIMALS, npxMint, seededKeypair } from "../../tests/support/svm-rpc/accounts";
import { ataOf, TestKey } from "../../tests/support/svm-rpc/keys";
import { localChainForStore } from "../../tests/support/svm-rpc/store-env";
import { addToCart } from "../../tests/integration/helpers/cart";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { insertTestOrder } from "../../tests/setup/orders";
import { cookiesFrom, makeContext, makeRequest } from "../../tests/setup/requests";
import { startStoreWithStripe, stopStoreWithStripe } from "../../tests/setup/stripe";
import type { StripeDouble } from "../../tests/support/stripe-double/server";
import { runHoldersAction } from "./console.server";
import { forgetHoldings, readHoldingAtSignIn } from "./holding.server";

const chain = localChainForStore({ withRewardPool: true });
const ONE_NPX = 10n ** BigInt(NPX_DECIMALS);
const ADDRESS = {
  email: "holder@example.com",
  name: "Ada Holder",
  line1: "1 Main St",
  line2: "",
  city: "Austin",
  state: "TX",
  zip: "78701",
};

let n = 0;
const holder = (label: string) => seededKeypair(`holders-${label}`).publicKey.toBase58();

/** `npx` NPX earned (a paid order) and claimable by `wallet`. */
async function earned(wallet: string, npx: number) {
  const db = await getDb();
  const id = `00000000-0000-4000-9000-${String(++n).padStart(12, "0")}`;
  await insertTestOrder(db, { id, wallet, amountNpx: npx });
  expect(await transitionOrder(db, id, "paid", { actor: "test" })).toMatchObject({ ok: true });
}

/** A browser signed in as `wallet` with `bags` one-time bags in its cart. */
async function browser(wallet: string, bags = 1) {
  const id = randomToken(32);
  await (await getDb()).insert(walletSessions).values({ id, wallet, expiresAt: new Date(Date.now() + 3_600_000) });
  return addToCart(`nava_session=${id}`, "one_time", bags);
}

async function settings(values: { spendEnabled?: boolean; maxSpendPercent?: string } = {}) {
  const form = new FormData();
  form.set("intent", "settings");
  if (values.spendEnabled ?? true) form.set("spendEnabled", "on");
  form.set("maxSpendPercent", values.maxSpendPercent ?? "50");
  return runHoldersAction(await getDb(), form, "admin-wallet");
}

async function addPerk(minHolding: number, kind: "free_shipping" | "percent_off", percent?: number) {
  const form = new FormData();
  form.set("intent", "perk");
  form.set("minHolding", String(minHolding));
  form.set("kind", kind);
  if (percent) form.set("percent", String(percent));
  await runHoldersAction(await getDb(), form, "admin-wallet");
}

type Totals = {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  discounts: { id: string; label: string; cents: number }[];
};
type CheckoutData = { totals: Totals; holder: { availableNpx: number; reached: { kind: string }[] } | null };

async function applyNpx(cookie: string, npx: string) {
  const res = await callRoute<{ error?: Record<string, string[]> }>(
    cartAction as never,
    makeRequest("/cart", { cookie, form: { intent: "npx", op: "apply", npx } }),
  );
  return { ...res, cookie: cookiesFrom(res.headers, cookie), message: res.data?.error?.npx?.[0] };
}

async function checkout(cookie: string) {
  const res = await callRoute<CheckoutData & { idempotencyKey: string }>(
    checkoutLoader as never,
    makeRequest("/checkout", { cookie }),
  );
  expect(res.status).toBe(200);
  return res.data;
}

async function place(cookie: string, extra: Record<string, string> = {}) {
  const { idempotencyKey } = await checkout(cookie);
  const res = await callRoute<{ error?: Record<string, string[]> }>(
    checkoutAction as never,
    makeRequest("/checkout", { cookie, form: { ...ADDRESS, code: "", idempotencyKey, ...extra } }),
  );
  const orderId = /^\/orders\/([0-9a-f-]{36})/.exec(res.location ?? "")?.[1] ?? null;
  return { ...res, orderId, message: res.data?.error?.[""]?.[0] };
}

async function orderRow(id: string) {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
  return row!;
}
async function heldWith(id: string) {
  const [row] = await (await getDb()).select().from(orderHolderDiscounts).where(eq(orderHolderDiscounts.orderId, id));
  return row;
}
const claimable = async (wallet: string) => (await claimableFor(await getDb(), wallet)).claimableNpx;
async function orderCount() {
  const [row] = await (await getDb()).select({ n: sql<number>`cast(count(*) as integer)` }).from(orders);
  return row!.n;
}
function mintNpx(wallet: string, npx: bigint) {
  chain().ledger.mintTo(npxMint.publicKey, TestKey.from(wallet), npx * ONE_NPX);
}
/** Moves `npx` NPX from the wallet labelled `from` to `to` on the local chain, as its owner would. */
function moveNpx(from: string, to: string, npx: bigint) {
  const owner = seededKeypair(`holders-${from}`);
  const source = address(ataOf(npxMint.publicKey, owner.publicKey));
  const destination = address(ataOf(npxMint.publicKey, TestKey.from(to)));
  const transfer = getTransferCheckedInstruction({
    source,
    mint: npxMint.publicKey.address,
    destination,
    authority: owner.publicKey.address,
    amount: npx * ONE_NPX,
    decimals: NPX_DECIMALS,
  });
  // The owner signs the transfer (the kit marks a bare address read-only).
  const accounts = transfer.accounts.map((a) =>
    a.address === owner.publicKey.address ? { ...a, role: AccountRole.READONLY_SIGNER } : a,
  );
  chain().ledger.sendInstructions(
    [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: { address: mintAuthority.publicKey.address } as never,
        ata: destination,
        owner: address(to),
        mint: npxMint.publicKey.address,
      }),
      { ...transfer, accounts },
    ],
    [mintAuthority, owner],
  );
}
const onChain = (wallet: string) =>
  chain().ledger.tokenBalance(ataOf(npxMint.publicKey, TestKey.from(wallet)))?.amount ?? 0n;

/** The store's value of NPX (NPX_VALUE_USD) for the tests below: 10,000 NPX = $1 unless one sets another. */
function npxValue(usd: string) {
  process.env.NPX_VALUE_USD = usd;
  resetEnvCache();
}

beforeEach(async () => {
  npxValue("0.0001");
  const db = await getDb();
  await db.update(holderPerks).set({ active: false });
  await db.delete(holderSettings);
  forgetHoldings();
  await settings();
});
afterEach(() => resetClock());

describe("spending NPX at checkout", () => {
  it("takes the applied NPX off every total once, holds it with the order and gives it back when it is cancelled", async () => {
    const wallet = holder("spend");
    await earned(wallet, 50_000);
    let cookie = await browser(wallet);
    const before = await checkout(cookie);
    expect(before.holder?.availableNpx).toBe(50_000);

    const applied = await applyNpx(cookie, "40,000");
    expect(applied.status).toBe(302);
    cookie = applied.cookie;
    const cart = await callRoute<{ holder: { npxSpent: number; npxDiscountCents: number } }>(
      cartLoader as never,
      makeRequest("/cart", { cookie }),
    );
    expect(cart.data.holder).toMatchObject({ npxSpent: 40_000, npxDiscountCents: 400 });
    const shown = await checkout(cookie);
    expect(shown.totals.discounts).toEqual([{ id: "npx", label: "NPX applied (40,000 NPX)", cents: 400 }]);
    expect(shown.totals.totalCents).toBe(before.totals.totalCents - 400);

    const placed = await place(cookie);
    expect(placed.status).toBe(302);
    // The next cart starts without NPX applied.
    expect(placed.headers.getSetCookie().join()).toMatch(/nava_npx=;/);
    const order = await orderRow(placed.orderId!);
    expect(order.totalCents).toBe(before.totals.totalCents - 400);
    expect(order.discountCents).toBe(0);
    expect(await heldWith(order.id)).toMatchObject({ npxSpent: 40_000, npxDiscountCents: 400, status: "held" });
    expect(await claimable(wallet)).toBe(10_000);

    const page = await callRoute<{ order: { totals: Totals } }>(
      orderLoader as never,
      makeRequest(`/orders/${order.id}?token=${order.accessToken}`),
      { orderId: order.id },
    );
    expect(page.data.order.totals.discounts).toEqual([{ id: "npx", label: "NPX applied (40,000 NPX)", cents: 400 }]);
    // The order's email names it too, so its totals add up.
    const mails = await (
      await getDb()
    )
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.key, `%${order.id}`));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text).toContain("NPX applied (40,000 NPX): −$4.00");

    expect(await transitionOrder(await getDb(), order.id, "cancelled", { actor: "admin" })).toMatchObject({ ok: true });
    expect(await claimable(wallet)).toBe(50_000);
    expect(await heldWith(order.id)).toMatchObject({ status: "returned" });
    // Cancelled twice over (a retried job): given back once.
    await transitionOrder(await getDb(), order.id, "cancelled", { actor: "admin" });
    expect(await claimable(wallet)).toBe(50_000);
  });

  it("refuses more than the wallet holds and more than the cap, saying why, and keeps nothing", async () => {
    const wallet = holder("limits");
    await earned(wallet, 400_000);
    const cookie = await browser(wallet);
    const { totals } = await checkout(cookie);
    const capCents = Math.floor(totals.subtotalCents / 2);

    const tooMuch = await applyNpx(cookie, "500000");
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.message).toBe("You have 400,000 NPX to spend; enter that or less.");
    expect(tooMuch.headers.getSetCookie()).toEqual([]);

    const overCap = await applyNpx(cookie, String(capCents * 100 + 100));
    expect(overCap.status).toBe(400);
    expect(overCap.message).toMatch(/^At most [\d,]+ NPX \(\$[\d.]+\) can go on this order\.$/);
    expect(overCap.headers.getSetCookie()).toEqual([]);

    for (const bad of ["", "-5", "1e9", "abc"]) expect((await applyNpx(cookie, bad)).status).toBe(400);

    // The most the cap allows is taken in full: half the subtotal, no more.
    const most = await applyNpx(cookie, String(capCents * 100));
    const placed = await place(most.cookie);
    expect((await heldWith(placed.orderId!))?.npxDiscountCents).toBe(capCents);
  });

  it("spending is off until the operator turns it on; the console refuses a bad cap and saves nothing", async () => {
    const wallet = holder("off");
    await earned(wallet, 50_000);
    const bad = await settings({ maxSpendPercent: "95" });
    expect((bad as unknown as { init: { status: number } }).init.status).toBe(400);
    await settings({ spendEnabled: false });
    const cookie = await browser(wallet);
    const refused = await applyNpx(cookie, "10000");
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("Paying with NPX is not open right now.");
    const [row] = await (await getDb()).select().from(holderSettings);
    expect(row).toMatchObject({ spendEnabled: false, maxSpendBps: 5_000 });
  });

  it("two tabs (two carts) spending the same NPX at once: one order takes it, the other is refused whole", async () => {
    const wallet = holder("two-tabs");
    await earned(wallet, 30_000);
    const tabs = await Promise.all([browser(wallet), browser(wallet)]);
    const applied = await Promise.all(tabs.map((cookie) => applyNpx(cookie, "30000")));
    const ordersBefore = await orderCount();
    const results = await Promise.all(applied.map((a) => place(a.cookie)));
    const placed = results.filter((r) => r.orderId);
    expect(placed).toHaveLength(1);
    const refused = results.find((r) => !r.orderId)!;
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("You have 0 NPX to spend; enter that or less.");
    expect(await orderCount()).toBe(ordersBefore + 1);
    expect(await claimable(wallet)).toBe(0);
    const spends = await (
      await getDb()
    )
      .select()
      .from(rewardEntries)
      .where(and(eq(rewardEntries.wallet, wallet), sql`${rewardEntries.amountNpx} < 0`));
    expect(spends.map((s) => s.amountNpx)).toEqual([-30_000]);
    // All of it spent: nothing to claim and nothing owed back; /rewards names the entry as spent.
    expect(await claimableFor(await getDb(), wallet)).toEqual({ claimableNpx: 0, owedBackNpx: 0 });
    expect(await claimRewards(await getDb(), wallet)).toEqual({ ok: false, reason: "nothing" });
    const { entries } = await getWalletRewards(await getDb(), wallet);
    expect(entries.filter((e) => e.spent).map((e) => e.amountNpx)).toEqual([-30_000]);
  });

  it("an order that expires unpaid gives its NPX back", async () => {
    const wallet = holder("expires");
    await earned(wallet, 20_000);
    const cookie = (await applyNpx(await browser(wallet), "20000")).cookie;
    const { orderId } = await place(cookie);
    expect(await claimable(wallet)).toBe(0);
    advanceClock(8 * 24 * 3_600_000);
    expect(await cancelIfUnpaid(await getDb(), orderId!)).toBe("cancelled");
    expect(await claimable(wallet)).toBe(20_000);
  });

  it("a claim and a spend racing for the same NPX: never both", async () => {
    const wallet = holder("race");
    await earned(wallet, 25_000);
    const cookie = (await applyNpx(await browser(wallet), "25000")).cookie;
    const [claim, order] = await Promise.all([claimRewards(await getDb(), wallet), place(cookie)]);
    const sent = onChain(wallet) / ONE_NPX;
    const spent = order.orderId ? ((await heldWith(order.orderId))?.npxSpent ?? 0) : 0;
    expect(Number(sent) + spent).toBe(25_000);
    expect(claim.ok === true).toBe(sent === 25_000n);
    expect(await claimable(wallet)).toBe(0);
  });

  it("a refund after the spent NPX was netted into a claim gives it back as NPX to claim again", async () => {
    const wallet = holder("refund");
    await earned(wallet, 30_000);
    const cookie = (await applyNpx(await browser(wallet), "10000")).cookie;
    const { orderId } = await place(cookie);
    const db = await getDb();
    expect(await transitionOrder(db, orderId!, "paid", { actor: "test" })).toMatchObject({ ok: true });
    // The claim sends what is left after the spend (30,000 − 10,000) plus the order's own reward.
    const claim = await claimRewards(db, wallet);
    expect(claim).toMatchObject({ ok: true });
    const claimed = onChain(wallet) / ONE_NPX;
    expect(await transitionOrder(db, orderId!, "refunded", { actor: "stripe" })).toMatchObject({ ok: true });
    // Back: the 10,000 spent; owed back: the refunded order's own reward that was claimed.
    const { claimableNpx, owedBackNpx } = await claimableFor(db, wallet);
    const ownReward = Number(claimed) - 20_000;
    expect(claimableNpx).toBe(Math.max(0, 10_000 - ownReward));
    expect(owedBackNpx).toBe(ownReward);
    expect(await heldWith(orderId!)).toMatchObject({ status: "returned" });
  });
});

describe("one value of NPX (NPX_VALUE_USD)", () => {
  afterAll(() => {
    delete process.env.NPX_VALUE_USD;
    resetEnvCache();
  });

  it("the product page's promise, what NPX is worth spent at checkout and the dashboard's NPX owed in dollars all come from it", async () => {
    // $0.000245 per NPX: a bag's 10,000 NPX is worth $2.45, 5% of the $49 one-time price.
    npxValue("0.000245");
    const product = await callRoute<{ promise: { back: string; worth: string } }>(
      productLoader as never,
      makeRequest("/product"),
    );
    expect(product.data.promise).toMatchObject({ back: "5%", worth: "$2.45" });

    const wallet = holder("one-value");
    await earned(wallet, 30_000);
    let cookie = await browser(wallet);
    const applied = await applyNpx(cookie, "10000");
    expect(applied.status).toBe(302);
    cookie = applied.cookie;
    const shown = await checkout(cookie);
    // The bag's reward spent is worth what the product page promised for it.
    expect(shown.totals.discounts).toEqual([{ id: "npx", label: "NPX applied (10,000 NPX)", cents: 245 }]);

    const dashboard = await getDashboard(await getDb(), new URLSearchParams("period=30d"));
    const owedNpx = dashboard.current.npx.claimable + dashboard.current.npx.guestCollectable;
    expect(owedNpx).toBeGreaterThanOrEqual(30_000);
    expect(dashboard.npxDollars.owedCents).toBe(Math.floor((owedNpx * 245) / 10_000));
    expect(dashboard.npxDollars.perNpxUsd).toBe("0.000245");
  });
});

describe("holder perks", () => {
  it("counts the wallet's on-chain NPX plus what it can claim, kept for minutes, and applies the perk", async () => {
    await addPerk(100_000, "free_shipping");
    await addPerk(1_000_000, "percent_off", 5);
    const wallet = holder("perks");
    mintNpx(wallet, 90_000n);
    await earned(wallet, 15_000);
    const cookie = await browser(wallet);
    const first = await checkout(cookie);
    expect(first.totals.shippingCents).toBe(0);
    expect(first.holder?.reached.map((p) => p.kind)).toEqual(["free_shipping"]);
    const placed = await place(cookie);
    const order = await orderRow(placed.orderId!);
    expect(order.shippingCents).toBe(0);
    expect(await heldWith(order.id)).toMatchObject({ perkFreeShipping: true, holdingNpx: 105_000 });

    // A million more on chain: the cached read holds for minutes, then the 5% applies.
    mintNpx(wallet, 1_000_000n);
    const again = await browser(wallet);
    expect((await checkout(again)).totals.discounts).toEqual([]);
    advanceClock(6 * 60_000);
    const later = await checkout(again);
    const fivePercent = Math.round(later.totals.subtotalCents * 0.05);
    expect(later.totals.discounts).toEqual([{ id: "perk", label: "Holder perk (5% off)", cents: fivePercent }]);
    const { orderId } = await place(again);
    expect((await orderRow(orderId!)).totalCents).toBe(later.totals.subtotalCents - fivePercent);
  });

  it("one holding passed through three wallets, each signed in: only the wallet holding it when its order is placed gets the perk", async () => {
    await addPerk(1_000, "percent_off", 10);
    const wallets = ["relay-1", "relay-2", "relay-3"].map(holder);
    mintNpx(wallets[0]!, 1_000n);
    const placed: string[] = [];
    for (const [i, wallet] of wallets.entries()) {
      // Signing in reads the holding (kept for minutes); the checkout shows the perk.
      readHoldingAtSignIn(wallet);
      const cookie = await browser(wallet);
      const shown = await checkout(cookie);
      expect(shown.totals.discounts.map((d) => d.id)).toEqual(["perk"]);
      // The NPX goes on to the next wallet before this one places its order.
      const next = wallets[i + 1];
      if (next) moveNpx(`relay-${i + 1}`, next, 1_000n);
      const { orderId } = await place(cookie);
      placed.push(orderId!);
    }
    const totals = await Promise.all(placed.map(async (id) => (await orderRow(id)).totalCents));
    const perks = await Promise.all(placed.map(async (id) => (await heldWith(id))?.perkDiscountCents ?? 0));
    // The first two wallets held nothing when their orders were placed: full price, no perk.
    expect(totals).toEqual([4900 + 899, 4900 + 899, 4900 + 899 - 490]);
    expect(perks).toEqual([0, 0, 490]);
  });

  it("a browser claiming a balance or a perk it does not have gets nothing for it", async () => {
    await addPerk(100_000, "free_shipping");
    await addPerk(1_000, "percent_off", 5);
    const wallet = holder("forged");
    await earned(wallet, 500);
    const cookie = await browser(wallet);
    const forged = {
      holdingNpx: "99999999",
      perkBps: "5000",
      freeShipping: "true",
      npxDiscountCents: "1000",
    };
    const { totals } = await checkout(cookie);
    const placed = await place(cookie, forged);
    const order = await orderRow(placed.orderId!);
    expect(order.totalCents).toBe(totals.totalCents);
    expect(order.shippingCents).toBe(totals.shippingCents);
    expect(order.shippingCents).toBeGreaterThan(0);
    expect(await heldWith(order.id)).toBeUndefined();

    // A hand-made NPX cookie for more than the wallet has: refused whole, nothing taken.
    const ordersBefore = await orderCount();
    const refused = await place(`${await browser(wallet)}; nava_npx=5000000`);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("You have 500 NPX to spend; enter that or less.");
    expect(await orderCount()).toBe(ordersBefore);
    expect(await claimable(wallet)).toBe(500);
  });

  it("a signed-out visitor sees no holder line and gets no perk", async () => {
    await addPerk(1, "free_shipping");
    const cookie = await addToCart("", "one_time", 1);
    const data = await checkout(cookie);
    expect(data.holder).toBeNull();
    expect(data.totals.shippingCents).toBeGreaterThan(0);
  });
});

describe("the product page's perk line (the root loader's, for the signed-in wallet only)", () => {
  /** What a page load gives the browser with `cookie`: the product page's reward card reads `holderPerks`. */
  const perkLineFor = async (cookie: string) =>
    (await callRoute<RootLoaderData>(rootLoader as never, makeRequest("/product", { cookie }))).data.holderPerks;
  const signedIn = async (wallet: string) => {
    const id = randomToken(32);
    await (await getDb()).insert(walletSessions).values({ id, wallet, expiresAt: new Date(Date.now() + 3_600_000) });
    return `nava_session=${id}`;
  };

  it("says what the holding gets, from the balance read at sign-in, to that wallet alone", async () => {
    await addPerk(100_000, "free_shipping");
    await addPerk(1_000_000, "percent_off", 5);
    await addPerk(2_000_000, "percent_off", 10);
    const wallet = holder("product-line");
    mintNpx(wallet, 1_200_000n);
    await earned(wallet, 15_000);
    const other = holder("product-line-other");
    const [mine, theirs] = [await signedIn(wallet), await signedIn(other)];
    readHoldingAtSignIn(wallet);
    readHoldingAtSignIn(other);

    expect(await perkLineFor(mine)).toBe(
      "Your 1,215,000 NPX: Free shipping · 5% off on this order. Hold 785,000 NPX more for 10% off.",
    );
    expect(await perkLineFor(theirs)).toBe("You hold 0 NPX. Hold 100,000 NPX more for Free shipping.");
    expect(await perkLineFor("")).toBeNull();
  });

  it("never waits for the chain: past the cache it says the last balance and reads again for the next page", async () => {
    await addPerk(100_000, "free_shipping");
    await addPerk(1_000_000, "percent_off", 5);
    const wallet = holder("product-line-later");
    const cookie = await signedIn(wallet);
    // No balance read yet (no sign-in in this process): nothing to say, and a read starts.
    expect(await perkLineFor(cookie)).toBeNull();
    await expect.poll(() => perkLineFor(cookie)).toBe("You hold 0 NPX. Hold 100,000 NPX more for Free shipping.");

    mintNpx(wallet, 1_000_000n);
    advanceClock(6 * 60_000);
    expect(await perkLineFor(cookie)).toBe("You hold 0 NPX. Hold 100,000 NPX more for Free shipping.");
    await expect.poll(() => perkLineFor(cookie)).toBe("Your 1,000,000 NPX: Free shipping · 5% off on this order.");
  });

  it("with no perk on, says nothing and reads nothing", async () => {
    const wallet = holder("product-line-none");
    readHoldingAtSignIn(wallet);
    expect(await perkLineFor(await signedIn(wallet))).toBeNull();
  });
});

describe("paying the rest by card", () => {
  let double: StripeDouble;
  beforeAll(async () => {
    double = await startStoreWithStripe();
  });
  afterAll(() => stopStoreWithStripe(double));

  it("Stripe's line items carry the perk and the NPX and add up to the order's total", async () => {
    await addPerk(1_000, "percent_off", 5);
    const wallet = holder("card");
    await earned(wallet, 30_000);
    const cookie = (await applyNpx(await browser(wallet, 2), "30000")).cookie;
    const { orderId } = await place(cookie);
    const order = await orderRow(orderId!);
    const perk = Math.round(order.subtotalCents * 0.05);
    expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents - perk - 300);
    const paid = (await cardAction({
      request: makeRequest(`/orders/${order.id}/card?token=${order.accessToken}`, { method: "POST", form: {} }),
      params: { orderId: order.id },
      context: makeContext(),
    } as never)) as Response;
    expect(paid.status).toBe(303);
    const session = double.store.sessions.get(paid.headers.get("location")!.split("/").at(-1)!)!;
    expect(session.amount_total).toBe(order.totalCents);
    const items = session.line_items as { unit_amount: number; quantity: number }[];
    expect(items.reduce((n, i) => n + i.unit_amount * i.quantity, 0)).toBe(order.totalCents);
  });
});
