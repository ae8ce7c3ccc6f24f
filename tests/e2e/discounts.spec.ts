// A newsletter code run from the console alone: the operator makes WELCOME15, a shopper applies it at
// checkout, sees the discount line and new total before placing, and the order charges that; a
// second use by the same customer is refused with its reason and the cart kept. Without JavaScript,
// at 390 wide, a shopper applies it in the cart. A code for renewals is made and listed.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { ADMIN_SEED } from "./fixtures/admin";
import { signIn } from "./fixtures/phantom";
import { addFromProduct, fillAddress } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

const newClientAddress = () => `10.${[...randomBytes(3)].join(".")}`;
const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

// The refused code answers 400, as every refused checkout does.
test.use({ allowedConsoleErrors: ["status of 400"] });

test("the operator makes WELCOME15 in the console; a shopper's order gets 15% off", async ({ browser, page }) => {
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders({ "x-forwarded-for": newClientAddress() });
  const admin = await context.newPage();
  await admin.goto("/");
  await signIn(admin, { seed: ADMIN_SEED });
  await admin.goto("/admin/discounts");
  await waitForHydration(admin);
  const create = admin.getByRole("region", { name: "New code" });
  // A mistake first: a percent over 100 is refused in words, nothing made.
  await create.getByLabel("Code").fill("welcome15");
  await create.getByLabel("Percent off").fill("150");
  await create.getByRole("button", { name: "Create code" }).click();
  await expect(create.getByText("Enter a percent from 1 to 100.")).toBeVisible();
  await create.getByLabel("Percent off").fill("15");
  await create.getByLabel("Once per customer").check();
  await create.getByRole("button", { name: "Create code" }).click();
  await expect(admin.getByRole("status")).toHaveText("WELCOME15 created.");
  const row = admin.getByTestId("discount-row-WELCOME15");
  await expect(row).toContainText("15% off");
  await expect(row).toContainText("0 / no limit");
  await expectNoA11yViolations(admin);
  await shoot(admin, "admin-discounts");

  await page.setExtraHTTPHeaders({ "x-forwarded-for": newClientAddress() });
  const email = `welcome-${randomBytes(3).toString("hex")}@example.com`;
  await addFromProduct(page, "one_time", 2);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await waitForHydration(page);
  await fillAddress(page, { email });
  await page.getByLabel("Discount or creator code").fill("welcome15");
  await page.getByRole("button", { name: "Apply" }).click();
  // The discount line and the new total before the order is placed; the address typed is kept.
  const summary = page.getByTestId("totals");
  await expect(summary.getByTestId("discount")).toHaveText("−$14.70");
  await expect(summary.getByTestId("total")).toHaveText("$83.30");
  await expect(page.getByTestId("code-applied")).toHaveText("WELCOME15 applied.");
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  await shoot(page, "checkout-with-code");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?token=/);
  const totals = page.getByTestId("totals");
  await expect(totals).toContainText("Discount (WELCOME15)");
  await expect(totals.getByTestId("subtotal")).toHaveText("$98.00");
  await expect(totals.getByTestId("discount")).toHaveText("−$14.70");
  await expect(totals.getByTestId("total")).toHaveText("$83.30");
  await shoot(page, "order-with-code");

  // The same customer again (a +tag of the same address): refused with the reason, the cart kept.
  await addFromProduct(page, "one_time", 1);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await waitForHydration(page);
  await fillAddress(page, { email: email.replace("@", "+again@") });
  await page.getByLabel("Discount or creator code").fill("WELCOME15");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("code-error")).toHaveText("You've already used this code.");
  await expect(page.getByTestId("totals").getByTestId("total")).toHaveText("$57.99");
  await expect(page).toHaveURL(/\/checkout$/);
  await shoot(page, "checkout-refused");
  await page.goto("/cart");
  await expect(page.getByTestId("totals").getByTestId("subtotal")).toHaveText("$49.00");

  await admin.reload();
  await expect(admin.getByTestId("discount-row-WELCOME15")).toContainText("1 / no limit");

  // Without JavaScript, on a phone: the code applied in the cart, its line and total, then removed.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
  await plain.setExtraHTTPHeaders({ "x-forwarded-for": newClientAddress() });
  const shopper = await plain.newPage();
  await shopper.goto("/product");
  await shopper.getByTestId("purchase-one_time").check();
  await shopper.getByTestId("purchase-form").getByRole("button", { name: "Add to Cart" }).click();
  await expect(shopper).toHaveURL(/\/cart$/);
  const cartTotals = shopper.getByTestId("totals");
  await shopper.getByLabel("Discount or creator code").fill("NOSUCHCODE");
  await shopper.getByRole("button", { name: "Apply" }).click();
  await expect(shopper.getByTestId("code-error")).toContainText("We don't know that creator or promo code");
  await expect(cartTotals.getByTestId("subtotal")).toHaveText("$49.00");
  await shopper.getByLabel("Discount or creator code").fill("welcome15");
  await shopper.getByRole("button", { name: "Apply" }).click();
  await expect(cartTotals.getByTestId("discount")).toHaveText("−$7.35");
  await expect(cartTotals.getByTestId("total")).toHaveText("$50.64");
  if (SHOTS) await shopper.screenshot({ path: `${SHOTS}/cart-with-code-nojs-390.png`, fullPage: true });
  await shopper.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(shopper.getByTestId("totals").getByTestId("total")).toHaveText("$50.64");
  await expect(shopper.getByLabel("Discount or creator code")).toHaveValue("WELCOME15");
  await shopper.goto("/cart");
  await shopper.getByRole("button", { name: "Remove code WELCOME15" }).click();
  await expect(cartTotals.getByTestId("total")).toHaveText("$57.99");
  await expect(cartTotals.getByTestId("discount")).toHaveCount(0);
  await plain.close();

  // A code for renewals: 20% off a subscription's next 3 renewals, listed with its count.
  await admin.getByRole("region", { name: "New code" }).getByLabel("Code").fill("RENEW3");
  await create.getByLabel("Percent off").fill("20");
  await expect(create.getByLabel("For how many renewals")).toHaveCount(0);
  await create.getByLabel("For", { exact: true }).selectOption("renewals");
  await create.getByRole("button", { name: "Create code" }).click();
  // The renewal count is asked for only once the code is for renewals.
  await expect(create.getByText("Say for how many renewals: a whole number from 1 to 24.")).toBeVisible();
  await create.getByLabel("For how many renewals").fill("3");
  await create.getByRole("button", { name: "Create code" }).click();
  await expect(admin.getByRole("status")).toHaveText("RENEW3 created.");
  await expect(admin.getByTestId("discount-row-RENEW3")).toContainText("for 3 renewals");
  await shoot(admin, "admin-discounts-renewals");
  await context.close();
});

