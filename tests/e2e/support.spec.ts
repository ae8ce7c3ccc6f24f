// The store's policies and a way to reach it: linked from every page's footer and from checkout;
// the contact form reaches the operator's mailbox. At a phone's width and a desktop's.
import type { Page } from "@playwright/test";
import privacy from "../../app/content/documents/privacy";
import returns from "../../app/content/documents/returns";
import shipping from "../../app/content/documents/shipping";
import terms from "../../app/content/documents/terms";
import { supportLinks } from "../../app/content/site";
import { expectHtmlPart, waitForMail } from "./fixtures/mailbox";
import { addFromProduct } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

const widths = [390, 1280] as const;

/** Every link and button in `scope` whose box is smaller than `min` px either way. */
async function smallTargets(page: Page, scope: string, min: number) {
  return page.locator(`${scope} a, ${scope} button`).evaluateAll(
    (nodes, min) =>
      nodes
        .map((n) => ({ text: n.textContent?.trim() ?? "", box: n.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < min || box.height < min))
        .map(({ text, box }) => `${text} ${Math.round(box.width)}x${Math.round(box.height)}`),
    min,
  );
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("the footer's Help links open each policy and contact, every footer link at least 24 px", async ({ page }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      expect(await smallTargets(page, "footer", 24)).toEqual([]);
      const titles: Record<string, string> = {
        "/contact": "Contact us",
        "/orders": "Find your orders",
        "/shipping": shipping.title,
        "/returns": returns.title,
        "/terms": terms.title,
        "/privacy": privacy.title,
      };
      for (const link of supportLinks) {
        await page.goto("/");
        await footer.getByRole("link", { name: link.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${link.to}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[link.to]);
      }
    });

    test("the returns page states the 45-day money-back guarantee", async ({ page }) => {
      await page.goto("/returns");
      await expect(page.getByRole("heading", { name: "The 45-day guarantee" })).toBeVisible();
      await expect(page.getByText("tell us within 45 days of delivery")).toBeVisible();
      await page.screenshot({ path: `test-results/returns-${width}.png`, fullPage: true });
    });

    test("checkout links the policies and contact before the order is placed", async ({ page }) => {
      await addFromProduct(page, "one_time");
      await page.getByRole("link", { name: "Proceed to Checkout" }).click();
      const policiesNav = page.getByRole("navigation", { name: "Store policies" });
      for (const label of ["Shipping", "Returns & refunds", "Terms", "Privacy", "Contact us"])
        await expect(policiesNav.getByRole("link", { name: label })).toBeVisible();
      await policiesNav.getByRole("link", { name: "Returns & refunds" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Returns and refunds");
    });
  });
}

test.describe("the contact form", () => {
  test("tells the visitor what is wrong, then sends the message to the operator by email (390 px)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Enter your name.")).toBeVisible();
    await expect(page.getByText("Enter a valid email address, like you@example.com.")).toBeVisible();
    await expectNoA11yViolations(page);

    const sender = `contact-${Date.now()}@example.com`;
    await page.getByLabel("Your name").fill("Grace Hopper");
    await page.getByLabel("Email").fill(sender);
    await page.getByLabel("Message").fill("Where is my order? It has been a week.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText("Thanks, your message is on its way.");
    await page.screenshot({ path: "test-results/contact-390.png", fullPage: true });

    const mail = await waitForMail("hello@navafocus.com", "Contact form: Grace Hopper");
    expect(mail.text).toContain(`From: Grace Hopper <${sender}>`);
    expect(mail.text).toContain("Where is my order? It has been a week.");
    expectHtmlPart(mail, { words: [`From: Grace Hopper <${sender}>`, "Where is my order? It has been a week."] });
  });

  test("works without JavaScript (1280 px)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Alan Turing");
    await page.getByLabel("Email").fill("alan@example.com");
    await page.getByLabel("Message").fill("Do you ship to Alaska?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText("Thanks, your message is on its way.");
    await waitForMail("hello@navafocus.com", "Contact form: Alan Turing");
    await context.close();
  });
});
