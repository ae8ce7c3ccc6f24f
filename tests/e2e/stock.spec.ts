// Stock from the operator's console to the last bag: the operator sets one bag, a shopper buys it,
// the product page says Sold out to everyone, and a second shopper who was at checkout is refused
// with a clear message and keeps the cart. Screenshots at 390 and 1280 go to test-results/.
import type { Browser, Page } from "@playwright/test";
import { newClientAddress, operatorPage } from "./fixtures/console";
import { addFromProduct, fillAddress, placeOrder } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

// Both journeys set the one product's stock on the same store: one after the other, never side by
// side (the second's save would meet the first's figure and be told the stock changed).
test.describe.configure({ mode: "serial" });

const SHOTS = "test-results";

async function shopper(browser: Browser, width = 1280, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    javaScriptEnabled,
    extraHTTPHeaders: { "x-forwarded-for": newClientAddress() },
  });
  return context.newPage();
}

async function setStock(page: Page, available: string, alertLevel = "0") {
  await page.goto("/admin/stock");
  const panel = page.getByRole("region", { name: "NAVA Focus" });
  await panel.getByLabel("Bags for sale").fill(available);
  await panel.getByLabel("Alert level").fill(alertLevel);
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText(`NAVA Focus: ${available} bag`);
  await expect(panel.getByTestId("stock-for-sale")).toHaveText(available);
}

test("an unpaid order's page says until when its bags are held; a cart above what one order may hold says so", async ({
  browser,
}) => {
  const operator = await operatorPage(browser, 1280);
  await setStock(operator, "40");
  const buyer = await shopper(browser, 390);
  await placeOrder(buyer, "one_time");
  await expect(buyer.getByText(/Your bags are held for you until .+\. Pay by then to be sure of them\./)).toBeVisible();
  for (const width of [390, 1280]) {
    await buyer.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await buyer.screenshot({ path: `${SHOTS}/order-held-${width}.png`, fullPage: true });
  }
  await buyer.context().close();

  const many = await shopper(browser, 390);
  await addFromProduct(many, "one_time", 11);
  await expect(many.getByRole("alert")).toHaveText(
    "An order holds at most 10 bags until it is paid. Lower the quantity to 10 or fewer to check out; order the rest once this order is paid.",
  );
  for (const width of [390, 1280]) {
    await many.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await many.screenshot({ path: `${SHOTS}/cart-over-cap-${width}.png`, fullPage: true });
  }
  await many.context().close();
  await operator.context().close();
});

