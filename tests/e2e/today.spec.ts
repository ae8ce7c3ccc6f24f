// The operator's Monday morning: the dashboard opens on what needs doing (Today), each line a link
// to the list it counts, and the console's menu carries the counts as badges read in the link's
// name. On a phone the to-do and the net sales are on the first screen, the period form folded.
import { fillConsole, operatorPage } from "./fixtures/console";
import { expect, expectNoA11yViolations, test } from "./fixtures/test";

test.describe.configure({ mode: "default" });

test.beforeAll(async ({ browser }) => {
  // A paid order (to ship) and an order awaiting payment.
  await fillConsole(browser);
});

/** The bottom of the first screen: the window, less the phone's fixed bottom bar. */
async function firstScreenBottom(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('nav[aria-label="Mobile"]');
    const top = bar && getComputedStyle(bar).display !== "none" ? bar.getBoundingClientRect().top : innerHeight;
    return Math.min(top, innerHeight);
  });
}

for (const width of [390, 1280] as const) {
  test(`at ${width} px the dashboard opens on Today, each line opens its list, the menu shows the counts, axe`, async ({
    browser,
  }) => {
    test.slow();
    const admin = await operatorPage(browser, width);
    await admin.goto("/admin");
    const today = admin.getByRole("region", { name: "Today" });
    const toShip = today.getByRole("link", { name: /\d+ paid orders? to ship/ });
    await expect(toShip).toBeVisible();
    await expect(toShip).toContainText(/Oldest first: NAVA-\d+ paid/);

    // The first screen, without scrolling: the whole to-do, then the net sales.
    const bottom = await firstScreenBottom(admin);
    const todayBox = (await today.boundingBox())!;
    expect(todayBox.y + todayBox.height, "Today's bottom against the first screen").toBeLessThanOrEqual(bottom);
    const net = admin.getByRole("region", { name: "Sales" }).getByRole("link", { name: /^Net sales/ });
    const netBox = (await net.boundingBox())!;
    expect(netBox.y + netBox.height, "net sales' bottom against the first screen").toBeLessThanOrEqual(bottom);
    // The period form is folded; its summary says which period is shown.
    await expect(admin.getByLabel("Show")).toBeHidden();
    await expect(admin.getByText(/Each figure beside/)).toBeVisible();
    await admin.screenshot({ path: `test-results/today-${width}.png` });

    // The menu: the count is part of the link's name, not a colour.
    const nav = admin.getByRole("navigation", { name: "Operator console" });
    if (width === 390) {
      await expect(nav.getByText(/Section: Dashboard/)).toContainText(/\d+ to do/);
      await nav.getByText(/Section: Dashboard/).click();
    }
    await expect(nav.getByRole("link", { name: /^Orders \(\d+ to ship\)$/ })).toBeVisible();

    await expectNoA11yViolations(admin);

    // The line opens the orders it counts: paid, oldest first.
    await toShip.click();
    await expect(admin).toHaveURL(/\/admin\/orders\?status=paid&sort=oldest$/);
    await expect(admin.getByText("Oldest first, by when each order was paid.")).toBeVisible();
    await expect(
      admin
        .getByRole("table")
        .getByRole("link", { name: /^NAVA-/ })
        .first(),
    ).toBeVisible();
    await admin.context().close();
  });
}
