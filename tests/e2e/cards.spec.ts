// Paying by card through the Stripe double (started beside the store by playwright.config.ts):
// our page posts to our action, which sends the shopper to the double's hosted Checkout; Pay there
// sends the signed webhook and comes back. The order page says "confirming" until the webhook
// has arrived, and turns paid by itself once it has.
import { placeOrder } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

const STRIPE = process.env.E2E_STRIPE_URL!;

async function steer(path: string) {
  const response = await fetch(`${STRIPE}/_double/${path}`, { method: "POST" });
  expect(response.ok).toBe(true);
}

// The double's webhook hold is one switch for the whole run: these journeys take turns.
test.describe.configure({ mode: "serial" });

test.describe("paying an order by card", () => {
  test.afterEach(() => steer("webhooks/release"));

  test("through Stripe's hosted page: back on the order page it says confirming, then paid once the webhook arrives", async ({
    page,
  }) => {
    await placeOrder(page, "one_time");
    const orderUrl = page.url();
    const section = page.getByTestId("payment-section");
    const pay = section.getByRole("button", { name: "Pay $57.99 by card" });
    await expect(pay).toBeVisible();
    await expect(section.getByRole("button", { name: "Pay $57.99 with USDC" })).toBeVisible();
    await waitForHydration(page);
    await expectNoA11yViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await section.screenshot({ path: `test-results/card-payment-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await steer("webhooks/hold");
    await pay.click();
    await expect(page).toHaveURL(new RegExp(`^${STRIPE}/c/pay/cs_test_`));
    await expect(page.getByRole("heading", { name: "Pay $57.99" })).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();

    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?token=.+&card=confirming$/);
    expect(page.url().startsWith(orderUrl.split("?")[0]!)).toBe(true);
    await expect(page.getByTestId("card-confirming")).toHaveText(
      "Confirming your card payment… This page updates as soon as the card network confirms it.",
    );
    await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
    // Nothing to pay twice while Stripe's word is on its way.
    await expect(section.getByRole("button")).toHaveCount(0);
    await waitForHydration(page);
    await page.waitForTimeout(2_500);
    await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");

    await steer("webhooks/release");
    await expect(page.getByTestId("payment-state")).toContainText("Card payment confirmed. Your order is paid.");
    await expect(page.getByTestId("order-status")).toHaveText("Paid");
    await page.reload();
    await expect(page.getByTestId("order-status")).toHaveText("Paid");
  });

  test("Cancel on Stripe's page comes back to the order, unpaid, with the card option again", async ({ page }) => {
    await placeOrder(page, "one_time");
    await page.getByRole("button", { name: "Pay $57.99 by card" }).click();
    await expect(page).toHaveURL(new RegExp(`^${STRIPE}/c/pay/`));
    const hosted = page.url();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/card=cancelled$/);
    await expect(page.getByTestId("card-payment")).toContainText("Card payment cancelled; nothing was charged.");
    await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
    // Trying again opens the same Checkout Session.
    await page.getByRole("button", { name: "Pay $57.99 by card" }).click();
    await expect(page).toHaveURL(hosted);
  });
});
