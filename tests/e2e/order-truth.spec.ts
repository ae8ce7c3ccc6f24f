// The order page tells the truth: awaiting payment without a check mark, paid saying how, and a
// timeline placed → paid → shipped → delivered with the tracking link the operator entered; the
// shopper gets the shipped email with that link. The console asks before what cannot be undone.
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { ADMIN_SEED } from "./fixtures/admin";
import { expectHtmlPart, linkAfter, waitForMail } from "./fixtures/mailbox";
import { signIn } from "./fixtures/phantom";
import { placeOrder } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

const newClientAddress = () => `10.${[...randomBytes(3)].join(".")}`;

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": newClientAddress() },
  });
  const page = await context.newPage();
  await page.goto("/");
  await signIn(page, { seed: ADMIN_SEED });
  return page;
}

/** The page fits the window: nothing wider than the viewport. */
async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], "page width against the window").toBeLessThanOrEqual(widths[1]!);
}

for (const width of [390, 1280] as const) {
  test(`at ${width} px an order goes placed → paid (recorded by the store) → shipped → delivered, and says so`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const email = `truth-${randomBytes(4).toString("hex")}@example.com`;
    await placeOrder(page, "one_time", { email });
    const orderUrl = page.url();
    const number = (await page.getByTestId("order-number").textContent())!;

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order awaits payment");
    await expect(page.getByText("Thank you for your order")).toHaveCount(0);
    await expect(page.getByTestId("payment-section")).toContainText("Nothing has been charged");
    const timeline = page.getByTestId("order-timeline");
    await expect(timeline.locator("li[data-done=true]")).toHaveCount(1);
    await expect(timeline.locator("li").nth(1)).toContainText("PaidNot yet");
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `test-results/order-awaiting-${width}.png`, fullPage: true });

    // The operator records a payment made outside the store: it asks first.
    const admin = await adminPage(browser, width);
    await admin.goto("/admin/orders?status=pending_payment");
    await admin.getByRole("link", { name: number, exact: true }).click();
    await waitForHydration(admin);
    await expectNoSideScroll(admin);
    await admin.getByRole("button", { name: "Mark paid" }).click();
    // The browser asks for the tick before it posts.
    await expect(admin.getByLabel("I understand this cannot be undone")).toBeFocused();
    await admin.getByLabel("I understand this cannot be undone").check();
    await admin.getByRole("button", { name: "Mark paid" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Order marked paid." })).toBeVisible();

    await page.goto(orderUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order");
    await expect(page.getByTestId("paid-via")).toHaveText("Payment recorded by the store.");
    await expect(page.getByTestId("payment-state")).toContainText("Payment recorded by the store.");
    await expect(page.getByTestId("payment-state")).not.toContainText("Solana");

    // Shipped with a carrier and tracking number: the shopper is emailed the tracking link.
    await admin.getByLabel("Carrier", { exact: true }).selectOption("usps");
    await admin.getByLabel("Tracking number").fill("9400111899223100012345");
    await admin.getByRole("button", { name: "Mark shipped" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Order marked shipped." })).toBeVisible();
    await expectNoSideScroll(admin);
    await admin.screenshot({ path: `test-results/admin-order-shipped-${width}.png`, fullPage: true });
    const tracking = "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100012345";
    const mail = await waitForMail(email, `Order ${number} has shipped`);
    expect(linkAfter(mail, "Track your parcel")).toBe(tracking);
    expectHtmlPart(mail, {
      words: ["USPS, tracking number 9400111899223100012345", "Track your parcel"],
      links: [tracking, linkAfter(mail, "View your order:")],
    });

    // The email itself, as a mail client that shows HTML draws it at this width: no WCAG 2.2 A/AA
    // violation, nothing wider than the window.
    const reader = await page.context().newPage();
    await reader.setContent(mail.html);
    await expectNoA11yViolations(reader);
    await expectNoSideScroll(reader);
    await reader.close();

    // The operator reads the same email as sent, its HTML in a sandboxed frame that fits a phone.
    const adminOrderUrl = admin.url();
    await admin.goto("/admin/outbox");
    const row = admin
      .getByRole("row")
      .filter({ hasText: email })
      .filter({ hasText: `Order ${number} has shipped` });
    await row.getByText(`Order ${number} has shipped`).click();
    await row.getByRole("link", { name: "Read it as sent (HTML)" }).click();
    const frame = admin.frameLocator("iframe[sandbox='']");
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText(`Order ${number} has shipped`);
    await expect(frame.getByRole("link", { name: "Track your parcel" })).toHaveAttribute("href", tracking);
    const frameWidths = await frame.locator("html").evaluate((html) => [html.scrollWidth, html.clientWidth]);
    expect(frameWidths[0], "the email's width against its frame").toBeLessThanOrEqual(frameWidths[1]!);
    await expectNoSideScroll(admin);
    await admin.locator("#email").scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `test-results/admin-outbox-email-${width}.png` });
    await admin.goto(adminOrderUrl);
    await waitForHydration(admin);

    await page.goto(orderUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order is on its way");
    await expect(page.getByTestId("tracking")).toContainText("USPS tracking 9400111899223100012345");
    await expect(page.getByRole("link", { name: /Track your parcel/ })).toHaveAttribute("href", tracking);
    await expect(timeline.locator("li[data-done=true]")).toHaveCount(3);

    await admin.getByRole("button", { name: "Mark delivered" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Order marked delivered." })).toBeVisible();
    await page.goto(orderUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order was delivered");
    await expect(timeline.locator("li[data-done=true]")).toHaveCount(4);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `test-results/order-delivered-${width}.png`, fullPage: true });
    await admin.context().close();
  });
}
