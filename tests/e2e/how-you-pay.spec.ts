// A shopper knows how they will pay before they order: the product page and checkout list the ways
// this store takes (card first, as Stripe is set up here; USDC explained) and how renewals are paid;
// the product page shows the shipping for what is chosen. At a phone's width and a desktop's.
import { howYouPay } from "../../app/content/how-you-pay";
import { addFromProduct } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

for (const width of [390, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("the product page says how you pay and what shipping costs for the choice", async ({ page }) => {
      await page.goto("/product");
      const how = page.getByTestId("how-you-pay");
      await expect(how.getByRole("listitem").first()).toHaveText(howYouPay.card);
      await expect(how.getByRole("listitem").nth(1)).toHaveText(howYouPay.usdc);
      await expect(page.getByTestId("how-renewals-pay")).toContainText(howYouPay.renewalCard);
      await expect(page.getByTestId("how-renewals-pay")).toContainText(howYouPay.renewalUsdc);

      const shipping = page.getByTestId("shipping-for-choice").locator("span:visible");
      await expect(shipping).toHaveText("Shipping: free on every subscription delivery.");
      // Before the app runs, the line follows the radio.
      await page.getByTestId("purchase-one_time").check();
      await expect(shipping).toHaveText("Shipping: $8.99 (free with two bags). Total $57.99.");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Increase quantity" }).first().click();
      await expect(shipping).toHaveText("Shipping: free. Total $98.00.");
      await page.getByTestId("purchase-subscribe").check();
      await expect(shipping).toHaveText("Shipping: free on every subscription delivery.");
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `test-results/product-how-you-pay-${width}.png` });
    });

    test("checkout lists the ways to pay before Place order, and how a subscription renews", async ({ page }) => {
      await addFromProduct(page, "subscribe");
      await page.getByRole("link", { name: "Proceed to Checkout" }).click();
      const how = page.getByTestId("checkout-form").getByTestId("how-you-pay");
      await expect(how.getByRole("listitem").first()).toHaveText(howYouPay.card);
      await expect(page.getByTestId("how-renewals-pay")).toContainText(howYouPay.renewalUsdc);
      const [howBox, button] = await Promise.all([
        how.boundingBox(),
        page.getByRole("button", { name: "Place order" }).boundingBox(),
      ]);
      expect(howBox!.y).toBeLessThan(button!.y);
      await expectNoA11yViolations(page);
      await how.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/checkout-how-you-pay-${width}.png` });
    });
  });
}
