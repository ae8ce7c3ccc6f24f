// The operator's dashboard at /admin, on a phone and a laptop: the figures for the chosen period
// beside the one before, the charts with their tables, the period form (a plain GET form), axe.
import { expectCurrentSection, fillConsole, operatorPage } from "./fixtures/console";
import { expect, expectNoA11yViolations, test } from "./fixtures/test";

test.describe.configure({ mode: "default" });

test.beforeAll(async ({ browser }) => {
  // An order awaiting payment and a paid subscription's first order (paid today).
  await fillConsole(browser);
});

for (const width of [390, 1280] as const) {
  test(`at ${width} px /admin opens on the dashboard: figures, charts with tables, the period form, no side scroll, axe`, async ({
    browser,
  }) => {
    test.slow();
    const admin = await operatorPage(browser, width);
    await admin.goto("/admin?period=7d");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expectCurrentSection(admin, "Dashboard");
    for (const heading of ["Sales", "Subscriptions", "Creators", "NPX rewards", "Reviews"])
      await expect(admin.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    // The paid subscription's order is a sale this week, and its subscription is active.
    const sales = admin.getByRole("region", { name: "Sales" });
    // Each figure opens the list of exactly what it counts: the orders paid in the period.
    await expect(sales.getByRole("link", { name: /^Orders\s*[1-9]/ })).toHaveAttribute(
      "href",
      /^\/admin\/orders\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&moved=payment$/,
    );
    await expect(sales.getByRole("img", { name: /Sales by day/ })).toBeVisible();
    // The week before is drawn dashed on both charts, and each day is named with its weekday.
    await expect(sales.getByTestId("previous-line")).toHaveCount(2);
    await expect(sales.getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d+$/).first()).toBeVisible();
    await sales.getByText("Show the numbers").first().click();
    await expect(sales.getByRole("table", { name: "Sales by day" })).toBeVisible();
    const subscriptions = admin.getByRole("region", { name: "Subscriptions" });
    await expect(subscriptions.getByRole("link", { name: /^Active\s*[1-9]/ })).toHaveAttribute(
      "href",
      "/admin/subscriptions?status=active",
    );
    await expect(subscriptions.getByRole("table", { name: /Subscribers by month of their first order/ })).toBeVisible();
    // Churn by month: this month's subscription started in it, so it is not in the month's base.
    await expect(subscriptions.getByTestId("churn-by-month")).toContainText(
      /[A-Z][a-z]{2} \d{4}\s*(none active|\d+ of \d+ \(\d+%\))/,
    );
    // The pool is read on chain (the test validator here), its runway beside it; a read slower
    // than the page's timeout (a busy machine) says so in plain words instead.
    await expect(
      admin
        .getByRole("link", { name: /^Reward pool [\d,]+ NPX$/ })
        .or(admin.getByText("The pool's balance is unavailable")),
    ).toBeVisible();

    const [scrollWidth, innerWidth] = await admin.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth, "page width against the window").toBeLessThanOrEqual(innerWidth);
    await expectNoA11yViolations(admin);
    await admin.screenshot({ path: `test-results/dashboard-${width}.png`, fullPage: true });

    // The period form is a GET form, folded under "Change period": the choice is in the address.
    await admin.getByText("Change period").click();
    await admin.getByLabel("Show").selectOption("last-week");
    await admin.getByRole("button", { name: "Show" }).click();
    await expect(admin).toHaveURL(/[?&]period=last-week/);
    await expect(admin.getByText(/Each figure beside/)).toBeVisible();
    const csv = await admin.request.get(
      (await admin.getByRole("link", { name: "Export orders (CSV)" }).getAttribute("href"))!,
    );
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toMatch(/^"order_number",/);
    await admin.context().close();
  });
}
