// USDC refunds on the local chain, as the shopper and the operator see them: a transfer that arrives
// after the order was cancelled goes back (the order page says so, with the transaction); a paid
// order is refunded from find-my-orders' "Request a refund" through the console's approval, and
// its timeline shows each step. Screenshots at 1280 and 390 wide.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import bs58 from "bs58";
import { openDatabase } from "../../app/db/client.server";
import { orderLookups, payments } from "../../app/db/schema";
import { seededKeypair } from "../support/svm-rpc/accounts";
import { TestKey } from "../support/svm-rpc/keys";
import { svmFixtures } from "../support/svm-rpc/addresses";
import { sendTransfer } from "../support/svm-rpc/transfers";
import { insertTestOrder } from "../setup/orders";
import { ADMIN_ADDRESS, ADMIN_SEED } from "./fixtures/admin";
import { fundWallet } from "./fixtures/chain";
import { startStore } from "./fixtures/own-store";
import { signIn } from "./fixtures/phantom";
import { expect, test, waitForHydration } from "./fixtures/test";

const RPC_URL = process.env.E2E_SOLANA_RPC_URL!;
// Screenshots of the pages this journey changes, beside the other journeys'.
const SHOTS = "test-results";

test("a late USDC payment goes back, and a refund requested from find-my-orders is sent on chain", async ({
  browser,
}) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "nava-refund-returns-"));
  const refundAccount = seededKeypair(`e2e-refund-account-${randomUUID()}`);
  const shopper = seededKeypair(`e2e-refund-shopper-${randomUUID()}`);
  await fundWallet(refundAccount.publicKey.toBase58(), 500_000_000);
  await fundWallet(shopper.publicKey.toBase58(), 200_000_000);

  // A cancelled order (its deadline passed) and a paid one, both of one shopper, and their find-my-orders link.
  const email = `returns-${randomBytes(4).toString("hex")}@example.com`;
  const number = () => `NAVA-8${randomBytes(3).readUIntBE(0, 3).toString().padStart(8, "0")}`;
  const late = { id: randomUUID(), number: number(), token: randomBytes(24).toString("base64url") };
  const paid = { id: randomUUID(), number: number(), token: randomBytes(24).toString("base64url") };
  const lateReference = bs58.encode(randomBytes(32));
  const link = randomBytes(32).toString("base64url").slice(0, 43);
  const database = await openDatabase({ url: dataDir });
  try {
    const line = { purchaseType: "one_time" as const, unitPriceCents: 3900 };
    await insertTestOrder(database.db, {
      id: late.id,
      number: late.number,
      email,
      status: "cancelled",
      accessToken: late.token,
      paymentReference: lateReference,
      line,
    });
    await insertTestOrder(database.db, {
      id: paid.id,
      number: paid.number,
      email,
      status: "paid",
      paidAt: new Date(),
      accessToken: paid.token,
      paymentReference: bs58.encode(randomBytes(32)),
      line,
    });
    await database.db.insert(payments).values({
      orderId: paid.id,
      signature: bs58.encode(randomBytes(64)),
      reference: "seeded",
      payer: shopper.publicKey.toBase58(),
      mint: svmFixtures.usdcMint,
      amount: 39_000_000,
      status: "confirmed",
    });
    await database.db.insert(orderLookups).values({
      tokenHash: createHash("sha256").update(link).digest("hex"),
      email,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  } finally {
    await database.close();
  }

  const store = await startStore(dataDir, {
    REFUND_KEYPAIR: bs58.encode(refundAccount.secretKey),
    SOLANA_CLUSTER: "localnet",
    ADMIN_WALLETS: ADMIN_ADDRESS,
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const shoot = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  try {
    // The whole total, with the order's number, three days after the order was cancelled.
    await sendTransfer(RPC_URL, {
      payer: shopper,
      mint: TestKey.from(svmFixtures.usdcMint),
      to: TestKey.from(svmFixtures.merchant),
      amount: 39_000_000n,
      reference: lateReference,
      memo: late.number,
    });
    // Opening the page is what has the store watch the order's reference.
    await page.goto(`${store.origin}/orders/${late.id}?token=${late.token}`);
    const returned = page.getByTestId("payment-return");
    await expect(async () => {
      await page.reload();
      await expect(returned).toHaveAttribute("data-status", "sent", { timeout: 1_000 });
    }).toPass();
    await expect(returned).toContainText(/We received \$39\.00 on .+, after this order was cancelled\./);
    await expect(returned).toContainText("We sent it back to the wallet it came from:");
    await expect(returned.getByRole("link")).toHaveAttribute("href", /^https:\/\/explorer\.solana\.com\/tx\//);
    await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
    await expect(page.getByTestId("refund-timeline")).toContainText("A payment we did not keep was sent back");
    await shoot("order-late-payment-returned");

    // Find my orders: the paid order links straight to its request form; the cancelled one does not.
    await page.goto(`${store.origin}/orders?link=${link}`);
    const requestLinks = page.getByTestId("request-refund-link");
    await expect(requestLinks).toHaveCount(1);
    await shoot("find-orders-request-refund");
    await requestLinks.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${paid.id}\\?token=.+#order-refund-title$`));
    await waitForHydration(page);
    const form = page.getByTestId("refund-form");
    const payer = shopper.publicKey.toBase58();
    await expect(form.getByTestId("refund-to")).toHaveText(
      `It goes back in USDC to the wallet you paid from (${payer.slice(0, 4)}...${payer.slice(-4)}).`,
    );
    await expect(form.getByTestId("refund-when")).toContainText(
      "Once we approve, it reaches your wallet within minutes.",
    );
    await form.getByLabel("Why are you asking for a refund?").selectOption("no_effect");
    await form.getByRole("button", { name: "Send refund request" }).click();
    await expect(page.getByTestId("refund-status")).toContainText("Waiting for our answer");
    await expect(page.getByTestId("refund-timeline")).toContainText("Refund requested: $39.00");

    // The operator approves it; USDC goes back to the wallet that paid.
    const desk = await context.newPage();
    await desk.goto(store.origin);
    await signIn(desk, { seed: ADMIN_SEED, origin: store.origin });
    await desk.goto(`${store.origin}/admin/refunds`);
    await waitForHydration(desk);
    const row = desk.getByTestId("refund-request").filter({ hasText: paid.number });
    await expect(row).toContainText("USDC");
    await expect(desk.getByTestId("payment-returns-console")).toContainText(late.number);
    for (const width of [1280, 390]) {
      await desk.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await desk.screenshot({ path: `${SHOTS}/admin-refunds-usdc-${width}.png`, fullPage: true });
    }
    await desk.setViewportSize({ width: 1280, height: 900 });
    // The approve form's own tick (the row also has the outside refund's form).
    await row
      .locator("form")
      .filter({ has: desk.getByRole("button", { name: "Approve and refund" }) })
      .getByLabel("I understand this cannot be undone")
      .check();
    await row.getByRole("button", { name: "Approve and refund" }).click();
    await expect(desk.getByRole("status").filter({ hasText: "Approved: $39.00" })).toBeVisible();

    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("refund-timeline")).toContainText("USDC sent back to the wallet that paid", {
        timeout: 1_000,
      });
    }).toPass();
    const timeline = page.getByTestId("refund-timeline");
    await expect(timeline).toContainText("Refund requested: $39.00");
    await expect(timeline).toContainText("Refund approved: $39.00");
    await expect(page.getByTestId("order-status")).toHaveText("Refunded");
    await expect(page.getByTestId("payment-settled")).toHaveText(
      /^Refunded \$39\.00 on [A-Z][a-z]+, [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
    );
    await expect(page.getByTestId("payment-section")).not.toContainText("Thank you");
    await page.getByTestId("order-timeline").scrollIntoViewIfNeeded();
    await shoot("order-refund-timeline");
  } finally {
    await context.close();
    await store.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
