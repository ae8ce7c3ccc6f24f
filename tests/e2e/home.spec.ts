import { homeFaqFor, homeHero } from "../../app/content/home";
import { homeIngredients } from "../../app/content/ingredients";
import { socialLinks } from "../../app/content/site";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";

// The items these checks read do not depend on the store's "% back".
const homeFaq = homeFaqFor("10%");

test.describe("home page", () => {
  test("hero: Shop Now, the 45-day claim, and the hero image preloaded with high priority", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/product");
    await expect(hero.getByText("45-day money-back guarantee")).toBeVisible();
    const preload = page.locator(`link[rel="preload"][as="image"][href="${homeHero.image.src}"][fetchpriority="high"]`);
    await expect(preload).toHaveCount(1);
    const img = hero.getByRole("img", { name: homeHero.image.alt });
    await expect(img).toHaveAttribute("width", "800");
    await expect(img).toHaveAttribute("height", "880");
  });

  test("Organization structured data carries the CSP nonce", async ({ page }) => {
    await page.goto("/");
    const script = page.locator('script[type="application/ld+json"]');
    const data = JSON.parse((await script.textContent()) ?? "{}");
    expect(data["@type"]).toBe("Organization");
    expect(data.sameAs).toEqual(socialLinks.map((s) => s.href));
  });

  test("the ingredient scroller moves by its buttons and by the keyboard", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const region = page.getByRole("region", { name: "Ingredients", exact: true });
    const cards = region.getByRole("link");
    await expect(cards).toHaveCount(9);
    for (const [i, item] of homeIngredients.entries()) {
      await expect(cards.nth(i)).toHaveAttribute("href", `/ingredients/${item.slug}`);
      await expect(cards.nth(i)).toContainText(item.name);
      await expect(cards.nth(i)).toContainText(item.dosage);
    }
    const scrollLeft = () => region.evaluate((el) => el.scrollLeft);
    const previous = page.getByRole("button", { name: "Previous ingredients" });
    const next = page.getByRole("button", { name: "Next ingredients" });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect.poll(scrollLeft).toBeGreaterThan(200);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(scrollLeft).toBe(0);

    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("ArrowRight");
      await page.waitForTimeout(250);
    }
    await expect(next).toBeDisabled();
    await expect(cards.last()).toBeInViewport();
  });

  test("no testimonials and no verified badge while the store has no featured reviews", async ({ page }) => {
    // The cards are the approved reviews the brand features (tests/e2e/reviews.clock.spec.ts shows one).
    await page.goto("/");
    await expect(page.locator("#faq")).toBeVisible();
    await expect(page.getByTestId("testimonial")).toHaveCount(0);
    await expect(page.getByText("Verified buyer")).toHaveCount(0);
  });

  test("FAQ: five items, one open at a time, the open one closes; View All FAQ goes to /faq", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const faq = page.locator("#faq");
    const items = faq.locator("details");
    await expect(items).toHaveCount(5);
    const openCount = () => faq.locator("details[open]").count();
    expect(await openCount()).toBe(1);
    await expect(faq.getByText(homeFaq.items[0].a)).toBeVisible();

    await faq.getByText(homeFaq.items[2].q).click();
    await expect(faq.getByText(homeFaq.items[2].a)).toBeVisible();
    await expect(faq.getByText(homeFaq.items[0].a)).toBeHidden();
    expect(await openCount()).toBe(1);

    await faq.getByText(homeFaq.items[2].q).click();
    await expect(faq.getByText(homeFaq.items[2].a)).toBeHidden();
    expect(await openCount()).toBe(0);

    await faq.getByRole("link", { name: "View All FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("Join the Movement: social links open in a new tab, Shop Now goes to /product", async ({ page, context }) => {
    await page.goto("/");
    const join = page.locator("section", { has: page.getByRole("heading", { name: "Join the Movement" }) });
    for (const s of socialLinks) {
      const link = join.getByRole("link", { name: new RegExp(`^${s.label} \\(opens in a new tab\\)$`) });
      await expect(link).toHaveAttribute("href", s.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await context.route(/instagram\.com/, (route) =>
      route.fulfill({ body: "<title>Instagram</title>", contentType: "text/html" }),
    );
    // The visitor scrolls down to the band before tapping: the bands above it are drawn as they
    // near the view (content-visibility), and one drawn at a height other than its stand-in's can
    // move the page in the frame after a jump to the end.
    const instagram = join.getByRole("link", { name: /^Instagram/ });
    await instagram.scrollIntoViewIfNeeded();
    const [popup] = await Promise.all([context.waitForEvent("page"), instagram.click()]);
    await expect(popup).toHaveURL(/instagram\.com/);
    expect(page.url()).toMatch(/\/$/);
    await expect(join.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/product");
  });

  // At 1280 px routes.spec.ts checks every page with axe once the app has started.
  test("passes axe at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/");
    await expectNoA11yViolations(page);
  });
});
