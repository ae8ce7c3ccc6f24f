// Target size on every public page (WCAG 2.2 2.5.8): every visible link, button, field, select,
// summary and checkbox label is at least 24 x 24 px or spaced as the criterion allows, at 390 and
// 1280 px; on a phone the main controls (header and tab bar, submit buttons, button-looking links,
// quantity steppers) are at least 44 px tall. The console's pages: console-fit.spec.ts.
import { randomBytes } from "node:crypto";
import { ADMIN_SEED } from "./fixtures/admin";
import { signIn } from "./fixtures/phantom";
import { siteRoutes } from "./fixtures/routes";
import { addFromProduct, fillAddress } from "./fixtures/shop";
import { targetAudit } from "./fixtures/tap-targets";
import { expect, test, waitForHydration } from "./fixtures/test";

for (const width of [390, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    const main = width === 390 ? ", main controls 44 px tall" : "";

    test(`every public page's targets are at least 24 px${main}`, async ({ page }) => {
      test.slow();
      const audit = targetAudit(width);
      for (const path of new Set([...siteRoutes, "/orders", "/subscriptions", "/creator"])) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await audit.check(page, path);
      }
      audit.expectNone();
    });

    test(`the cart, checkout and order pages' targets are at least 24 px${main}`, async ({ page }) => {
      test.slow();
      const audit = targetAudit(width);
      await addFromProduct(page, "one_time", 2);
      await audit.check(page, "/cart with two bags");
      await page.getByRole("link", { name: "Proceed to Checkout" }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await audit.check(page, "/checkout");
      await fillAddress(page);
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?token=/);
      await audit.check(page, "/orders/:id awaiting payment");
      audit.expectNone();
    });

    if (width === 390)
      test("the cart's and checkout's way back and Remove are 44 px tall on a phone", async ({ page }) => {
        const tall = async (name: string) => {
          const control = page.getByRole("main").getByRole(name === "Remove" ? "button" : "link", { name });
          expect((await control.first().boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
        };
        await addFromProduct(page, "one_time", 1);
        await tall("Back to Product");
        await tall("Remove");
        await page.getByRole("link", { name: "Proceed to Checkout" }).click();
        await expect(page).toHaveURL(/\/checkout$/);
        await tall("Edit cart");
      });
  });
}

// "Remove code" in the cart and at checkout is 44 px tall at both widths (a code the operator made).
test("Remove code is 44 px tall in the cart and at checkout, at 390 and 1280 px", async ({ browser, page }) => {
  const code = `TAP${randomBytes(3).toString("hex").toUpperCase()}`;
  const admin = await browser.newPage();
  await admin.goto("/");
  await signIn(admin, { seed: ADMIN_SEED });
  await admin.goto("/admin/discounts");
  await waitForHydration(admin);
  const create = admin.getByRole("region", { name: "New code" });
  await create.getByLabel("Code").fill(code);
  await create.getByLabel(/off/i).first().fill("10");
  await create.getByRole("button", { name: "Create code" }).click();
  await expect(admin.getByRole("status")).toHaveText(`${code} created.`);
  await admin.close();

  await addFromProduct(page, "one_time", 1);
  await waitForHydration(page);
  await page.getByLabel("Discount or creator code").fill(code);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  const remove = page.getByRole("button", { name: `Remove code ${code}` });
  const tall = async (where: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await remove.scrollIntoViewIfNeeded();
      const box = await remove.boundingBox();
      expect(box?.height, `${where} at ${width}`).toBeGreaterThanOrEqual(44);
    }
  };
  await expect(remove).toBeVisible();
  await tall("cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);
  await expect(remove).toBeVisible();
  await tall("checkout");
});
