// Copy of the product page's parts the server alone draws (app/routes/product/ProductSections):
// it never reaches the browser's script. The live parts' copy is in product-page.ts.
import { GUARANTEE_DAYS } from "./policies";
export const productSections = {
  eyebrow: "Functional Mushroom Coffee",
  ratingLabel: "reviews",
  ratingLabelOne: "review",
  ratingNone: "No reviews yet: be the first",
  /** Inside each option of the purchase box, beside its name (content/purchase-types.ts). */
  purchaseOption: {
    savePercentLabel: "SAVE 20%",
    discountBadge: "-20% OFF",
    perServing: { subscribe: "$1.34", one_time: "$1.67" },
    perServingSuffix: "per serving",
    subscriptionPerks: ["Delivery every 4 weeks", "Cancel or adjust any time", "Free US shipping"],
  },
  trustBadges: [
    { icon: "truck", title: "Free US shipping", text: "On every subscription" },
    { icon: "rotate", title: `${GUARANTEE_DAYS}-day money back`, text: "Love it or get a refund" },
    { icon: "flask", title: "Third-party tested", text: "Every batch, every bag" },
    { icon: "leaf", title: "Organic & clean", text: "No fillers, no crash" },
  ],
  ingredients: {
    eyebrow: "What's inside",
    title: "Clean ingredients, real doses",
    intro: "Every scoop blends organic arabica with functional mushrooms and warming chai spice.",
    tiles: [
      { slug: "lions-mane", name: "Lion's Mane", note: "Focus and memory", icon: "brain" },
      { slug: "cordyceps", name: "Cordyceps", note: "Steady energy", icon: "zap" },
      { slug: "chaga", name: "Chaga", note: "Antioxidant support", icon: "mountain" },
      { slug: "coffee-beans", name: "Organic Arabica", note: "Smooth, balanced caffeine", icon: "coffee" },
      { slug: "l-theanine", name: "L-Theanine", note: "Calm, no jitters", icon: "sprout" },
      { slug: "cinnamon", name: "Cinnamon", note: "Warm chai spice", icon: "flame" },
    ],
  },
  why: {
    eyebrow: "Why NAVA",
    title: "Your morning ritual, upgraded",
    points: [
      {
        title: "Calm, clear focus",
        text: "Lion's Mane and L-Theanine smooth out caffeine for hours of clean concentration.",
      },
      {
        title: "Energy without the crash",
        text: "Cordyceps and a gentler dose of arabica keep you steady from first sip to late afternoon.",
      },
      {
        title: "A taste you look forward to",
        text: "Cinnamon chai, coconut milk and MCT oil make a cup that tastes like a treat.",
      },
    ],
    // Followed by " - " and the subscription price from the catalog.
    cta: "Start Your Journey",
  },
} as const;
