// Sales tax end to end: a store of its own with TAX_MODE=stripe and a Stripe double of its own
// (the shared store keeps TAX_MODE off, so every other journey is unchanged). A shopper sees that
// the tax comes with the address, then Texas's tax on the order page and on Stripe's page, pays,
// and the tax is filed at Stripe; with Stripe Tax down, checkout says so and places nothing, also
// without JavaScript. TAX_SHOTS=<folder> saves the pages at 1280 and 390 wide.
import { spawn, type ChildProcess } from "node:child_process";
import type { Page } from "@playwright/test";
import { startStripeDouble, type StripeDouble } from "../support/stripe-double/server";
import { svmFixtures } from "../support/svm-rpc/addresses";
import { ADMIN_ADDRESS, ADMIN_SEED } from "./fixtures/admin";
import { signIn } from "./fixtures/phantom";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

const WEBHOOK_SECRET = "whsec_e2e_tax_double";
let double: StripeDouble;
let store: ChildProcess;
let origin = "";

async function startTaxStore(stripeUrl: string): Promise<string> {
  store = spawn(process.execPath, ["server/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      PGLITE_DIR: "memory://",
      DATABASE_URL: "",
      // Its "NAVA storefront on …" line (info) says which port it took.
      LOG_LEVEL: "info",
      RATE_LIMIT_POSTS_PER_MINUTE: "100000",
      SCHEDULER_INTERVAL_MS: "500",
      SOLANA_RPC_URL: process.env.E2E_SOLANA_RPC_URL,
      SOLANA_CLUSTER: "localnet",
      MERCHANT_WALLET: svmFixtures.merchant,
      USDC_MINT: svmFixtures.usdcMint,
      STRIPE_SECRET_KEY: "sk_test_e2e_tax",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeUrl,
      TAX_MODE: "stripe",
      ADMIN_WALLETS: ADMIN_ADDRESS,
      SMTP_URL: "",
      TEST_CONTROL_PORT: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  store.stdout!.on("data", (chunk) => (output += chunk));
  store.stderr!.on("data", (chunk) => (output += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the store did not start:\n${output}`)), 170_000);
    store.stdout!.on("data", () => {
      const match = /NAVA storefront on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    store.once("exit", () => reject(new Error(`the store exited:\n${output}`)));
  });
  return `http://127.0.0.1:${port}`;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Webhooks go to the tax store, which is known once it listens.
  double = await startStripeDouble({
    webhookSecret: WEBHOOK_SECRET,
    webhook: async (body, signature) => {
      const response = await fetch(`${origin}/webhooks/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
        body,
      });
      await response.body?.cancel();
      return response.status;
    },
  });
  origin = await startTaxStore(double.url);
});

test.afterAll(async () => {
  if (store && store.exitCode === null) {
    const exited = new Promise((resolve) => store.once("exit", resolve));
    store.kill("SIGTERM");
    await exited;
  }
  await double?.close();
});

async function shoot(page: Page, name: string) {
  const folder = process.env.TAX_SHOTS;
  if (!folder) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function toCheckout(page: Page) {
  await page.goto(`${origin}/product`);
  await waitForHydration(page);
  await page.getByTestId("purchase-one_time").check();
  await page.getByTestId("purchase-form").getByRole("button", { name: "Add to Cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

async function fillTexas(page: Page) {
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Address", { exact: true }).fill("1 Main St");
  await page.getByLabel("City").fill("Austin");
  await page.getByLabel("State").selectOption("TX");
  await page.getByLabel("ZIP code").fill("78701");
}

test("a Texas order: the tax comes with the address, is on the order and Stripe's page, and is filed once paid", async ({
  page,
}) => {
  await toCheckout(page);
  await waitForHydration(page);
  const summary = page.getByRole("complementary", { name: "Your order" });
  await expect(summary.getByTestId("tax")).toHaveText("Add your address");
  await expect(summary.getByTestId("totals").locator("dt").last()).toHaveText("Total before tax");
  await expect(page.getByTestId("tax-note")).toHaveText(
    "Sales tax comes from your shipping address: it shows here once the address is complete, and always before you pay.",
  );
  await shoot(page, "checkout");
  // The address typed: Texas's tax and the total with it, before the order is placed.
  // $49.00 + $8.99 shipping, 8.25% on both: $4.78.
  await fillTexas(page);
  await expect(summary.getByTestId("tax")).toHaveText("$4.78");
  await expect(summary.getByTestId("total")).toHaveText("$62.77");
  await expect(summary.getByTestId("totals").locator("dt").last()).toHaveText("Total");
  await expect(page.getByTestId("tax-note")).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shoot(page, "checkout-taxed");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?token=/);

  // The order is at the total checkout showed.
  const totals = page.getByTestId("totals");
  await expect(totals.getByTestId("tax")).toHaveText("$4.78");
  await expect(totals.getByTestId("total")).toHaveText("$62.77");
  await expect(totals.locator("dt").nth(2)).toHaveText("Sales tax");
  await expectNoA11yViolations(page);
  await shoot(page, "order-awaiting");
  const number = (await page.getByTestId("order-number").textContent())!;
  const orderId = /\/orders\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  await page.getByTestId("payment-section").getByRole("button", { name: "Pay $62.77 by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${double.url}/c/pay/cs_test_`));
  await expect(page.getByText("Sales tax")).toBeVisible();
  await page.getByLabel("Visa ending 4242 (succeeds)").check();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await expect(page.getByTestId("totals").getByTestId("tax")).toHaveText("$4.78");
  await shoot(page, "order-paid");

  // The store's scheduler files the calculation as a tax transaction under the order's number.
  await expect
    .poll(() => [...double.tax.transactions.values()].map((t) => [t.type, t.reference]))
    .toEqual([["transaction", number]]);

  // The console's order shows the tax too.
  await signIn(page, { seed: ADMIN_SEED, origin });
  await page.goto(`${origin}/admin/orders/${orderId}`);
  await expect(page.getByTestId("admin-order-tax")).toHaveText("$4.78");
  await shoot(page, "admin-order");
});

test.describe("Stripe Tax down", () => {
  test.afterEach(() => double.setTaxDown(false));

  for (const javaScriptEnabled of [true, false]) {
    test(`checkout says so and places no order (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      if (javaScriptEnabled) await toCheckout(page);
      else {
        await page.goto(`${origin}/product`);
        await page.getByTestId("purchase-one_time").check();
        await page.getByTestId("purchase-form").getByRole("button", { name: "Add to Cart" }).click();
        await page.goto(`${origin}/checkout`);
      }
      await fillTexas(page);
      // With JavaScript the typed address was quoted first (the placing is counted below).
      if (javaScriptEnabled) await expect(page.getByTestId("totals").getByTestId("tax")).toHaveText("$4.78");
      const calculations = double.tax.calculations.size;
      double.setTaxDown(true);
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page.getByText("We couldn't calculate sales tax right now; nothing was charged.")).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      expect(double.tax.calculations.size).toBe(calculations);
      if (javaScriptEnabled) await shoot(page, "checkout-tax-down");

      // Back up: the same form places the order, with the address the shopper typed.
      double.setTaxDown(false);
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?token=/);
      await expect(page.getByTestId("totals").getByTestId("tax")).toHaveText("$4.78");
      await context.close();
    });
  }
});

test.describe("the tax shown before placing", () => {
  // The refused placing answers 409 (the browser logs it); the page says why.
  test.use({ allowedConsoleErrors: ["status of 409"] });
  test.afterEach(() => {
    double.setTaxDown(false);
    double.setTaxRate("TX", null);
  });

  test("the rate changes between the quote and Place order: nothing is placed, the new tax and total are shown, and the order is at them", async ({
    page,
  }) => {
    await toCheckout(page);
    await waitForHydration(page);
    await fillTexas(page);
    const summary = page.getByRole("complementary", { name: "Your order" });
    await expect(summary.getByTestId("tax")).toHaveText("$4.78");
    await expect(summary.getByTestId("total")).toHaveText("$62.77");

    // Texas's rate goes to 9%: $5.22 on $57.99.
    double.setTaxRate("TX", "9.0");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Sales tax for your address is now $5.22, so your total is $63.21, not the $62.77 shown before. Nothing was placed: check the new total and place your order again.",
    );
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(summary.getByTestId("tax")).toHaveText("$5.22");
    await expect(summary.getByTestId("total")).toHaveText("$63.21");
    await shoot(page, "checkout-tax-changed");

    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?token=/);
    await expect(page.getByTestId("totals").getByTestId("tax")).toHaveText("$5.22");
    await expect(page.getByTestId("totals").getByTestId("total")).toHaveText("$63.21");
  });

  test("no tax where there is none, and no figure while Stripe Tax is down", async ({ page }) => {
    await toCheckout(page);
    await waitForHydration(page);
    await fillTexas(page);
    const summary = page.getByRole("complementary", { name: "Your order" });
    await expect(summary.getByTestId("tax")).toHaveText("$4.78");

    // Oregon: no sales tax, and no "$0.00" row.
    await page.getByLabel("City").fill("Portland");
    await page.getByLabel("State").selectOption("OR");
    await page.getByLabel("ZIP code").fill("97201");
    await expect(page.getByTestId("tax-note")).toHaveText("No sales tax on this order for your shipping address.");
    await expect(summary.getByTestId("tax")).toHaveCount(0);
    await expect(summary.getByTestId("total")).toHaveText("$57.99");
    await expect(summary.getByTestId("totals").locator("dt").last()).toHaveText("Total");

    double.setTaxDown(true);
    await page.getByLabel("ZIP code").fill("97202");
    await expect(page.getByTestId("tax-note")).toHaveText("Sales tax is calculated when you place the order.");
    await expect(summary.getByTestId("totals").locator("dt").last()).toHaveText("Total before tax");
    await expect(summary.getByTestId("total")).toHaveText("$57.99");
  });
});
