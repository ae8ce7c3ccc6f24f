import { expect, expectNoA11yViolations, test } from "./fixtures/test";

test.describe("creator page", () => {
  test("perks, stats, requirements, timing and the contact address", async ({ page }) => {
    await page.goto("/ambassador");
    const benefits = page.locator("#benefits");
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
      "Free Product",
      "Commission up to 25%",
      "Early Access",
    ]);
    // The program's figures are counted or the brand's dated statements (app/brand), never fixed.
    for (const uncounted of ["$2.3M+", "500K+", "Creator Satisfaction"])
      await expect(page.locator("main")).not.toContainText(uncounted);
    const requirements = page.locator("#requirements li");
    await expect(requirements).toHaveCount(3);
    await expect(requirements.nth(0)).toContainText("1K+Followers");
    await expect(requirements.nth(1)).toContainText("Authentic Content");
    await expect(requirements.nth(2)).toContainText("1Post per Month");
    await expect(page.locator("main")).toContainText("Takes 2 minutes");
    await expect(page.locator("main")).toContainText("within 24 hours");
    const contact = page.locator("#apply").getByRole("link", { name: "creators@navafocus.com" });
    await expect(contact).toHaveAttribute("href", "mailto:creators@navafocus.com");
  });

  test("every Apply Now leads to the application form", async ({ page }) => {
    await page.goto("/ambassador");
    const apply = page.getByRole("link", { name: "Apply Now" });
    expect(await apply.count()).toBeGreaterThanOrEqual(2);
    for (const link of await apply.all()) await expect(link).toHaveAttribute("href", "/ambassador/apply");
    await apply.first().click();
    await expect(page).toHaveURL(/\/ambassador\/apply$/);
  });

  // At 1280 px routes.spec.ts checks every page with axe once the app has started.
  test("passes axe at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/ambassador");
    await expectNoA11yViolations(page);
  });
});
