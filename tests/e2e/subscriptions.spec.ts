// Subscribing for real: subscribe, pay on the local Solana chain, manage the subscription from the
// order page's link (skip, change frequency), and the operator pauses and resumes it from the console.
// Each of its pages passes axe at 390 and 1280 wide (screenshots in test-results/).
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { ADMIN_SEED } from "./fixtures/admin";
import { installPhantom, signIn } from "./fixtures/phantom";
import { fundWallet, payWithUsdc } from "./fixtures/chain";
import { placeOrder } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

/** axe at a phone's width and a desktop's, with a screenshot of each to look at; ends at 1280. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoA11yViolations(page);
    // From the top, so the sticky header and the phone's tab bar are drawn where a visitor sees them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
}

test("subscribe, pay in USDC, manage the subscription; the operator pauses and resumes it", async ({
  page,
  browser,
}) => {
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
  await checkAtBothWidths(page, "subscription");
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

  // The signed-in wallet's list of its subscriptions.
  await page.goto("/subscriptions");
  await expect(page.getByTestId("wallet-subscriptions")).toContainText("NAVA Focus, 2 × every 6 weeks");
  await checkAtBothWidths(page, "subscriptions-mine");

  // Someone without the link is told it does not exist; /subscriptions offers them a link by email.
  const stranger = await browser.newContext();
  try {
    const strangerPage = await stranger.newPage();
    const response = await strangerPage.goto(`/subscriptions/${subscriptionId}`);
    expect(response?.status()).toBe(404);
    await strangerPage.goto("/subscriptions");
    await expect(strangerPage.getByTestId("wallet-subscriptions")).toHaveCount(0);
    await expect(strangerPage.getByRole("button", { name: "Email me a link" })).toBeVisible();
    await checkAtBothWidths(strangerPage, "subscriptions-guest");
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
    await checkAtBothWidths(admin, "admin-subscriptions");
    await admin.goto(`/admin/subscriptions/${subscriptionId}`);
    await admin.getByRole("button", { name: "Pause until resumed" }).click();
    await expect(admin.getByRole("status")).toContainText("Paused until you resume");
    await expect(admin.getByTestId("admin-subscription-summary")).toContainText("Paused");
    await checkAtBothWidths(admin, "admin-subscription");

    await page.goto(subscriptionUrl.toString());
    await expect(page.getByTestId("subscription-status")).toHaveText("Paused");
    await expect(page.getByTestId("form-resume")).toBeVisible();

    // Then resumes it, as the subscriber asked.
    await admin.getByRole("button", { name: "Resume subscription" }).click();
    await expect(admin.getByRole("status")).toContainText("Resumed. Your next delivery is on");
    await expect(admin.getByTestId("admin-subscription-summary")).toContainText("Active");
    await expect(admin.getByRole("button", { name: "Pause until resumed" })).toBeVisible();
  } finally {
    await operator.close();
  }
  await page.reload();
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByTestId("subscription-history")).toContainText("Resumed");
});
