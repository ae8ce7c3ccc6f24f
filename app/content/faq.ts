// The FAQ page ('WTF is NAVA?'): five categories of questions, the quality strip, and the
// spec's serving and timing constants the answers are written from. Both dose readings of the
// spec are kept: the ingredient list names Chaga at 300mg, the dose answer names Reishi.
import { formatPrice } from "~/utils/money";
import { productDefinition, purchaseCopy } from "./product";

import { FAQ_CATEGORIES, type FaqCategory, type FaqItem } from "./faq-categories";

export {
  DEFAULT_FAQ_CATEGORY,
  FAQ_CATEGORIES,
  parseFaqCategory,
  type FaqCategory,
  type FaqItem,
} from "./faq-categories";

export const faqCategoryLabels: Record<FaqCategory, string> = {
  product: "Product Info",
  ingredients: "Ingredients",
  usage: "Usage",
  safety: "Safety",
  web3: "Web3",
};

/** The spec's Serving constants. */
export const serving = {
  servingsPerBag: purchaseCopy.servingsPerBag,
  waterOz: "8-12oz",
  perDay: "one serving in the morning",
  advanced: "up to two",
  sensitive: "half a serving",
  effectsIn: "30-45 minutes",
  lasting: "1-2 hours",
  longTerm: "2-4 weeks",
  sideEffectsResolve: "3-5 days",
} as const;

/** The FAQ's ingredient list. */
export const faqIngredients = {
  base: ["organic arabica", "cinnamon", "coconut milk powder", "MCT oil"],
  mushrooms: [
    { name: "Lion's Mane", dose: "500mg" },
    { name: "Cordyceps", dose: "400mg" },
    { name: "Chaga", dose: "300mg" },
  ],
} as const;

/** The FAQ's dose answer (the spec's second reading: Reishi at 300mg). */
export const faqDoses = [
  { name: "Lion's Mane", dose: "500mg" },
  { name: "Cordyceps", dose: "400mg" },
  { name: "Reishi", dose: "300mg" },
] as const;