test("the last bag: one order, Sold out for everyone, the second shopper refused with the cart kept", async ({
  browser,
}) => {
  const operator = await operatorPage(browser, 1280);

  // Bad input: a clear message, nothing saved (the browser's own check is switched off to reach the server).
  await setStock(operator, "5");
  const panel = operator.getByRole("region", { name: "NAVA Focus" });
  await panel.locator("form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await panel.getByLabel("Bags for sale").fill("-2");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(operator.getByRole("alert").first()).toHaveText(
    "Bags for sale must be a whole number from 0 to 100,000.",
  );
  await expect(panel.getByLabel("Bags for sale")).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByTestId("stock-for-sale")).toHaveText("5");
  await operator.screenshot({ path: `${SHOTS}/admin-stock-refused-1280.png`, fullPage: true });

  // At the alert level every visitor reads "Only a few bags left", never a count.
  await setStock(operator, "5", "5");
  const early = await shopper(browser, 390);
  await early.goto("/product");
  await expect(early.getByTestId("stock-low")).toHaveText("Only a few bags left");
  await early.getByTestId("stock-low").scrollIntoViewIfNeeded();
  await early.screenshot({ path: `${SHOTS}/product-low-390.png` });
  await early.context().close();

  await setStock(operator, "1");
  // The sales rate over 14 and 30 days and the days the bags last at it.
  const rate = operator.getByRole("region", { name: "NAVA Focus" }).getByTestId("stock-rate");
  await expect(rate).toContainText("Sold a day, last 14 days");
  await expect(rate).toContainText("Sold a day, last 30 days");
  await expect(rate.getByTestId("stock-days-left")).toHaveText(
    /^(About \d+ days?|Less than a day|No sales in 30 days)$/,
  );
  for (const width of [390, 1280]) {
    await operator.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await operator.screenshot({ path: `${SHOTS}/admin-stock-${width}.png`, fullPage: true });
  }

  // The second shopper has the bag in the cart and the address typed when the first buys it.
  const second = await shopper(browser);
  await addFromProduct(second, "one_time");
  await second.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(second).toHaveURL(/\/checkout$/);
  await fillAddress(second, { email: "second@example.com" });

  const first = await shopper(browser);
  await placeOrder(first, "one_time", { email: "first@example.com" });

  await second.getByRole("button", { name: "Place order" }).click();
  await expect(
    second.getByText(
      "Sorry, NAVA Focus just sold out: no order was placed and nothing was charged. Your cart is kept.",
    ),
  ).toBeVisible();
  await expect(second).toHaveURL(/\/checkout$/);
  for (const width of [390, 1280]) {
    await second.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await second.screenshot({ path: `${SHOTS}/checkout-refused-${width}.png`, fullPage: true });
  }
  await second.goto("/cart");
  await expect(second.getByRole("alert")).toHaveText(
    "NAVA Focus is sold out. Remove it from your cart to check out; everything else is kept.",
  );
  await expect(second.getByTestId("cart-line")).toHaveCount(1);
  await expect(second.getByTestId("cart-line")).toContainText("NAVA Focus");
  for (const width of [390, 1280]) {
    await second.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await second.screenshot({ path: `${SHOTS}/cart-sold-out-${width}.png`, fullPage: true });
  }

  // A new visitor (the kept page, redrawn when the state changed) sees Sold out everywhere it shows:
  // the photo's badge, both plans, the quantity and the button, each disabled, with why in words.
  const why =
    "Sold out: neither plan can be ordered right now. Leave your email below and we will write when bags are back.";
  for (const width of [390, 1280]) {
    const visitor = await shopper(browser, width);
    await visitor.goto("/product");
    await waitForHydration(visitor);
    await expect(visitor.getByTestId("gallery-stage")).toContainText("SOLD OUT");
    await expect(visitor.getByTestId("gallery-stage")).not.toContainText("BEST SELLER");
    const form = visitor.getByTestId("purchase-form");
    await expect(form.getByTestId("sold-out-choices")).toHaveText(why);
    for (const plan of ["subscribe", "one_time"]) {
      await expect(form.getByTestId(`purchase-${plan}`)).toBeDisabled();
      await expect(form.getByTestId(`purchase-${plan}-sold-out`)).toHaveText("Sold out");
    }
    await expect(form.getByRole("group", { name: /Choose your plan|plan/i })).toHaveAccessibleDescription(why);
    await expect(form.getByRole("textbox", { name: "Quantity" })).toBeDisabled();
    await expect(form.getByRole("textbox", { name: "Quantity" })).toHaveAccessibleDescription(why);
    await expect(form.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    await expect(visitor.getByTestId("sold-out")).toHaveText("Sold out");
    await expect(visitor.getByTestId("sold-out")).toBeDisabled();
    await expect(visitor.getByTestId("sold-out")).toHaveAccessibleDescription(why);
    await expect(visitor.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    // "Email me when it is back" keeps its distance from the card after it.
    const gap = await visitor.locator("#back-in-stock").evaluate((notify) => {
      const next = notify.closest("[data-testid=product-notes]")!.nextElementSibling!.getBoundingClientRect();
      return next.top - notify.getBoundingClientRect().bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(16);
    await expectNoA11yViolations(visitor);
    await visitor.locator("#back-in-stock").scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `${SHOTS}/product-sold-out-${width}.png` });
    await visitor.screenshot({ path: `${SHOTS}/product-sold-out-full-${width}.png`, fullPage: true });
    await visitor.context().close();
  }

  // "Email me when it is back" works with JavaScript off.
  const noScript = await shopper(browser, 390, false);
  await noScript.goto("/product");
  await noScript.getByRole("textbox", { name: "Email", exact: true }).fill("waiting@example.com");
  await noScript.getByRole("button", { name: "Notify me" }).click();
  await expect(noScript).toHaveURL(/\/product\?notify=ok#back-in-stock$/);
  await expect(noScript.getByTestId("notify-done")).toHaveText(
    "Thanks: we will email you once when it is back in stock.",
  );
  await noScript.screenshot({ path: `${SHOTS}/product-notify-done-390.png` });

  // The operator sees the list waiting; bags back, the product sells again.
  await operator.setViewportSize({ width: 1280, height: 900 });
  await operator.goto("/admin/stock");
  await expect(operator.getByText("1 address waits for a back-in-stock email.")).toBeVisible();
  await setStock(operator, "100000");
  await second.goto("/product");
  await expect(second.getByTestId("purchase-form").getByRole("button", { name: "Add to Cart" })).toBeVisible();
});
