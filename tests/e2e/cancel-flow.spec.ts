// An unpaid order's deadline on its page, and a subscription's cancel flow with and without
// JavaScript: why (one tap), the offers that fit, a save, and the final cancel one step away.
// Screenshots of each screen at 390 and 1280 (test-results/, and /tmp/shots-deadline when set).
import type { Page } from "@playwright/test";
import { operatorPage } from "./fixtures/console";
import { placeOrder, payWithCard } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

const SHOTS = process.env.SHOTS_DIR ?? "test-results";

/** Axe needs script in the page: a page without JavaScript is only photographed. */
async function shoot(page: Page, name: string, { axe = true } = {}) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (axe) await expectNoA11yViolations(page);
    if (axe) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test("an unpaid order's page says until when to pay, in the store's time zone", async ({ page }) => {
  await placeOrder(page, "one_time");
  await expect(page.getByTestId("unpaid-deadline")).toHaveText(
    /^Pay by \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) E[SD]T\. An order still unpaid then is cancelled\.$/,
  );
  await shoot(page, "order-deadline");
});

test("the cancel flow: why, offers that fit, a save, and the final cancel, with and without JavaScript", async ({
  page,
  browser,
}) => {
  await placeOrder(page, "subscribe");
  await payWithCard(page, "$39.00");
  await page.getByTestId("manage-subscription-link").click();
  await expect(page).toHaveURL(/\/subscriptions\/[0-9a-f-]{36}\?token=/);
  const subscriptionUrl = page.url();
  await waitForHydration(page);

  // With JavaScript: the flow's screens, a reason in one tap, and a way back.
  await page.getByTestId("start-cancel").click();
  await expect(page.getByRole("heading", { name: "Before you go: why are you cancelling?" })).toBeVisible();
  await expect(page.getByTestId("cancel-final").getByRole("button", { name: "Cancel subscription" })).toBeVisible();
  // Keeping it is a button as large as cancelling, beside it.
  const keep = await page.getByTestId("cancel-final").getByRole("link", { name: "Keep my subscription" }).boundingBox();
  const cancel = await page
    .getByTestId("cancel-final")
    .getByRole("button", { name: "Cancel subscription" })
    .boundingBox();
  expect(keep!.height).toBeGreaterThanOrEqual(cancel!.height);
  expect(keep!.width * keep!.height).toBeGreaterThanOrEqual(cancel!.width * cancel!.height * 0.9);
  await shoot(page, "cancel-why");
  await page.getByRole("button", { name: "I have too much coffee" }).click();
  await expect(page.getByTestId("cancel-reason")).toHaveText("I have too much coffee");
  await expect(page.getByTestId("offer-frequency")).toBeVisible();
  await expect(page.getByTestId("cancel-final").getByRole("button", { name: "Cancel subscription" })).toBeVisible();
  await shoot(page, "cancel-offers");
  await page.getByTestId("offer-frequency").getByRole("combobox").selectOption("8");
  await page.getByTestId("offer-frequency").getByRole("button", { name: "Save frequency" }).click();
  await expect(page.getByTestId("control-message")).toContainText("Deliveries now come every 8 weeks");
  await expect(page.getByTestId("frequency")).toHaveText("8 weeks");
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");

  // Without JavaScript: the same screens are plain links and forms; skip the question, then cancel.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noScript = await plain.newPage();
    await noScript.goto(subscriptionUrl);
    await noScript.getByTestId("start-cancel").click();
    await noScript.getByRole("link", { name: "Skip this question" }).click();
    await expect(noScript.getByRole("heading", { name: "Something that might fit better" })).toBeVisible();
    await expect(noScript.getByTestId("offer-pause")).toBeVisible();
    await noScript.getByTestId("cancel-final").getByRole("button", { name: "Cancel subscription" }).click();
    await expect(noScript.getByTestId("control-message")).toContainText("Cancelled. No further deliveries");
    await expect(noScript.getByTestId("subscription-status")).toHaveText("Cancelled");
    // A cancelled subscription states no next price.
    await expect(noScript.getByTestId("next-delivery")).toHaveText("No delivery scheduled");
    await expect(noScript.getByTestId("next-cost")).toHaveCount(0);
    await expect(noScript.getByText("It will cost")).toHaveCount(0);
    await shoot(noScript, "cancel-done", { axe: false });
  } finally {
    await plain.close();
  }
});

test("the operator turns the save discount on and reads the reasons and saves", async ({ browser }) => {
  const page = await operatorPage(browser, 1280);
  await page.goto("/admin/cancellations");
  await expect(page.getByRole("heading", { name: "Cancellations", level: 1 })).toBeVisible();
  const form = page.getByTestId("save-discount-form");
  await form.getByLabel("Percent off the next renewal").fill("95");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("alert")).toHaveText("Enter a whole percentage from 1 to 90.");
  await form.getByLabel("Offer the discount").check();
  await form.getByLabel("Percent off the next renewal").fill("30");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved: 30% off is offered, once per subscription.");
  await expect(page.getByTestId("cancel-figures")).toBeVisible();
  await shoot(page, "admin-cancellations");
  await page.context().close();
});
