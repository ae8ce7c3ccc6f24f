import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

const tabNames = ["Product Info", "Ingredients", "Usage", "Safety", "Web3"];
const tab = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "FAQ categories" }).getByRole("tab", { name });
const panel = (page: Page) => page.getByRole("tabpanel");
const items = (page: Page) => panel(page).locator("details");

async function expectSelected(page: Page, name: string) {
  for (const other of tabNames) {
    await expect(tab(page, other)).toHaveAttribute("aria-selected", String(other === name));
  }
  await expect(panel(page)).toHaveCount(1);
  await expect(panel(page)).toHaveAttribute("aria-labelledby", (await tab(page, name).getAttribute("id"))!);
}

test.describe("FAQ page", () => {
  test("'WTF is NAVA?' with five tabs, Product Info first, and the quality strip", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WTF is NAVA?");
    await expect(page.getByRole("tab")).toHaveText(tabNames);
    await expectSelected(page, "Product Info");
    await expect(items(page).first()).toContainText("WTF is NAVA?");
    const strip = page.getByRole("region", { name: "Quality & Safety Standards" });
    await expect(strip.getByRole("listitem")).toHaveText([
      "Third-Party Tested",
      "cGMP Certified",
      "100% Natural",
      "Research Backed",
    ]);
  });

  test("each tab's headings go in order: the page's h1, the tab's h2, its questions' h3", async ({ page }) => {
    for (const name of tabNames) {
      await page.goto(`/faq`);
      await waitForHydration(page);
      await tab(page, name).click();
      await expectSelected(page, name);
      await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(name);
      const order = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
      expect(
        order.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" "))),
        name,
      ).toEqual([]);
    }
  });

  test("tabs by mouse put the choice in the URL", async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    await tab(page, "Web3").click();
    await expectSelected(page, "Web3");
    await expect(page).toHaveURL(/\/faq\?tab=web3$/);
    await expect(panel(page)).toContainText("What is NPX?");
    await tab(page, "Usage").click();
    await expectSelected(page, "Usage");
    await expect(page).toHaveURL(/\/faq\?tab=usage$/);
    await expect(panel(page)).toContainText("How do I make it?");
  });

  test("tabs by keyboard: arrows wrap, Home and End, roving tabindex", async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    await expect(tab(page, "Product Info")).toHaveAttribute("tabindex", "0");
    for (const other of tabNames.slice(1)) await expect(tab(page, other)).toHaveAttribute("tabindex", "-1");

    await tab(page, "Product Info").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Ingredients")).toBeFocused();
    await expectSelected(page, "Ingredients");
    await expect(tab(page, "Ingredients")).toHaveAttribute("tabindex", "0");
    await expect(tab(page, "Product Info")).toHaveAttribute("tabindex", "-1");
    await expect(page).toHaveURL(/\?tab=ingredients$/);

    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, "Web3")).toBeFocused();
    await expectSelected(page, "Web3");
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "Product Info");
    await page.keyboard.press("End");
    await expectSelected(page, "Web3");
    await page.keyboard.press("Home");
    await expect(tab(page, "Product Info")).toBeFocused();
    await expectSelected(page, "Product Info");
    await expect(page).toHaveURL(/\?tab=product$/);

    // Tab leaves the tablist for the panel's first question.
    await page.keyboard.press("Tab");
    await expect(items(page).first().locator("summary")).toBeFocused();
  });

  test("the URL picks the tab; an unknown tab falls back to Product Info", async ({ page }) => {
    await page.goto("/faq?tab=safety");
    await expectSelected(page, "Safety");
    await expect(panel(page)).toContainText("Are there side effects?");
    await page.goto("/faq?tab=bogus");
    await expectSelected(page, "Product Info");
  });

  test("several questions stay open, and open positions carry across tabs", async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    await items(page).nth(0).locator("summary").click();
    await items(page).nth(2).locator("summary").click();
    await expect(panel(page).locator("details[open]")).toHaveCount(2);
    await expect(panel(page).getByText("Each bag holds 30 servings")).toBeVisible();

    await tab(page, "Safety").click();
    await expectSelected(page, "Safety");
    await expect(items(page).nth(0)).toHaveAttribute("open", "");
    await expect(items(page).nth(1)).not.toHaveAttribute("open", "");
    await expect(items(page).nth(2)).toHaveAttribute("open", "");
    await expect(panel(page).getByText("resolve within 3-5 days")).toBeVisible();

    await items(page).nth(0).locator("summary").click();
    await tab(page, "Product Info").click();
    await expectSelected(page, "Product Info");
    await expect(items(page).nth(0)).not.toHaveAttribute("open", "");
    await expect(items(page).nth(2)).toHaveAttribute("open", "");
  });

  test("the answers carry both dose readings and the serving constants", async ({ page }) => {
    await page.goto("/faq?tab=ingredients");
    await expect(panel(page)).toContainText(
      "Organic arabica, cinnamon, coconut milk powder and MCT oil, with 500mg Lion's Mane, 400mg Cordyceps and 300mg Chaga",
    );
    await expect(panel(page)).toContainText("500mg Lion's Mane, 400mg Cordyceps and 300mg Reishi");
    await page.goto("/faq?tab=usage");
    await expect(panel(page)).toContainText("8-12oz of hot water");
    await expect(panel(page)).toContainText("within 30-45 minutes, lasting 1-2 hours");
    await expect(panel(page)).toContainText("2-4 weeks");
  });

  test("FAQPage structured data lists every question and is allowed by the page's CSP", async ({ page, request }) => {
    await page.goto("/faq");
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(json["@type"]).toBe("FAQPage");
    expect(json.mainEntity).toHaveLength(25);
    expect(json.mainEntity[0]).toMatchObject({
      "@type": "Question",
      name: "WTF is NAVA?",
      acceptedAnswer: { "@type": "Answer" },
    });

    // Drawn for one response, it carries that response's nonce; kept, the page's policy allows it by hash.
    const response = await request.get("/faq");
    const policy = response.headers()["content-security-policy"]!;
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    if (nonce) expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}"`);
    else {
      const data = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
      expect(policy).toContain(`'sha256-${crypto.createHash("sha256").update(data).digest("base64")}'`);
    }
  });

  for (const width of [390, 1280]) {
    test(`passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/faq?tab=web3");
      await waitForHydration(page);
      await items(page).first().locator("summary").click();
      await expectNoA11yViolations(page);
    });
  }
});

test.describe("FAQ page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("tab links load the chosen tab, and questions open", async ({ page }) => {
    await page.goto("/faq");
    await expectSelected(page, "Product Info");
    await tab(page, "Safety").click();
    await expect(page).toHaveURL(/\/faq\?tab=safety$/);
    await expectSelected(page, "Safety");
    await tab(page, "Web3").click();
    await expect(page).toHaveURL(/\/faq\?tab=web3$/);
    await expectSelected(page, "Web3");
    await items(page).nth(1).locator("summary").click();
    await items(page).nth(3).locator("summary").click();
    await expect(panel(page).locator("details[open]")).toHaveCount(2);
    await expect(panel(page)).toContainText("10,000 NPX per bag");
  });
});
