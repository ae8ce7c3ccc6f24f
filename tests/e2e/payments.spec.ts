// Paying in USDC against the local Solana chain (LiteSVM behind JSON-RPC, started beside the
// store by playwright.config.ts): the store confirms payments by reading the chain.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import bs58 from "bs58";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../app/db/client.server";
import { orders, payments, rewardEntries } from "../../app/db/schema";
import { payer } from "../support/svm-rpc/accounts";
import { svmFixtures } from "../support/svm-rpc/addresses";
import { sendTransfer } from "../support/svm-rpc/transfers";
import { insertTestOrder } from "../setup/orders";
import { startStore } from "./fixtures/own-store";
import { installPhantom, keypairOf, signIn, signWith } from "./fixtures/phantom";
import { fundWallet } from "./fixtures/chain";
import { placeOrder } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";
import { readTransaction, sendWire, signWireAs, TestKey } from "../support/svm-rpc/keys";

const RPC_URL = process.env.E2E_SOLANA_RPC_URL!;

test.describe("paying an order from its page", () => {
  test("Phantom pays through 'Pay $39.00 with USDC': the page turns paid without a reload and the reward is earned", async ({
    page,
    browser,
  }) => {
    const seed = `pay-${randomBytes(4).toString("hex")}`;
    const phantom = await installPhantom(page, { seed });
    await fundWallet(phantom.address);
    await page.goto("/");
    await signIn(page, { seed });
    await placeOrder(page, "subscribe");

    const section = page.getByTestId("payment-section");
    const pay = section.getByRole("button", { name: "Pay $39.00 with USDC" });
    await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
    await expect(page.getByTestId("reward-status")).toHaveText("Your NPX is credited once the order is paid.");
    await expect(section.getByRole("img", { name: /^Solana Pay QR code for order NAVA-\d+$/ })).toBeVisible();
    await expect(section.getByRole("link", { name: "Open in wallet app" })).toHaveAttribute(
      "href",
      /^solana:http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fapi%2Fpay%2F[0-9a-f-]{36}$/,
    );
    await waitForHydration(page);
    await expect(section).toContainText("This page updates by itself");
    await expectNoA11yViolations(page);

    // Without JavaScript the page still offers the QR code and tells the order's status.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto(page.url());
      await expect(plain.getByTestId("order-status")).toHaveText("Awaiting payment");
      await expect(plain.getByRole("img", { name: /^Solana Pay QR code/ })).toBeVisible();
      // Playwright reads no text inside <noscript>; the markup carries it.
      expect(await plain.locator("#payment noscript").innerHTML()).toContain(
        "Paying from this browser needs JavaScript.",
      );
      await expect(plain.getByRole("button", { name: "Pay $39.00 with USDC" })).toBeDisabled();
    } finally {
      await noScript.close();
    }

    // The page is the same document after paying: no reload, no navigation.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await pay.click();
    await expect(page.getByTestId("payment-state")).toContainText("Payment confirmed on Solana. Your order is paid.");
    await expect(page.getByTestId("payment-state")).toContainText("Your 10,000 NPX reward is earned.");
    await expect(page.getByTestId("order-status")).toHaveText("Paid");
    await expect(page.getByTestId("reward-status")).toHaveText("Earned: your NPX is credited to this wallet.");
    await expect(pay).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await expectNoA11yViolations(page);

    // The chain holds the transfer: the merchant received exactly the total.
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    const status = (await (await page.request.get(`/api/orders/${orderId}/payment`)).json()) as {
      status: string;
      payments: Array<{ status: string; amount: number }>;
    };
    expect(status).toMatchObject({ status: "paid", payments: [{ status: "confirmed", amount: 39_000_000 }] });
  });

  test("a payment the shopper declines in Phantom leaves the order awaiting payment, ready to pay again", async ({
    page,
  }) => {
    const seed = `decline-${randomBytes(4).toString("hex")}`;
    const phantom = await installPhantom(page, { seed, rejectSign: true });
    await fundWallet(phantom.address);
    await placeOrder(page, "subscribe");
    await waitForHydration(page);
    const pay = page.getByRole("button", { name: "Pay $39.00 with USDC" });
    await pay.click();
    await expect(page.getByTestId("payment-notice")).toHaveText("You declined the payment in your wallet.");
    await expect(pay).toBeEnabled();
    await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  });

  test("a payment the wallet sent that never reaches the network: after 90 seconds the page says so and offers to pay again", async ({
    page,
  }) => {
    const seed = `lost-${randomBytes(4).toString("hex")}`;
    // The wallet answers with a signature, but the transaction goes nowhere (an expired blockhash
    // or a dropped packet looks the same to the page).
    const phantom = await installPhantom(page, { seed, rpcUrl: "/__lost-rpc" });
    await page.route("**/__lost-rpc", (route) =>
      route.fulfill({ json: { jsonrpc: "2.0", id: 1, result: bs58.encode(randomBytes(64)) } }),
    );
    await fundWallet(phantom.address);
    await placeOrder(page, "subscribe");
    await waitForHydration(page);
    await page.clock.install();

    const pay = page.getByRole("button", { name: "Pay $39.00 with USDC" });
    await pay.click();
    await expect(page.getByTestId("payment-state")).toHaveText(
      "Payment sent. Waiting for the Solana network to confirm it…",
    );
    await expect(pay).toBeDisabled();

    await page.clock.runFor(89_000);
    await expect(page.getByTestId("payment-notice")).toHaveCount(0);
    await expect(pay).toBeDisabled();

    await page.clock.runFor(1_000);
    await expect(page.getByTestId("payment-notice")).toHaveText(
      "Your payment has not reached the Solana network yet. This page keeps checking; look at your wallet's activity before paying again.",
    );
    await expect(pay).toBeEnabled();
    await expect(page.getByTestId("payment-state")).toHaveText(
      "This page updates by itself as soon as the network confirms your payment.",
    );
    await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
    await expectNoA11yViolations(page);
  });
});

