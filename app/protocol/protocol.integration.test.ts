// /protocol's figures: the ledger's match the orders and claims; a month closes only on
// transactions that moved the stated amount out of the brand's wallet (real transfers on LiteSVM);
// the price API down or slow gives the brand's dated statement; the page is the same for everyone.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetPoolBalanceCache } from "~/dashboard/npx.server";
import { getDb } from "~/db/client.server";
import { protocolMonths } from "~/db/schema";
import { transitionOrder } from "~/orders/lifecycle.server";
import { claimRewards } from "~/flows/claim-rewards.server";
import { loader as protocolLoader } from "~/routes/protocol";
import { action as adminAction } from "~/routes/admin-protocol";
import { createWalletSession } from "~/auth/session.server";
import { resetEnvCache } from "~/utils/env.server";
import { onSharedPagesChanged } from "~/utils/shared-pages";
import { merchant, payer, seededKeypair, usdcMint } from "../../tests/support/svm-rpc/accounts";
import { localChainForStore } from "../../tests/support/svm-rpc/store-env";
import { sendTransfer } from "../../tests/support/svm-rpc/transfers";
import { backfillMoney } from "~/money/backfill.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeRequest } from "../../tests/setup/requests";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { closeMonth } from "./close.server";
import { forgetProtocolFigures, getProtocolFigures } from "./figures.server";
import { currentMonth, previousMonth } from "./months.server";

const chain = localChainForStore({ withRewardPool: true });
const brand = payer(5);
const stranger = payer(6);
const TZ = "America/New_York";
const now = new Date();
const lastMonth = previousMonth(currentMonth(now, TZ));

// The price API double: answers as Jupiter's price API does, or fails, or answers too late.
let priceMode: "ok" | "down" | "slow" = "ok";
let priceServer: http.Server;
let priceUrl = "";
beforeAll(async () => {
  priceServer = http.createServer((req, res) => {
    const mint = new URL(req.url!, "http://x").searchParams.get("ids")!;
    if (priceMode === "down") return void res.writeHead(503).end("down");
    const answer = () =>
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ [mint]: { usdPrice: 0.0042, priceChange24h: -3.5, blockId: 1, decimals: 9 } }));
    if (priceMode === "slow") setTimeout(answer, 5000);
    else answer();
  });
  await new Promise<void>((resolve) => priceServer.listen(0, "127.0.0.1", resolve));
  priceUrl = `http://127.0.0.1:${(priceServer.address() as AddressInfo).port}/price/v3?ids={mint}`;
  process.env.BRAND_WALLET = brand.publicKey.toBase58();
  process.env.STORE_TIME_ZONE = TZ;
  resetEnvCache();
});
afterAll(async () => {
  priceServer.closeAllConnections();
  await new Promise((resolve) => priceServer.close(resolve));
  for (const key of ["ADMIN_WALLETS", "BRAND_WALLET", "PRICE_API_URL", "PRICE_API_TIMEOUT_MS", "STORE_TIME_ZONE"])
    delete process.env[key];
  resetEnvCache();
});
beforeEach(() => {
  forgetProtocolFigures();
  resetPoolBalanceCache();
});

/** A day in the middle of last month, as a paid-at instant. */
const midLastMonth = new Date(`${lastMonth}-15T17:00:00Z`);
const buyer = seededKeypair("protocol-buyer").publicKey.toBase58();
let n = 0;
const orderId = () => `00000000-0000-4000-9000-${String(++n).padStart(12, "0")}`;

async function usdcOut(from: typeof brand, amount: bigint) {
  return sendTransfer(chain().url, { payer: from, mint: usdcMint.publicKey, to: merchant.publicKey, amount });
}

function closeForm(values: Record<string, string>) {
  const form = new FormData();
  const all = {
    month: lastMonth,
    buybackToken: "usdc",
    liquidityToken: "usdc",
    marketingSpend: "6.24",
    marketingNote: "Creator posts on X",
    ...values,
  };
  for (const [k, v] of Object.entries(all)) form.set(k, v);
  return form;
}

