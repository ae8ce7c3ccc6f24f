import { researchStats } from "../../app/content/studies";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

const names = ["Lion's Mane", "Cordyceps Militaris", "Reishi", "Chaga", "Turkey Tail", "Shiitake"];

test.describe("science page", () => {
  test("stats, back link, quality grid and calls to action", async ({ page }) => {
    await page.goto("/studies");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    // Counted from the studies the page cites.
    for (const { value, label } of researchStats) {
      const stat = page.locator("dl div").filter({ has: page.locator("dt", { hasText: label }) });
      await expect(stat.locator("dd")).toHaveText(value);
    }
    const quality = page.locator("#quality");
    await expect(quality.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Shop NAVA Gummies" })).toHaveAttribute("href", "/product");
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
  });

  test("profiles: none open at first, one at a time, and clicking the open one closes it", async ({ page }) => {
    await page.goto("/studies");
    await waitForHydration(page);
    const items = page.locator("#profiles details");
    await expect(items).toHaveCount(6);
    for (const [i, name] of names.entries()) await expect(items.nth(i).locator("summary")).toContainText(name);
    const open = page.locator("#profiles details[open]");
    await expect(open).toHaveCount(0);

    await items.nth(0).locator("summary").click();
    await expect(open).toHaveCount(1);
    const lionsMane = items.nth(0);
    await expect(lionsMane.getByText("500mg", { exact: true })).toBeVisible();
    await expect(lionsMane.getByText("8:1 fruiting body")).toBeVisible();
    await expect(lionsMane.getByText("30-45 minutes")).toBeVisible();
    await expect(lionsMane.getByText("4-6 hours")).toBeVisible();

    await items.nth(3).locator("summary").click();
    await expect(open).toHaveCount(1);
    await expect(items.nth(3)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(items.nth(3).getByText("20:1 sclerotium")).toBeVisible();
    await expect(items.nth(3).getByText("In vitro").first()).toBeVisible();

    await items.nth(3).locator("summary").click();
    await expect(open).toHaveCount(0);
  });

  test("study links open PubMed in a new tab", async ({ page }) => {
    await page.goto("/studies");
    await page.locator("#profiles summary").first().click();
    const links = page.locator("#profiles details[open]").getByRole("link", { name: /View on PubMed/ });
    await expect(links).toHaveCount(3);
    for (const link of await page.locator("#profiles a[href*='pubmed']").all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\/pubmed\.ncbi\.nlm\.nih\.gov\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    expect(await page.locator("#profiles a[href*='pubmed']").count()).toBeGreaterThanOrEqual(12);
  });

  for (const width of [390, 1280]) {
    test(`passes axe at ${width} px with a profile open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/studies");
      await page.locator("#profiles summary").first().click();
      await expectNoA11yViolations(page);
    });
  }
});