interface SeededOrder {
  orderId: string;
  number: string;
  reference: string;
  accessToken: string;
}

/** Writes orders awaiting payment, as checkout leaves them (with a pending reward), into a data folder. */
async function seedOrders(dataDir: string, wanted: Array<{ wallet: string }>): Promise<SeededOrder[]> {
  const database = await openDatabase({ url: dataDir });
  try {
    const out: SeededOrder[] = [];
    for (const { wallet } of wanted) {
      const order = {
        orderId: crypto.randomUUID(),
        number: `NAVA-9${randomBytes(3).readUIntBE(0, 3).toString().padStart(8, "0")}`,
        reference: bs58.encode(randomBytes(32)),
        accessToken: randomBytes(24).toString("base64url"),
      };
      await insertTestOrder(database.db, {
        id: order.orderId,
        number: order.number,
        wallet,
        accessToken: order.accessToken,
        buyerSessionId: randomBytes(24).toString("base64url"),
        paymentReference: order.reference,
      });
      out.push(order);
    }
    return out;
  } finally {
    await database.close();
  }
}

/** Asks the store's transaction request for the payment, signs it as the seed's wallet, sends it. */
async function payThroughStore(
  origin: string,
  orderId: string,
  seed: string,
): Promise<{ signature: string; send: () => Promise<string> }> {
  const wallet = keypairOf(seed);
  const response = await fetch(`${origin}/api/pay/${orderId}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account: wallet.address }),
  });
  expect(response.status).toBe(200);
  const { transaction } = (await response.json()) as { transaction: string };
  const signed = signWireAs(Buffer.from(transaction, "base64"), wallet.address, (message) => signWith(seed, message));
  return {
    // The payer's signature, the first: the transaction's id.
    signature: bs58.encode(readTransaction(signed).signatures[0]!),
    send: () => sendWire(RPC_URL, signed),
  };
}

test.describe("a restart in the middle of a payment", () => {
  test.describe.configure({ timeout: 420_000 });

  test("a payment sent while the store is down is confirmed by the poller when it is back: paid, rewards earned", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "nava-pay-restart-"));
    const seed = `restart-${randomBytes(4).toString("hex")}`;
    const wallet = keypairOf(seed);
    await fundWallet(wallet.address);

    // An order awaiting payment, as checkout leaves it, written before the store starts.
    const [{ orderId, accessToken }] = await seedOrders(dataDir, [{ wallet: wallet.address }]);

    let store = await startStore(dataDir);
    try {
      // The wallet asks the store for the transaction, then the store goes down.
      const payment = await payThroughStore(store.origin, orderId, seed);
      await store.stop();
      const signature = await payment.send();

      // Back up: nothing but the database carries over, and nobody opens the order page.
      store = await startStore(dataDir);
      await expect.poll(() => /"msg":"order paid"/.test(store.log())).toBe(true);
      const status = await fetch(`${store.origin}/api/orders/${orderId}/payment?token=${accessToken}`);
      expect(await status.json()).toMatchObject({
        status: "paid",
        state: "confirmed",
        payments: [{ signature, status: "confirmed" }],
      });
      await store.stop();

      const after = await openDatabase({ url: dataDir });
      try {
        const [order] = await after.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
        expect(order!.status).toBe("paid");
        const [reward] = await after.db
          .select({ status: rewardEntries.status })
          .from(rewardEntries)
          .where(eq(rewardEntries.orderId, orderId));
        expect(reward!.status).toBe("earned");
        const rows = await after.db
          .select({ status: payments.status, signature: payments.signature })
          .from(payments)
          .where(eq(payments.orderId, orderId));
        expect(rows).toEqual([{ status: "confirmed", signature }]);
      } finally {
        await after.close();
      }
    } finally {
      await store.stop().catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

test.describe("transfers that do not pay the order", () => {
  test.describe.configure({ timeout: 420_000 });

  const UNDERPAID =
    "Received $3.00, less than the order total of $39.00. The order is not paid; this transfer will be refunded.";
  const WRONG_MINT = "The transfer was not in USDC. The order is not paid; this transfer will be refunded.";

  test("an underpaid and a wrong-mint transfer stay unpaid, shown to the shopper and to the operator; then the page pays", async ({
    page,
    browser,
  }) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "nava-pay-mispay-"));
    const seed = `mispay-${randomBytes(4).toString("hex")}`;
    const operatorSeed = `operator-${randomBytes(4).toString("hex")}`;
    const wallet = keypairOf(seed);
    await fundWallet(wallet.address);
    const [underpaid, wrongMint] = await seedOrders(dataDir, [{ wallet: wallet.address }, { wallet: wallet.address }]);
    const merchant = TestKey.from(svmFixtures.merchant);

    const store = await startStore(dataDir, { ADMIN_WALLETS: keypairOf(operatorSeed).address });
    const operator = await browser.newContext();
    try {
      const state = async (order: SeededOrder) =>
        (await (
          await fetch(`${store.origin}/api/orders/${order.orderId}/payment?token=${order.accessToken}`)
        ).json()) as {
          status: string;
          state: string;
          reason: string | null;
          payments: Array<{ status: string; amount: number }>;
        };

      // Transfers built by hand, as another wallet would, carrying each order's reference.
      await sendTransfer(RPC_URL, {
        payer: payer(0),
        mint: TestKey.from(svmFixtures.usdcMint),
        to: merchant,
        amount: 3_000_000n,
        reference: underpaid.reference,
        memo: underpaid.number,
      });
      await sendTransfer(RPC_URL, {
        payer: payer(0),
        mint: TestKey.from(svmFixtures.otherMint),
        to: merchant,
        amount: 39_000_000n,
        reference: wrongMint.reference,
        memo: wrongMint.number,
      });

      await expect.poll(async () => (await state(underpaid)).state).toBe("failed");
      expect(await state(underpaid)).toMatchObject({
        status: "pending_payment",
        reason: UNDERPAID,
        payments: [{ status: "underpaid", amount: 3_000_000 }],
      });
      await expect.poll(async () => (await state(wrongMint)).state).toBe("failed");
      expect(await state(wrongMint)).toMatchObject({
        status: "pending_payment",
        reason: WRONG_MINT,
        payments: [{ status: "wrong_mint", amount: 39_000_000 }],
      });

      // The operator sees each as a rejected payment, with its reason, on the order unpaid.
      const desk = await operator.newPage();
      await signIn(desk, { seed: operatorSeed, origin: store.origin });
      for (const [order, label, reason] of [
        [underpaid, "Underpaid", UNDERPAID],
        [wrongMint, "Wrong token", WRONG_MINT],
      ] as const) {
        await desk.goto(`${store.origin}/admin/orders/${order.orderId}`);
        await expect(desk.getByRole("heading", { level: 1 })).toContainText(order.number);
        const seen = desk.locator("section[aria-labelledby=order-payments]");
        await expect(seen).toContainText(label);
        await expect(seen).toContainText(reason);
        await expect(desk.getByText("Pending payment").first()).toBeVisible();
      }

      // The shopper's page says why the transfer did not pay, and pays the full amount from Phantom.
      await installPhantom(page, { seed });
      await page.goto(`${store.origin}/orders/${underpaid.orderId}?token=${underpaid.accessToken}`);
      await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
      await expect(page.getByTestId("payment-reason")).toHaveText(UNDERPAID);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Pay $39.00 with USDC" }).click();
      await expect(page.getByTestId("payment-state")).toContainText("Payment confirmed on Solana.");
      await expect(page.getByTestId("payment-reason")).toHaveCount(0);
      await expect(page.getByTestId("order-status")).toHaveText("Paid");
      expect((await state(underpaid)).payments.map((p) => p.status)).toEqual(["underpaid", "confirmed"]);
      expect((await state(wrongMint)).status).toBe("pending_payment");
    } finally {
      await operator.close();
      await store.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
