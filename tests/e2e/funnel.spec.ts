// The funnel's console page: a shopper's visit (a person's browser, not a headless one: that is a
// bot) shows up as a visitor, a product view, a cart and a checkout started; the page reads at 390
// and 1280 px with its chart, its table and its period picker (a GET form), and passes axe.
import { expectCurrentSection, newClientAddress, operatorPage } from "./fixtures/console";
import { addFromProduct } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test } from "./fixtures/test";

const PERSON =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test.describe.configure({ mode: "default" });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: PERSON,
    extraHTTPHeaders: { "x-forwarded-for": newClientAddress() },
  });
  const shopper = await context.newPage();
  await shopper.goto("/");
  await addFromProduct(shopper, "subscribe");
  await shopper.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  await context.close();
});

for (const width of [390, 1280] as const) {
  test(`at ${width} px the funnel shows the visit as a chart and a table, and passes axe`, async ({ browser }) => {
    const admin = await operatorPage(browser, width);
    await admin.goto("/admin/funnel");
    await expect(admin.getByRole("heading", { level: 1, name: "Funnel" })).toBeVisible();
    await expectCurrentSection(admin, "Funnel");
    const chart = admin.getByRole("img", { name: /^Funnel from / });
    await expect(chart).toBeVisible();
    const steps = admin.getByRole("region", { name: "Steps and conversion" }).last();
    for (const step of ["Visitors", "Product views", "Carts started", "Checkouts started"])
      await expect(steps.getByRole("row").filter({ hasText: step }).getByRole("cell").nth(1)).not.toHaveText("0");
    await expect(admin.getByRole("region", { name: "Page views by page" }).last()).toContainText("/product");
    const [scrollWidth, innerWidth] = await admin.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth, "the page fits the window").toBeLessThanOrEqual(innerWidth);
    await expectNoA11yViolations(admin);
    await admin.screenshot({ path: `test-results/funnel-${width}.png`, fullPage: true });
    await admin.screenshot({ path: `test-results/funnel-${width}-top.png` });
    await admin
      .getByRole("region", { name: "By day" })
      .first()
      .screenshot({ path: `test-results/funnel-${width}-days.png` });

    // The period picker is a GET form: the choice is in the URL.
    await admin.getByLabel("Period").selectOption("7");
    await admin.getByRole("button", { name: "Show" }).click();
    await expect(admin).toHaveURL(/\/admin\/funnel\?days=7$/);
    await expect(admin.getByLabel("Period")).toHaveValue("7");
    // Today is the one day with counts: the header row and its row.
    await expect(admin.getByRole("region", { name: "By day" }).last().getByRole("row")).toHaveCount(2);
    await admin.context().close();
  });
}
