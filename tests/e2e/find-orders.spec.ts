// "Find my orders": a shopper without their order link asks for one by email, opens it, and sees
// every order of that address; an address without orders gets the same answer and no email.
import { randomBytes } from "node:crypto";
import { findOrdersPage } from "../../app/content/find-orders";
import { expectHtmlPart, linkAfter, waitForMail } from "./fixtures/mailbox";
import { placeOrder } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test } from "./fixtures/test";

for (const width of [390, 1280] as const) {
  test(`at ${width} px a shopper finds their orders from a link sent to their email`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const email = `finder-${randomBytes(4).toString("hex")}@example.com`;
    await placeOrder(page, "one_time", { email });
    const number = (await page.getByTestId("order-number").textContent())!;

    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Find my orders" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(findOrdersPage.title);
    await page.getByLabel("Email").fill(`nobody-${randomBytes(4).toString("hex")}@example.com`);
    await page.getByRole("button", { name: findOrdersPage.button }).click();
    await expect(page.getByTestId("orders-link-sent")).toHaveText(findOrdersPage.sent);

    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: findOrdersPage.button }).click();
    await expect(page.getByTestId("orders-link-sent")).toHaveText(findOrdersPage.sent);
    const mail = await waitForMail(email, "Your NAVA orders");
    expectHtmlPart(mail, { words: ["It works for 24 hours"], links: [linkAfter(mail, "It works for 24 hours")] });
    await page.goto(linkAfter(mail, "It works for 24 hours"));
    const found = page.getByTestId("found-orders");
    await expect(found.getByRole("listitem")).toHaveCount(1);
    await expect(found).toContainText(number);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `test-results/find-orders-${width}.png`, fullPage: true });
    await found.getByRole("link", { name: `View order ${number}` }).click();
    await expect(page.getByTestId("order-number")).toHaveText(number);
  });
}

test("/orders and /subscriptions ask for an address with one form: without JavaScript a bad one is told next to the field, a good one is answered", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, sent] of [
    ["/orders", "orders-link-sent"],
    ["/subscriptions", "manage-link-sent"],
  ] as const) {
    await page.goto(path);
    const field = page.getByLabel("Email");
    await field.fill("not-an-email");
    await page.getByRole("button", { name: /Email me/ }).click();
    await expect(field, path).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await field.getAttribute("aria-describedby")}`), path).toContainText("email");
    await page.getByLabel("Email").fill(`asker-${randomBytes(4).toString("hex")}@example.com`);
    await page.getByRole("button", { name: /Email me/ }).click();
    await expect(page.getByTestId(sent), path).toBeVisible();
  }
  await context.close();
});
