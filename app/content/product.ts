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

/** Copy about purchase options (numbers the catalog does not hold). */
export const purchaseCopy = {
  savePercentLabel: "SAVE 20%",
  discountBadge: "-20% OFF",
  servingsPerBag: 30,
  perServing: { subscribe: "$1.34", one_time: "$1.67" },
  subscriptionPerks: ["Delivery every 4 weeks", "Cancel or adjust any time", "Free US shipping"],
  moneyBackDays: 30,
} as const;
