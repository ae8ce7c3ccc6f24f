// A newsletter code run from the console alone: the operator makes WELCOME15, a shopper types it at
// checkout and the order page charges 15% off; a second use by the same customer is refused with
// its reason and the cart kept.
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
  await create.getByLabel("Percent or dollars off").fill("150");
  await create.getByRole("button", { name: "Create code" }).click();
  await expect(create.getByText("A percent is at most 100.")).toBeVisible();
  await create.getByLabel("Percent or dollars off").fill("15");
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
  await page.getByLabel("Creator or promo code").fill("welcome15");
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
  await page.getByLabel("Creator or promo code").fill("WELCOME15");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "You've already used this code." })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await shoot(page, "checkout-refused");
  await page.goto("/cart");
  await expect(page.getByTestId("totals").getByTestId("subtotal")).toHaveText("$49.00");

  await admin.reload();
  await expect(admin.getByTestId("discount-row-WELCOME15")).toContainText("1 / no limit");
  await context.close();
});
