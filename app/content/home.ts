// The home page's copy and numbers, in the spec's order.
import { homeIngredients } from "./ingredients";
import { productDefinition, purchaseCopy } from "./product";
import { GUARANTEE_DAYS } from "./policies";

/** The spec's Serving constants. */
export const serving = {
  servingsPerBag: purchaseCopy.servingsPerBag,
  waterOz: "8-12oz",
  effectsIn: "30-45 minutes",
  lasting: "1-2 hours",
  longTerm: "2-4 weeks",
  advanced: "up to two servings",
  sensitive: "start with half a serving",
} as const;

export const homeHero = {
  eyebrow: "Cinnamon chai mushroom coffee",
  title: "Calm focus. Clean energy.",
  intro:
    "NAVA Focus blends organic arabica with Lion's Mane, Cordyceps and Chaga, warmed with real cinnamon chai. Smooth energy for deep work, without the jitters or the crash.",
  shopNow: "Shop Now",
  moneyBackDays: GUARANTEE_DAYS,
  moneyBack: `${GUARANTEE_DAYS}-day money-back guarantee`,
  /** The store's approved reviews (app/reviews); left out while there are none. */
  rating: (average: string, count: number) =>
    `${average} from ${count.toLocaleString("en-US")} review${count === 1 ? "" : "s"}`,
  image: {
    src: "/images/home/hero.svg",
    alt: "A bag of NAVA Focus cinnamon chai mushroom coffee beside a steaming cup, cinnamon sticks and coffee beans",
    width: 800,
    height: 880,
  },
} as const;

export const benefitsSection = {
  eyebrow: "Why NAVA",
  title: "Everything you love about coffee. None of what you don't.",
  checklist: [
    "Sharp, steady focus for hours",
    "No jitters, no afternoon crash",
    "Supports memory and clarity",
    "Immune support from Chaga",
    "Gentle on the stomach",
    "Tastes like a warm chai latte",
  ],
  evolution: {
    title: "Coffee, evolved",
    paragraphs: [
      "For centuries, coffee has been the world's favourite way to wake up. But a tall cup of drip gives a spike, then a slump, and often an unsettled stomach along the way.",
      "We kept the ritual and rethought the cup: less caffeine, smoothed by L-Theanine, and three functional mushrooms that have been part of traditional wellness for more than two thousand years. The result is energy that arrives gently and stays.",
    ],
  },
} as const;

export const ingredientsSection = {
  eyebrow: "What's inside",
  title: "Nine ingredients, nothing to hide",
  intro: "Every ingredient earns its place. Tap a card to see what it does and why we chose it.",
  regionLabel: "Ingredients",
  previous: "Previous ingredients",
  next: "Next ingredients",
  learnMore: "Learn more",
} as const;

export const usageSection = {
  eyebrow: "How to use",
  title: "Three steps to your best morning",
  steps: [
    {
      title: "Scoop",
      text: `Add one serving to your mug. Each bag holds ${serving.servingsPerBag} servings: a month of mornings.`,
    },
    {
      title: "Mix",
      text: `Pour in ${serving.waterOz} of hot water and stir until smooth and creamy.`,
    },
    {
      title: "Focus",
      text: `Enjoy it in the morning. You'll feel it in ${serving.effectsIn}, lasting ${serving.lasting}; the full benefits build over ${serving.longTerm}.`,
    },
  ],
  note: `Advanced users take ${serving.advanced}; if you are sensitive to caffeine, ${serving.sensitive}.`,
} as const;

/** `back`: the store's promise ("10%"), from its NPX value setting (app/cart/reward-back.server.ts). */
export const ownershipSectionFor = (back: string) => ({
  eyebrow: "The ownership model",
  title: "Drink it. Earn it. Own a piece of it.",
  intro: `NAVA is the first coffee that pays you back. Connect your Phantom wallet and every purchase earns ${back} back in NPX, the token of the NAVA community.`,
  points: [
    { value: back, label: "back in NPX on every purchase" },
    { value: productDefinition.npxReward.toLocaleString("en-US"), label: "NPX per bag" },
    { value: "1B", label: "fixed NPX supply" },
  ],
  steps: [
    { title: "Buy", text: "Subscribe or buy once, as you like." },
    { title: "Earn", text: `${back} back in NPX lands in your rewards ledger.` },
    { title: "Own", text: "Hold NPX and share in the brand you drink every day." },
  ],
  link: { label: "Explore the NPX protocol", to: "/protocol" },
});

export const testimonialsSection = {
  eyebrow: "Real people, real focus",
  // No head count here: the store's figures are on /about and /product (app/brand/figures.server.ts).
  title: "Loved by the people who drink it",
  join: "JOIN THEM",
  verified: "Verified buyer",
  reviewedLabel: "Reviewed",
  /** {rating} is filled in per review. */
  ratingLabel: "Rated {rating} out of 5",
} as const;

export const homeFaqFor = (back: string) =>
  ({
    eyebrow: "Questions",
    title: "Good to know",
    viewAll: "View All FAQ",
    items: [
      {
        id: "what",
        q: "What is NAVA Focus?",
        a: "A cinnamon chai mushroom coffee: organic arabica, cinnamon, coconut milk powder and MCT oil with 500mg Lion's Mane, 400mg Cordyceps and 300mg Chaga in every serving.",
      },
      {
        id: "taste",
        q: "Does it taste like mushrooms?",
        a: "No. It tastes like a creamy cinnamon chai latte with a smooth coffee base. The mushrooms are extracts, so there is no earthy aftertaste.",
      },
      {
        id: "how",
        q: "How do I prepare it?",
        a: `Mix one serving with ${serving.waterOz} of hot water. Use one serving in the morning; advanced users take ${serving.advanced}, and sensitive users ${serving.sensitive}.`,
      },
      {
        id: "when",
        q: "When will I feel it?",
        a: `Most people feel calm focus in ${serving.effectsIn}, lasting ${serving.lasting}. The long-term benefits of the mushrooms build over ${serving.longTerm} of daily use.`,
      },
      {
        id: "npx",
        q: "How do I earn NPX?",
        a: `Connect your Phantom wallet and sign in. Every purchase earns ${back} back in NPX, recorded in your rewards ledger.`,
      },
    ],
  }) as const;

export const joinSection = {
  title: "Join the Movement",
  intro: "Follow along for recipes, research and the people building NAVA with us.",
  shopNow: "Shop Now",
} as const;

/** Everything the home page renders, as its loader sends it (the copy stays out of the page's script). */
export function homeContent(back: string) {
  return {
    hero: homeHero,
    benefits: benefitsSection,
    ingredients: {
      ...ingredientsSection,
      cards: homeIngredients.map(({ slug, name, image, tags, origin, dosage }) => ({
        slug,
        name,
        image,
        tags,
        origin,
        dosage,
      })),
    },
    usage: usageSection,
    ownership: ownershipSectionFor(back),
    /** The cards are the reviews the brand features (app/reviews), read by the home loader. */
    testimonials: testimonialsSection,
    faq: homeFaqFor(back),
    join: joinSection,
  };
}
export type HomeContent = ReturnType<typeof homeContent>;