describe("the ledger's figures", () => {
  it("NPX earned, claims on chain, and paid net revenue this month and last, as the orders and claims say", async () => {
    const db = await getDb();
    // Last month: two paid bags ($39 each) and a cancelled order that never counts.
    const line = { purchaseType: "subscribe" as const, unitPriceCents: 3900 };
    await insertTestOrder(db, { id: orderId(), status: "paid", paidAt: midLastMonth, line });
    await insertTestOrder(db, { id: orderId(), status: "fulfilled", paidAt: midLastMonth, line });
    await insertTestOrder(db, { id: orderId(), status: "cancelled", line });
    // Orders of last month written straight to the tables: carried into the money record as its migration does.
    await backfillMoney(db);
    // This month: one bag paid by a holder, who claims its 10,000 NPX on chain (the record written as it is paid).
    const id = orderId();
    await insertTestOrder(db, { id, wallet: buyer, amountNpx: 10_000, line });
    expect(await transitionOrder(db, id, "paid", { actor: "test" })).toMatchObject({ ok: true });
    expect(await claimRewards(db, buyer)).toMatchObject({ ok: true, totalNpx: 10_000 });

    const { ledger, months } = await getProtocolFigures(db, "10%");
    expect(ledger).toMatchObject({
      earnedNpx: 10_000,
      claims: 1,
      claimedNpx: 10_000,
      thisMonth: { netRevenueCents: 3900 },
      lastMonth: { month: lastMonth, netRevenueCents: 7800 },
    });
    const last = months.find((m) => m.month === lastMonth)!;
    expect(last.state).toBe("not_closed");
    // 15% / 10% / 8% / 7% of $78.00.
    expect(last.shares.map((s) => [s.id, s.cents])).toEqual([
      ["buybacks", 1170],
      ["rewards", 780],
      ["marketing", 624],
      ["liquidity", 546],
    ]);
    expect(months[0]!.state).toBe("open");
  });
});

describe("closing a month", () => {
  it("refuses a wrong amount, a foreign signature and an unknown one, saving nothing", async () => {
    const db = await getDb();
    const liquidity = await usdcOut(brand, 5_460_000n);
    const paid = await usdcOut(brand, 11_700_000n);
    const wrong = await closeMonth(
      db,
      closeForm({
        buybackAmount: "12",
        buybackSignature: paid,
        liquidityAmount: "5.46",
        liquiditySignature: liquidity,
      }),
      "admin",
    );
    expect(wrong).toEqual({
      ok: false,
      field: "buybackSignature",
      message: "The buyback: That transaction moved 11.7 USDC from the brand's wallet, not the 12 USDC stated.",
    });

    const foreign = await usdcOut(stranger, 11_700_000n);
    const notBrand = await closeMonth(
      db,
      closeForm({
        buybackAmount: "11.70",
        buybackSignature: foreign,
        liquidityAmount: "5.46",
        liquiditySignature: liquidity,
      }),
      "admin",
    );
    expect(notBrand).toMatchObject({ ok: false, field: "buybackSignature" });
    expect(notBrand.message).toContain(
      `did not move this token out of the brand's wallet (${brand.publicKey.toBase58()})`,
    );

    // A signature the chain does not know.
    const unknown = await closeMonth(
      db,
      closeForm({
        buybackAmount: "11.70",
        buybackSignature: paid,
        liquidityAmount: "5.46",
        liquiditySignature: "1".repeat(64),
      }),
      "admin",
    );
    expect(unknown).toMatchObject({ ok: false, field: "liquiditySignature" });
    expect(unknown.message).toMatch(/No confirmed transaction|not a Solana transaction signature/);

    const garbage = await closeMonth(db, closeForm({ buybackAmount: "abc" }), "admin");
    expect(garbage).toMatchObject({ ok: false, field: "buybackAmount" });

    expect(await db.select().from(protocolMonths)).toEqual([]);
    const { months } = await getProtocolFigures(db, "10%");
    expect(months.find((m) => m.month === lastMonth)!.state).toBe("not_closed");
  });

  it("closes with the right transactions: the page lists them with explorer links, and is drawn again", async () => {
    const db = await getDb();
    const buyback = await usdcOut(brand, 11_700_000n);
    const liquidity = await usdcOut(brand, 5_460_000n);
    let changed = 0;
    const stop = onSharedPagesChanged(() => changed++);
    const before = (await protocolLoader()).html;
    expect(before).toContain(`Not closed yet: `);

    const result = await closeMonth(
      db,
      closeForm({
        buybackAmount: "11.70",
        buybackSignature: buyback,
        liquidityAmount: "5.46",
        liquiditySignature: liquidity,
      }),
      "admin",
    );
    stop();
    expect(result).toMatchObject({ ok: true });
    expect(changed).toBe(1);
    const [row] = await db.select().from(protocolMonths).where(eq(protocolMonths.month, lastMonth));
    expect(row).toMatchObject({
      netRevenueCents: 7800,
      buybackSignature: buyback,
      buybackMint: usdcMint.publicKey.toBase58(),
      buybackAmount: "11700000",
      liquidityAmount: "5460000",
      marketingCents: 624,
    });

    // The same transaction cannot close another month or this one twice.
    const again = await closeMonth(
      db,
      closeForm({
        buybackAmount: "11.70",
        buybackSignature: buyback,
        liquidityAmount: "5.46",
        liquiditySignature: liquidity,
      }),
      "admin",
    );
    expect(again).toMatchObject({ ok: false, message: "That month is already closed." });

    const html = (await protocolLoader()).html;
    expect(html).toContain(`https://explorer.solana.com/tx/${buyback}`);
    expect(html).toContain(`https://explorer.solana.com/tx/${liquidity}`);
    expect(html).toContain("Marketing spent $6.24: Creator posts on X");
    expect(html).not.toContain("Not closed yet:");
  });
});

