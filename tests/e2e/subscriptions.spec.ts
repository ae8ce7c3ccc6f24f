// Subscribing for real: subscribe, pay on the local Solana chain, manage the subscription from the
// order page's link (skip, change frequency), and the operator pauses it from the console.
import { randomBytes } from "node:crypto";
import { ADMIN_SEED } from "./fixtures/admin";
import { installPhantom, signIn } from "./fixtures/phantom";
import { fundWallet, payWithUsdc } from "./fixtures/chain";
import { placeOrder } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

test.describe.configure({ timeout: 180_000 });

test("subscribe, pay in USDC, manage the subscription; the operator pauses it", async ({ page, browser }) => {
  const seed = `sub-${randomBytes(4).toString("hex")}`;
  const phantom = await installPhantom(page, { seed });
  await fundWallet(phantom.address);
  await page.goto("/");
  await signIn(page, { seed });

  await placeOrder(page, "subscribe");
  await payWithUsdc(page, "$39.00");

  // The paid order started the subscription; its page is one link away.
  await page.reload();
  await page.getByTestId("manage-subscription-link").click();
  await expect(page).toHaveURL(/\/subscriptions\/[0-9a-f-]{36}\?token=/);
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByTestId("next-cost")).toHaveText("$39.00");
  await expect(page.getByTestId("frequency")).toHaveText("4 weeks");
  const firstDay = await page.getByTestId("next-delivery").textContent();
  await waitForHydration(page);

  await page.getByTestId("form-skip").getByRole("button", { name: "Skip next delivery" }).click();
  await expect(page.getByTestId("control-message")).toContainText("Skipped. Your next delivery is on");
  await expect(page.getByTestId("next-delivery")).not.toHaveText(firstDay!);

  await page.getByLabel("Deliver every").selectOption("6");
  await page.getByTestId("form-frequency").getByRole("button", { name: "Save frequency" }).click();
  await expect(page.getByTestId("control-message")).toContainText("Deliveries now come every 6 weeks");
  await expect(page.getByTestId("frequency")).toHaveText("6 weeks");

  // The same schema in the browser: 11 bags is refused before the form leaves.
  await page.getByLabel("Bags per delivery (1-10)").fill("11");
  await page.getByTestId("form-quantity").getByRole("button", { name: "Save quantity" }).click();
  await expect(page.getByTestId("form-quantity")).toContainText("Choose from 1 to 10 bags.");
  await expect(page.getByTestId("quantity")).toHaveText("1");

  await expect(page.getByTestId("subscription-history")).toContainText("Delivery skipped");
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "test-results/subscription-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "test-results/subscription-390.png", fullPage: true });
  const subscriptionUrl = new URL(page.url());
  const subscriptionId = subscriptionUrl.pathname.split("/").pop()!;

  // Without JavaScript a form still works.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noScript = await plain.newPage();
    await noScript.goto(page.url());
    await noScript.getByLabel("Bags per delivery (1-10)").fill("2");
    await noScript.getByTestId("form-quantity").getByRole("button", { name: "Save quantity" }).click();
    await expect(noScript.getByTestId("control-message")).toContainText("Each delivery now brings 2 bags.");
  } finally {
    await plain.close();
  }

  // Someone without the link is told it does not exist.
  const stranger = await browser.newContext();
  try {
    const response = await (await stranger.newPage()).goto(`/subscriptions/${subscriptionId}`);
    expect(response?.status()).toBe(404);
  } finally {
    await stranger.close();
  }

  // The operator pauses it on the subscriber's behalf.
  const operator = await browser.newContext();
  try {
    const admin = await operator.newPage();
    await admin.goto("/");
    await signIn(admin, { seed: ADMIN_SEED });
    await admin.goto("/admin/subscriptions");
    await expect(admin.getByTestId("figure-active")).not.toHaveText("0");
    await expectNoA11yViolations(admin);
    await admin.screenshot({ path: "test-results/admin-subscriptions-1280.png", fullPage: true });
    await admin.goto(`/admin/subscriptions/${subscriptionId}`);
    await admin.getByRole("button", { name: "Pause until resumed" }).click();
    await expect(admin.getByRole("status")).toContainText("Paused until you resume");
    await expect(admin.getByTestId("admin-subscription-summary")).toContainText("Paused");
    await expectNoA11yViolations(admin);
  } finally {
    await operator.close();
  }
  await page.reload();
  await expect(page.getByTestId("subscription-status")).toHaveText("Paused");
  await expect(page.getByTestId("form-resume")).toBeVisible();
});