test("the operator edits a code's value and end, is warned of a past end, and ends it after a confirm step", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders({ "x-forwarded-for": newClientAddress() });
  const admin = await context.newPage();
  await admin.goto("/");
  await signIn(admin, { seed: ADMIN_SEED });
  await admin.goto("/admin/discounts");
  await waitForHydration(admin);
  const code = `E${randomBytes(3).toString("hex").toUpperCase()}`;
  const create = admin.getByRole("region", { name: "New code" });
  await create.getByLabel("Code").fill(code);
  // Dollars off is a dollar field: its label follows the kind chosen, its cap is a bag's price.
  await create.getByLabel("Kind").selectOption("amount");
  await create.getByLabel("Dollars off").fill("60");
  await create.getByRole("button", { name: "Create code" }).click();
  await expect(create.getByText("Enter dollars off, more than $0 and at most $49.00.")).toBeVisible();
  await create.getByLabel("Dollars off").fill("5");
  await create.getByRole("button", { name: "Create code" }).click();
  await expect(admin.getByRole("status")).toHaveText(`${code} created.`);
  const row = admin.getByTestId(`discount-row-${code}`);
  await expect(row).toContainText("$5.00 off");

  await row.getByRole("link", { name: `Edit ${code}` }).click();
  const edit = admin.getByRole("region", { name: `Edit ${code}` });
  await expect(edit).toBeVisible();
  await waitForHydration(admin);
  // A past end date is called out beside the field, and saving it changes nothing.
  const ends = edit.getByLabel("Ends on (optional)");
  await ends.fill("2020-01-01");
  await edit.getByLabel("Dollars off").fill("7.5");
  await edit.getByRole("button", { name: "Save changes" }).click();
  const past = "That day has passed: the code would stop at once. Choose today or a later day, or use End now.";
  await expect(edit.getByText(past)).toBeVisible();
  await expect(ends).toHaveAttribute("aria-invalid", "true");
  await expect(ends).toHaveAccessibleDescription(new RegExp(past.slice(0, 20)));
  await expect(row).toContainText("$5.00 off");
  await expectNoA11yViolations(admin);
  await shoot(admin, "admin-discount-edit-error");

  await ends.fill("2030-12-15");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(admin.getByRole("status")).toHaveText(`${code} saved.`);
  await expect(row).toContainText("$7.50 off");
  // The end reads as the store's day it was set to, not as a UTC instant.
  await expect(row.getByTestId("discount-ends")).toHaveText("Until Dec 15, 2030");
  await shoot(admin, "admin-discount-edited");

  // End now is a step of its own; "Keep the code" leaves it running.
  await row.getByRole("link", { name: `End now ${code}` }).click();
  const confirm = admin.getByRole("region", { name: `End ${code} now?` });
  await expect(confirm).toContainText("Orders that used it");
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(admin);
  }
  await shoot(admin, "admin-discount-end-confirm");
  await confirm.getByRole("link", { name: "Keep the code" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText("Active");

  // Without JavaScript, on a phone: the same two steps end it.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 900 },
    storageState: await context.storageState(),
  });
  await plain.setExtraHTTPHeaders({ "x-forwarded-for": newClientAddress() });
  const noJs = await plain.newPage();
  await noJs.goto("/admin/discounts");
  await noJs
    .getByTestId(`discount-row-${code}`)
    .getByRole("link", { name: `End now ${code}` })
    .click();
  await noJs
    .getByRole("region", { name: `End ${code} now?` })
    .getByRole("button", { name: "Yes, end it now" })
    .click();
  await expect(noJs.getByRole("status")).toHaveText(`${code} ended.`);
  await expect(noJs.getByTestId(`discount-row-${code}`)).toContainText("Ended");
  await plain.close();
  await context.close();
});
