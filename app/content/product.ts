// The one product, as the spec's Product definition has it. The catalog row in the
// database is seeded from this; prices shown and charged are read back from the database.
export const PRODUCT_ID = "nava-focus";

export const productDefinition = {
  id: PRODUCT_ID,
  name: "NAVA Focus",
  subtitle: "Cinnamon Chai Mushroom Coffee",
  description:
    "Organic arabica coffee with Lion's Mane, Cordyceps and Chaga, warmed with cinnamon chai. Clean energy and calm focus without the crash.",
  subscribePriceCents: 3900,
  oneTimePriceCents: 4900,
  originalPriceCents: 4900,
  npxReward: 10000,
  badge: "BEST SELLER",
  image: "/images/product/bag-front.svg",
  images: [
    "/images/product/bag-front.svg",
    "/images/product/bag-back.svg",
    "/images/product/scoop.svg",
    "/images/product/cup.svg",
    "/images/product/ingredients.svg",
  ],
  mushrooms: ["Lion's Mane", "Cordyceps", "Chaga"],
} as const;

/** Figures about the product the catalog does not hold (the purchase box's copy is in product-page.ts). */
export const purchaseCopy = {
  servingsPerBag: 30,
} as const;
