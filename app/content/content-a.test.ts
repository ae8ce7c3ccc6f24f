import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { homeIngredientSlugs, ingredientPageSlugs } from "./ingredient-slugs";
import { homeIngredients, ingredients } from "./ingredients";

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