describe("market figures", () => {
  async function market(mode: typeof priceMode, url: string | null = priceUrl) {
    priceMode = mode;
    if (url) process.env.PRICE_API_URL = url;
    else delete process.env.PRICE_API_URL;
    process.env.PRICE_API_TIMEOUT_MS = "300";
    resetEnvCache();
    forgetProtocolFigures();
    return getProtocolFigures(await getDb(), "10%");
  }

  it("from the price API: the price, its 24 h change and the market cap as price × supply read on chain", async () => {
    const figures = await market("ok");
    expect(figures.supply.state).toBe("read");
    const supply = figures.supply.state === "read" ? figures.supply.value : 0;
    expect(supply).toBeGreaterThan(0);
    expect(figures.market).toMatchObject({
      fallback: null,
      price: { source: "api", value: 0.0042 },
      change24h: { source: "api", value: -3.5 },
      marketCap: { source: "api", value: 0.0042 * supply },
      // Jupiter gives no volume: the brand's dated statement.
      volume24h: { source: "statement", asOf: "2026-11-01" },
      holders: { source: "statement" },
    });
    expect(figures.pool).toMatchObject({ state: "read" });
    const html = (await protocolLoader()).html;
    expect(html).toContain("$0.00420");
    expect(html).toContain(`Price API (${new URL(priceUrl).origin}/price/v3)`);
  });

  for (const mode of ["down", "slow"] as const) {
    it(`the price API ${mode}: the brand's dated statement, said so`, async () => {
      // The page waits PRICE_API_TIMEOUT_MS (300 ms here), never the 5 s the slow API takes: had it
      // waited, the slow API's figures would be shown, not the statement ("failed" below).
      const figures = await market(mode);
      expect(figures.market).toMatchObject({
        fallback: "failed",
        price: null,
        marketCap: { source: "statement", value: "$4.2M", asOf: "2026-11-01" },
        change24h: { source: "statement", value: "+8.24%" },
      });
      const html = (await protocolLoader()).html;
      expect(html).toContain("The price API did not answer in time: the brand&#x27;s dated statement is shown.");
      expect(html).toContain("The brand&#x27;s own statement, not checked, as of November 1, 2026");
      expect(html).not.toContain("Health Score");
    });
  }

  it("no price API set: the statement, and the page is the same bytes for every visitor", async () => {
    const figures = await market("ok", null);
    expect(figures.market.fallback).toBe("not_configured");
    const a = await protocolLoader();
    const b = await protocolLoader();
    expect(a.html).toBe(b.html);
    expect(a.html).not.toContain(buyer);
  });
});

describe("the console's protocol page", () => {
  async function asOperator() {
    const operator = seededKeypair("protocol-operator").publicKey.toBase58();
    process.env.ADMIN_WALLETS = operator;
    resetEnvCache();
    return (await createWalletSession(makeRequest("/"), operator)).split(";")[0]!;
  }

  it("refuses a close it cannot check with a 400 and the reason, and saves nothing", async () => {
    const cookie = await asOperator();
    const db = await getDb();
    const before = await db.select().from(protocolMonths);
    const answer = await callRoute<{ ok: boolean; message: string; values: Record<string, string> }>(
      adminAction as never,
      makeRequest("/admin/protocol", {
        cookie,
        form: Object.fromEntries(
          closeForm({
            month: "2020-01",
            buybackAmount: "1",
            buybackSignature: "nope",
            liquidityAmount: "1",
            liquiditySignature: "nope2",
          }),
        ) as Record<string, string>,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      message: "The buyback: That is not a Solana transaction signature.",
    });
    // What was typed comes back, for the form to show again without JavaScript.
    expect(answer.data.values.marketingNote).toBe("Creator posts on X");
    expect(await db.select().from(protocolMonths)).toEqual(before);
  });

  it("a statement with a future date is refused; a dated one is what the page shows", async () => {
    const cookie = await asOperator();
    const post = (form: Record<string, string>) =>
      callRoute<{ ok: boolean; message: string }>(
        adminAction as never,
        makeRequest("/admin/protocol", { cookie, form: { intent: "statements", ...form } }),
      );
    const future = await post({ holders: "99,999", asOf: "2999-01-01" });
    expect(future.status).toBe(400);
    const saved = await post({ holders: "15,200", asOf: "2026-11-20" });
    expect(saved).toMatchObject({ status: 200, data: { ok: true } });
    const html = (await protocolLoader()).html;
    expect(html).toContain("15,200");
    expect(html).toContain("as of November 20, 2026");
    expect(html).not.toContain("99,999");
  });
});
