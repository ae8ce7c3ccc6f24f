import { ingredientPageSlugs } from "../../app/content/ingredient-slugs";
import { ingredients } from "../../app/content/ingredients";
import { expect, test } from "./fixtures/test";

test.describe("ingredient pages", () => {
  for (const slug of ingredientPageSlugs) {
    const item = ingredients[slug];
    test(`/ingredients/${slug}: back link, hero, three benefits, four focus areas, science with four bullets`, async ({
      page,
    }) => {
      const response = await page.goto(`/ingredients/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(item.name));
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.hero.title);
      await expect(page.getByRole("img", { name: item.image.alt })).toBeVisible();
      await expect(page.getByText(item.dosage)).toBeVisible();

      const benefits = page.locator("#benefits li");
      await expect(benefits).toHaveCount(3);
      for (const b of item.benefits)
        await expect(page.locator("#benefits").getByRole("heading", { name: b.title })).toBeVisible();

      const focus = page.locator("#focus-areas li");
      await expect(focus).toHaveCount(4);
      for (const f of item.focusAreas)
        await expect(page.locator("#focus-areas").getByRole("heading", { name: f.title })).toBeVisible();

      const science = page.locator("#science");
      await expect(science.getByRole("heading", { name: item.science.title })).toBeVisible();
      await expect(science.getByText(item.science.text)).toBeVisible();
      await expect(science.locator("li")).toHaveText([...item.science.bullets]);
    });
  }

  test.describe("unknown slug", () => {
    test.use({ allowedConsoleErrors: ["Failed to load resource: the server responded with a status of 404"] });
    test("answers 404 with the friendly page", async ({ page }) => {
      const response = await page.goto("/ingredients/reishi-dust");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page wandered off");
    });
  });
});
