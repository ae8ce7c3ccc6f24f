// A holder spends NPX on a bag and sees a perk for what they hold: the operator turns NPX spending on
// and sets a perk in /admin/holders; a signed-in shopper whose first order was paid has 10,000 NPX
// to spend, is refused more than that, applies it in the cart and places an order that charges $4.90
// less with free shipping; the product page tells the holder (and no one else) what the holding gets.
// The operator's settings are put back at the end (other journeys share the store).
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { ADMIN_SEED } from "./fixtures/admin";
import { signIn } from "./fixtures/phantom";
import { addFromProduct, fillAddress, placeOrder } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

const newClientAddress = () => `10.${[...randomBytes(3)].join(".")}`;
const SHOTS = process.env.SHOTS_DIR;

/** The whole page at both widths, and at 390 the part the journey changed (`closeUp`) on its own. */
async function shoot(page: Page, name: string, closeUp = "main") {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    if (width === 390)
      await page
        .locator(closeUp)
        .first()
        .screenshot({ path: `${SHOTS}/${name}-390-part.png` });
  }
}

// A refused amount answers 400, as every refused form does.
test.use({ allowedConsoleErrors: ["status of 400"] });

test("a holder pays part of an order with NPX and gets free shipping for what they hold", async ({ browser }) => {
  const admin = await (
    await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": newClientAddress() } })
  ).newPage();
  await admin.goto("/");
  await signIn(admin, { seed: ADMIN_SEED });
  const shopper = await (
    await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": newClientAddress() } })
  ).newPage();
  await shopper.goto("/");
  await signIn(shopper, { seed: `holder-${randomBytes(4).toString("hex")}` });

  // The shopper's first order earns 10,000 NPX once the operator marks it paid.
  await placeOrder(shopper, "one_time");
  const firstOrder = /\/orders\/([0-9a-f-]{36})/.exec(shopper.url())![1]!;
  await admin.goto(`/admin/orders/${firstOrder}`);
  await admin.getByLabel("I understand this cannot be undone").check();
  await admin.getByRole("button", { name: "Mark paid" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Order marked paid." })).toBeVisible();

  await admin.goto("/admin/holders");
  await waitForHydration(admin);
  const settings = admin.getByRole("region", { name: "Paying with NPX", exact: true });
  await settings.getByLabel("Most of the subtotal paid in NPX (%)").fill("95");
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings.getByText("Enter a percent from 0 to 90.")).toBeVisible();
  await settings.getByLabel("Let holders pay with NPX").check();
  await settings.getByLabel("Most of the subtotal paid in NPX (%)").fill("50");
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(admin.getByTestId("holder-rate")).toContainText("10,000 NPX = $4.90, up to 50% of the subtotal.");
  const perks = admin.getByRole("region", { name: "Perks by holding", exact: true });
  for (const [from, kind, percent] of [
    ["10000", "Free shipping", ""],
    ["1000000", "Percent off", "5"],
  ] as const) {
    await perks.getByLabel("From a holding of (NPX)").fill(from);
    await perks.getByLabel("Perk", { exact: true }).selectOption({ label: kind });
    if (percent) await perks.getByLabel("Percent off").fill(percent);
    await perks.getByRole("button", { name: "Add perk" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Perk added." })).toBeVisible();
  }
  await expect(perks.getByRole("row").filter({ hasText: "10,000 NPX" })).toContainText("Free shipping");

  try {
    // The product page says what the shopper's holding gets, to the shopper alone.
    await shopper.goto("/product");
    const perkLine = shopper.getByTestId("npx-reward").getByTestId("holder-perk-line");
    await expect(perkLine).toHaveText(
      "Your 10,000 NPX: Free shipping on this order. Hold 990,000 NPX more for 5% off.",
    );
    await waitForHydration(shopper);
    await expect(perkLine).toBeVisible();
    await shoot(shopper, "product-holder", "[data-testid=npx-reward]");
    await admin.goto("/product");
    await expect(admin.getByTestId("holder-perk-line")).toBeVisible();
    await expect(admin.getByTestId("holder-perk-line")).not.toContainText("Your 10,000 NPX");
    const visitor = await (
      await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": newClientAddress() } })
    ).newPage();
    for (let load = 0; load < 2; load++) {
      // The second load is the page kept for every visitor.
      await visitor.goto("/product");
      await expect(visitor.getByTestId("reward-signed-out")).toBeVisible();
      await expect(visitor.getByTestId("holder-perk-line")).toHaveCount(0);
      expect(await visitor.content()).not.toContain("10,000 NPX:");
    }
    await shoot(visitor, "product-visitor", "[data-testid=npx-reward]");

    await addFromProduct(shopper, "one_time");
    await waitForHydration(shopper);
    const panel = shopper.getByTestId("holder-panel");
    await expect(panel).toContainText("You hold 10,000 NPX");
    await expect(panel).toContainText("Yours on this order: Free shipping");
    await expect(panel).toContainText("Hold 990,000 NPX more for 5% off.");
    await expect(shopper.getByTestId("shipping")).toHaveText("Free");
    await expect(panel).toContainText("You have 10,000 NPX earned here and not yet claimed.");

    await panel.getByLabel("NPX to apply").fill("20000");
    await panel.getByRole("button", { name: "Apply NPX" }).click();
    await expect(shopper.getByTestId("npx-error")).toHaveText("You have 10,000 NPX to spend; enter that or less.");
    await panel.getByLabel("NPX to apply").fill("10000");
    await panel.getByRole("button", { name: "Apply NPX" }).click();
    await expect(shopper.getByTestId("discount-npx")).toHaveText("−$4.90");
    await expect(shopper.getByTestId("totals")).toContainText("NPX applied (10,000 NPX)");
    // "Remove NPX" is a target a thumb can hit: 44 px tall at both widths.
    for (const width of [390, 1280]) {
      await shopper.setViewportSize({ width, height: 900 });
      const remove = panel.getByRole("button", { name: "Remove NPX" });
      expect((await remove.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    const total = await shopper.getByTestId("total").textContent();
    await expectNoA11yViolations(shopper);
    await shoot(shopper, "cart-npx", "aside");

    await shopper.setViewportSize({ width: 1280, height: 900 });
    await shopper.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(shopper).toHaveURL(/\/checkout$/);
    await expect(shopper.getByTestId("discount-npx")).toHaveText("−$4.90");
    await expect(shopper.getByTestId("npx-applied")).toHaveText("10,000 NPX applied: $4.90 off.");
    await expect(shopper.getByTestId("total")).toHaveText(total!);
    await expectNoA11yViolations(shopper);
    await shoot(shopper, "checkout-npx", "aside");
    await shopper.setViewportSize({ width: 1280, height: 900 });
    await fillAddress(shopper);
    await shopper.getByRole("button", { name: "Place order" }).click();
    await expect(shopper).toHaveURL(/\/orders\/[0-9a-f-]{36}\?token=/);
    await expect(shopper.getByTestId("discount-npx")).toHaveText("−$4.90");
    await expect(shopper.getByTestId("shipping")).toHaveText("Free");
    await expect(shopper.getByTestId("total")).toHaveText(total!);
    await shoot(shopper, "order-npx", "[data-testid=totals]");

    // Spent: the next cart has nothing left to apply, and the console lists the order's NPX as held.
    await addFromProduct(shopper, "one_time");
    await expect(shopper.getByTestId("holder-panel")).not.toContainText("Apply NPX");
    // /rewards lists the perk used and the NPX spent on the order.
    await shopper.goto("/rewards");
    const history = shopper.getByTestId("holder-history");
    await expect(history.getByTestId("holder-history-row")).toHaveCount(1);
    await expect(history.getByTestId("holder-history-row")).toContainText("Free shipping");
    await expect(history.getByTestId("holder-history-row")).toContainText("10,000 NPX ($4.90)");
    await expect(history.getByTestId("holder-history-total")).toHaveText(
      "Holder perks on 1 order; you spent 10,000 NPX ($4.90 off).",
    );
    await expect(shopper.getByTestId("adds-spent")).toHaveText("10,000 NPX");
    await expectNoA11yViolations(shopper);
    await shoot(shopper, "rewards-holder-history", "[data-testid=holder-history]");
    await admin.goto("/admin/holders");
    await expect(admin.getByRole("region", { name: "Recent orders with NPX or a perk", exact: true })).toContainText(
      "Held with the order",
    );
    await shoot(admin, "console-holders");
  } finally {
    // Put the store back for the journeys that share it.
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto("/admin/holders");
    await waitForHydration(admin);
    const region = admin.getByRole("region", { name: "Perks by holding", exact: true });
    while ((await region.getByRole("button", { name: "End" }).count()) > 0) {
      await region.getByRole("button", { name: "End" }).first().click();
      await expect(admin.getByRole("status").filter({ hasText: "Perk ended." })).toBeVisible();
      await admin.goto("/admin/holders");
    }
    await admin
      .getByRole("region", { name: "Paying with NPX", exact: true })
      .getByLabel("Let holders pay with NPX")
      .uncheck();
    await admin
      .getByRole("region", { name: "Paying with NPX", exact: true })
      .getByRole("button", { name: "Save" })
      .click();
    await expect(admin.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  }
});