const list = (items: readonly string[]) => `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const withDoses = (items: readonly { name: string; dose: string }[]) => list(items.map((m) => `${m.dose} ${m.name}`));
const subscribe = formatPrice(productDefinition.subscribePriceCents);
const oneTime = formatPrice(productDefinition.oneTimePriceCents);
const reward = productDefinition.npxReward.toLocaleString("en-US");

/** Every question by tab; `back`: the store's "% back" (app/cart/reward-back.server.ts). */
export const faqsFor = (back: string): Record<FaqCategory, FaqItem[]> => ({
  product: [
    {
      q: "WTF is NAVA?",
      a: "NAVA Focus is a cinnamon chai mushroom coffee: organic arabica blended with functional mushrooms for calm, clear focus and clean energy without the crash or the jitters.",
    },
    {
      q: "What does it taste like?",
      a: "Warm cinnamon chai over smooth, medium-roast arabica, made creamy with coconut milk powder. No earthy mushroom taste.",
    },
    {
      q: "How many servings are in a bag?",
      a: `Each bag holds ${serving.servingsPerBag} servings: a month of mornings at one serving a day.`,
    },
    {
      q: "How much does it cost?",
      a: `Subscribe for ${subscribe} a bag, delivered every 4 weeks with free US shipping; cancel or adjust any time. A one-time bag is ${oneTime}.`,
    },
    {
      q: "How is it different from regular coffee?",
      a: "You get the coffee you love with less of the spike and crash: mushroom extracts and MCT oil smooth the lift so focus lasts.",
    },
  ],
  ingredients: [
    {
      q: "What's in NAVA Focus?",
      a: `${list(faqIngredients.base).replace(/^./, (c) => c.toUpperCase())}, with ${withDoses(faqIngredients.mushrooms)} in every serving.`,
    },
    {
      q: "How much of each mushroom is in a serving?",
      a: `Each serving carries ${withDoses(faqDoses)}, all from fruiting-body extracts.`,
    },
    {
      q: "Why fruiting bodies and not mycelium?",
      a: "The fruiting body holds the highest levels of the active compounds, such as beta-glucans. We use no mycelium grown on grain and no fillers.",
    },
    {
      q: "Is it organic?",
      a: "Yes. The coffee and the mushrooms are certified organic, and every batch is tested by an independent lab.",
    },
    {
      q: "Is there sugar or dairy?",
      a: "No added sugar and no dairy. The creaminess comes from coconut milk powder and MCT oil.",
    },
  ],
  usage: [
    {
      q: "How do I make it?",
      a: `Mix one serving with ${serving.waterOz} of hot water and stir. Add your favourite milk if you like.`,
    },
    {
      q: "How much should I take?",
      a: `Start with ${serving.perDay}. Advanced users can take ${serving.advanced} servings a day; if you are sensitive to caffeine, start with ${serving.sensitive}.`,
    },
    {
      q: "When will I feel it?",
      a: `Most people feel it within ${serving.effectsIn}, lasting ${serving.lasting}. The long-term benefits of the mushrooms build over ${serving.longTerm} of daily use.`,
    },
    {
      q: "What time of day is best?",
      a: "In the morning, in place of your usual coffee. Avoid it late in the day if caffeine keeps you up.",
    },
    {
      q: "Can I drink it every day?",
      a: "Yes. NAVA is made for a daily ritual, and the mushrooms work best with consistent use.",
    },
  ],
  safety: [
    {
      q: "Are there side effects?",
      a: `Most people feel none. A few notice mild digestive changes at first, which resolve within ${serving.sideEffectsResolve} as the body adjusts.`,
    },
    {
      q: "Is it third-party tested?",
      a: "Yes. Every batch is tested by an independent lab for potency, heavy metals, pesticides and microbes, and made in a cGMP-certified facility.",
    },
    {
      q: "Can I take it while pregnant or nursing?",
      a: "Please ask your doctor first. We recommend medical advice before any supplement during pregnancy or nursing.",
    },
    {
      q: "Does it interact with medication?",
      a: "Functional mushrooms can interact with some medicines, such as blood thinners or immunosuppressants. If you take any medication, check with your doctor.",
    },
    {
      q: "Is it safe for people with mushroom allergies?",
      a: "No. If you are allergic to mushrooms, please do not take NAVA.",
    },
  ],
  web3: [
    {
      q: "What is NPX?",
      a: "NPX is NAVA's rewards token on Solana. Shoppers earn it on purchases, and a share of revenue flows back into the token ecosystem every month.",
    },
    {
      q: "How do I earn NPX?",
      a: `Connect your Phantom wallet and buy NAVA Focus: you earn ${back} back in NPX, ${reward} NPX per bag.`,
    },
    {
      q: "Do I need a wallet to buy?",
      a: "No. You can check out as a guest. You only need a Phantom wallet to earn NPX rewards.",
    },
    {
      q: "Why Phantom and Solana?",
      a: "Phantom is a trusted, easy wallet, and Solana is fast with very low fees, so rewards reach you without costing more than they are worth.",
    },
    {
      q: "How does logging in with a wallet work?",
      a: "Instead of an email and password, you sign a short message in Phantom. It proves the wallet is yours and never moves any funds.",
    },
  ],
});

export const faqHero = {
  eyebrow: "FAQ",
  title: "WTF is NAVA?",
  intro: "Everything you want to know about NAVA Focus, what is in it, how to use it, and the NPX rewards.",
  tabsLabel: "FAQ categories",
} as const;

export const qualityStandards = {
  title: "Quality & Safety Standards",
  badges: [
    { id: "tested", label: "Third-Party Tested" },
    { id: "cgmp", label: "cGMP Certified" },
    { id: "natural", label: "100% Natural" },
    { id: "research", label: "Research Backed" },
  ],
} as const;

/** The tab a ?tab= value names; anything unknown is Product Info. */
/** schema.org FAQPage of every question on the page. */
export function faqPageJsonLd(faqs: Record<FaqCategory, FaqItem[]>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: FAQ_CATEGORIES.flatMap((c) => faqs[c]).map((f) => ({
      "@type": "Question",
      name: f.q,
      acceptedAnswer: { "@type": "Answer", text: f.a },
    })),
  };
}
