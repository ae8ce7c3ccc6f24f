// Issue 35: the brand's figures (counted or the operator's dated statement), the creator link's
// notice, /creator on a phone, a paid order's refund beside its cancel. Screenshots at 1280 and 390
// go to SHOTS_DIR when it is set.
import type { Page } from "@playwright/test";
import { fillConsole, operatorPage } from "./fixtures/console";
import { addFromProduct } from "./fixtures/shop";
import { expect, test } from "./fixtures/test";

const SHOTS = process.env.SHOTS_DIR;
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe.configure({ mode: "serial" });

test("the operator states a figure with its day; the pages show it as the brand's, dated", async ({ browser }) => {
  const pages = await fillConsole(browser);
  const admin = await operatorPage(browser, 1280);
  await admin.goto("/admin/statements");
  const customers = admin.getByTestId("statement-customers");
  await customers.getByLabel("Figure").fill("lots");
  await customers.getByRole("button", { name: "Save" }).click();
  await expect(customers).toContainText("Write the figure in up to 24 characters");
  await customers.getByLabel("Figure").fill("88,000+");
  await customers.getByLabel("As of").fill("2026-11-01");
  await customers.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "saved" })).toBeVisible();
  await expect(customers.getByTestId("statement-shown")).toContainText("88,000+, as of 2026-11-01");
  await shoot(admin, "admin-statements");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/about");
  await expect(visitor.locator("#stats")).toContainText("88,000+");
  await expect(visitor.locator("#stats")).toContainText("The brand's figure, as of Nov 2026");
  await shoot(visitor, "about");
  // The band is drawn only near the viewport (content-visibility): its own picture.
  if (SHOTS)
    for (const width of [1280, 390]) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.locator("#stats").screenshot({ path: `${SHOTS}/about-stats-${width}.png` });
    }
  await visitor.goto("/product");
  await expect(visitor.getByTestId("brand-figure")).toHaveText(
    "88,000+ customers (The brand's figure, as of Nov 2026)",
  );
  await shoot(visitor, "product");
  for (const path of ["/ambassador", "/studies", "/"]) {
    await visitor.goto(path);
    await shoot(visitor, path === "/" ? "home" : path.slice(1));
  }

  // A paid order's page offers its refund beside "Cancel order".
  const paidOrder = pages.filter((p) => /\/admin\/orders\/[0-9a-f-]{36}$/.test(p));
  let offered = false;
  for (const path of paidOrder) {
    await admin.goto(path);
    if ((await admin.getByTestId("cancel-refund").count()) === 0) continue;
    await expect(admin.getByTestId("cancel-refund")).toContainText("Cancelling does not return the payment.");
    offered = true;
    await shoot(admin, "admin-order-paid");
  }
  expect(offered).toBe(true);

  // A creator's link: its landing page and the cart say the code is applied, and until when.
  await admin.goto("/admin/creators");
  const code = await admin.locator('input[name="code"]').first().inputValue();
  expect(code).toBeTruthy();
  await visitor.goto(`/r/${code}`);
  await expect(visitor).toHaveURL(/\/product$/);
  await expect(visitor.getByTestId("referral-notice")).toContainText(`Creator code ${code} applied: `);
  await expect(visitor.getByTestId("referral-notice")).toContainText(", until ");
  await shoot(visitor, "product-via-link");
  await addFromProduct(visitor, "one_time");
  await visitor.goto("/cart");
  await expect(visitor.getByTestId("code-note")).toContainText("applied until");
  await shoot(visitor, "cart-via-link");
});

test("/creator on a phone offers the emailed link first", async ({ browser }) => {
  const phone = await (
    await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } })
  ).newPage();
  await phone.goto("/creator");
  const ways = phone.locator("[data-testid^=creator-][data-testid$=-way]");
  await expect(ways.first()).toHaveAttribute("data-testid", "creator-email-way");
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/creator-phone-390.png`, fullPage: true });
  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await desk.goto("/creator");
  await expect(desk.locator("[data-testid^=creator-][data-testid$=-way]").first()).toHaveAttribute(
    "data-testid",
    "creator-wallet-way",
  );
  if (SHOTS) await desk.screenshot({ path: `${SHOTS}/creator-desktop-1280.png`, fullPage: true });
});
