// The nine ingredient cards of the home page, plus caffeine, which has a page but no card.
export const homeIngredientSlugs = [
  "coffee-beans",
  "lions-mane",
  "chaga",
  "cordyceps",
  "l-theanine",
  "cacao",
  "cinnamon",
  "coconut-milk",
  "mct-oil",
] as const;

export const ingredientPageSlugs = [...homeIngredientSlugs, "caffeine"] as const;
export type IngredientSlug = (typeof ingredientPageSlugs)[number];

export function isIngredientSlug(slug: string): slug is IngredientSlug {
  return (ingredientPageSlugs as readonly string[]).includes(slug);
}
