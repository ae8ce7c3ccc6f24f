// A part refund by bags from both sides: the shopper asks for one bag of three, the operator
// approves it (back to the card), then the order's page lists what was refunded, offers only the
// bags left, and the console shows the earlier refund beside the next request.
import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { operatorPage } from "./fixtures/console";
import { addFromProduct, fillAddress, payWithCard } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

const SHOTS = process.env.SHOTS_DIR ?? "test-results";
mkdirSync(SHOTS, { recursive: true });

test("one bag of three refunded to the card; the next request sees it and only two bags are left", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `bags-${randomBytes(4).toString("hex")}@example.com`;
  await addFromProduct(page, "one_time", 3);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await fillAddress(page, { email });
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?token=/);
  const orderUrl = page.url();
  const number = (await page.getByTestId("order-number").textContent())!;
  await payWithCard(page, "$147.00");

  // One bag: the request asks what a bag cost on this order.
  await waitForHydration(page);
  const form = page.getByTestId("refund-form");
  await expect(form.getByTestId("refund-money")).toContainText("The whole order: $147.00 back to you.");
  await form.getByLabel("Only some bags").check();
  await form.getByLabel("NAVA Focus").selectOption({ label: "1 bag" });
  // How the amount is reached, to where, and how soon.
  const money = form.getByTestId("refund-money");
  await expect(money).toContainText("NAVA Focus: 1 bag × $49.00 = $49.00");
  await expect(money.getByTestId("refund-amount")).toHaveText("Back to you: $49.00");
  await expect(money.getByTestId("refund-to")).toHaveText("It goes back to the card you paid with.");
  await expect(money.getByTestId("refund-when")).toHaveText(
    "We decide within two business days. Once we approve, your bank takes 5–10 business days to show it.",
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await money.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/refund-by-bags-form-${width}.png` });
    await expectNoA11yViolations(page);
  }
  await form.getByLabel("Why are you asking for a refund?").selectOption("not_for_me");
  await form.getByRole("button", { name: "Send refund request" }).click();
  await expect(page.getByTestId("refund-status")).toContainText("Waiting for our answer");

  const admin = await operatorPage(browser, 1280);
  await admin.goto("/admin/refunds");
  await waitForHydration(admin);
  const row = admin.getByTestId("refund-request").filter({ hasText: number });
  await expect(row).toContainText("$49.00");
  // The approve form's own tick (the row also has the outside refund's form).
  await row
    .locator("form")
    .filter({ has: admin.getByRole("button", { name: "Approve and refund" }) })
    .getByLabel("I understand this cannot be undone")
    .check();
  await row.getByRole("button", { name: "Approve and refund" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Approved: $49.00" })).toBeVisible();

  // The order's page: what went back, and a form for the two bags left only.
  await page.goto(orderUrl);
  await waitForHydration(page);
  const earlier = page.getByTestId("refund-earlier");
  await expect(earlier).toContainText("Refunded already on this order");
  await expect(earlier).toContainText("$49.00 to the card");
  // The payment section says what went back (once Stripe's refund is recorded), not "paid, thank you".
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("payment-settled")).toHaveText(
      /^Part refunded: \$49\.00 of \$147\.00 back on [A-Z][a-z]+, [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
      { timeout: 1_000 },
    );
  }).toPass();
  await expect(page.getByTestId("payment-section")).not.toContainText("Thank you");
  // The heading and the status say so too: not "Thank you for your order", not "Paid".
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Part of your order was refunded");
  await expect(page.getByTestId("order-status")).toHaveText("Part refunded");
  await waitForHydration(page);
  const again = page.getByTestId("refund-form");
  const bags = again.getByLabel("NAVA Focus");
  await expect(bags.locator("option")).toHaveText(["None", "1 bag", "2 bags"]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await earlier.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/refund-by-bags-order-${width}.png`, fullPage: true });
    await expectNoA11yViolations(page);
  }

  // The second request: the console lists the first refund beside it.
  await again.getByLabel("Only some bags").check();
  await bags.selectOption({ label: "1 bag" });
  await expect(again.getByTestId("refund-money")).toContainText("NAVA Focus: 1 bag × $49.00 = $49.00");
  await again.getByLabel("Why are you asking for a refund?").selectOption("not_for_me");
  await again.getByRole("button", { name: "Send refund request" }).click();
  await expect(page.getByTestId("refund-status")).toContainText("Waiting for our answer");
  await admin.goto("/admin/refunds");
  // The open request (the approved one stays listed below it).
  const next = admin
    .getByTestId("refund-request")
    .filter({ hasText: number })
    .filter({ has: admin.getByRole("button", { name: "Approve and refund" }) });
  await expect(next).toContainText("Already refunded: $49.00");
  await expect(next).toContainText("$49.00 to the card");
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await next.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `${SHOTS}/refund-by-bags-console-${width}.png`, fullPage: true });
  }
});
