import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { homeIngredientSlugs, ingredientPageSlugs } from "./ingredient-slugs";
import { aboutStats, valuesFor } from "./about";
import { homeFaqFor, homeHero, serving, testimonialsSection, usageSection } from "./home";
import { GUARANTEE_DAYS } from "./policies";
import { productSections } from "./product-sections";
import { homeIngredients, ingredients } from "./ingredients";

// The items these checks read do not depend on the store's "% back".
const homeFaq = homeFaqFor("10%");
const values = valuesFor("10%");

const publicDir = join(process.cwd(), "public");

describe("ingredients", () => {
  it("has a card for each of the nine home slugs, in the spec's order", () => {
    expect(homeIngredients.map((i) => i.slug)).toEqual([...homeIngredientSlugs]);
    expect(homeIngredients).toHaveLength(9);
  });

  it.each([...ingredientPageSlugs])("%s has its page data and an image file with width, height and viewBox", (slug) => {
    const item = ingredients[slug];
    expect(item.slug).toBe(slug);
    expect(item.name.length).toBeGreaterThan(2);
    expect(item.tags.length).toBeGreaterThan(0);
    expect(item.origin).not.toBe("");
    expect(item.dosage).not.toBe("");
    expect(item.image.alt.length).toBeGreaterThan(5);
    expect(item.benefits).toHaveLength(3);
    expect(item.focusAreas).toHaveLength(4);
    expect(item.science.bullets).toHaveLength(4);
    const file = join(publicDir, item.image.src);
    expect(existsSync(file), file).toBe(true);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/<svg[^>]*width="400"[^>]*height="400"[^>]*viewBox="0 0 400 400"/);
  });

  it("gives the mushroom doses of the FAQ ingredient list", () => {
    expect(ingredients["lions-mane"].dosage).toMatch(/^500mg\b/);
    expect(ingredients.cordyceps.dosage).toMatch(/^400mg\b/);
    expect(ingredients.chaga.dosage).toMatch(/^300mg\b/);
  });
});

describe("home", () => {
  it("states one money-back guarantee, the store's, on the home hero and the product page", () => {
    expect(productSections.trustBadges.map((t) => t.title)).toContain(`${GUARANTEE_DAYS}-day money back`);
    expect(JSON.stringify(productSections)).not.toMatch(/\b30-day/);
  });

  it("claims a 45-day money-back guarantee on the hero", () => {
    expect(homeHero.moneyBackDays).toBe(45);
    expect(homeHero.moneyBack).toContain("45-day money-back");
  });

  it("uses the spec's serving constants in the three-step guide", () => {
    expect(serving).toMatchObject({
      servingsPerBag: 30,
      waterOz: "8-12oz",
      effectsIn: "30-45 minutes",
      lasting: "1-2 hours",
      longTerm: "2-4 weeks",
    });
    expect(usageSection.steps).toHaveLength(3);
    const text = usageSection.steps.map((s) => s.text).join(" ");
    for (const fact of ["30 servings", "8-12oz", "30-45 minutes", "1-2 hours", "2-4 weeks"])
      expect(text).toContain(fact);
    expect(usageSection.note).toContain("two");
    expect(usageSection.note).toContain("half");
  });

  it("words the testimonials band (its cards are the featured reviews), with no uncounted head count", () => {
    expect(testimonialsSection.verified).toBe("Verified buyer");
    expect(testimonialsSection.ratingLabel.replace("{rating}", "5")).toBe("Rated 5 out of 5");
    expect(`${testimonialsSection.title} ${testimonialsSection.join}`).not.toMatch(/\d/);
  });

  it("has five FAQ items carrying the FAQ ingredient list's doses", () => {
    expect(homeFaq.items).toHaveLength(5);
    expect(homeFaq.items[0].a).toContain("500mg Lion's Mane, 400mg Cordyceps and 300mg Chaga");
  });
});

describe("about", () => {
  it("has the values Precision, Purity, Purpose (its figures are counted or stated: app/brand)", () => {
    expect(aboutStats).not.toHaveProperty("stats");
    expect(values.items.map((v) => v.title)).toEqual(["Precision", "Purity", "Purpose"]);
  });
});
