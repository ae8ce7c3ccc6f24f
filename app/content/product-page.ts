// Copy of the product page (/product), apart from the rest of the shop's so the page loads only its own.
// Prices are not here: they come from the catalog in the database.
import type { PurchaseType } from "./purchase-types";

export const productPage = {
  eyebrow: "Functional Mushroom Coffee",
  ratingLabel: "reviews",
  ratingLabelOne: "review",
  ratingNone: "No reviews yet: be the first",
  purchaseHeading: "Choose your plan",
  purchaseOptions: {
    subscribe: { label: "Subscribe & Save", short: "Subscribe" },
    one_time: { label: "One-time purchase", short: "One-time" },
  } satisfies Record<PurchaseType, { label: string; short: string }>,
  perServingSuffix: "per serving",
  quantityLabel: "Quantity",
  addToCart: "Add to Cart",
  adding: "Adding…",
  /** Shipping for what is chosen (DESIGN.md's rule), beside the Add to Cart button. */
  shippingFor: {
    subscribe: "Shipping: free on every subscription delivery.",
    oneTime: (shipping: string, total: string) => `Shipping: ${shipping} (free with two bags). Total ${total}.`,
    oneTimeFree: (total: string) => `Shipping: free. Total ${total}.`,
  },
  servingsNote: "30 servings per bag · one scoop a day, effects in 20-30 minutes",
  moneyBack: "30-day money back",
  reward: {
    title: "Earn NPX with every bag",
    perBag: "NPX per bag",
    explainer: "10% back in NPX tokens on Solana.",
    signedIn: "You're signed in with Phantom: this purchase earns NPX for",
    signedOut: "Connect Phantom and sign in before checkout to receive your NPX.",
    connect: "Connect Phantom",
    signIn: "Sign in with Phantom",
  },
  trustBadges: [
    { icon: "truck", title: "Free US shipping", text: "On every subscription" },
    { icon: "rotate", title: "30-day money back", text: "Love it or get a refund" },
    { icon: "flask", title: "Third-party tested", text: "Every batch, every bag" },
    { icon: "leaf", title: "Organic & clean", text: "No fillers, no crash" },
  ],
  gallery: {
    label: "Product images",
    previous: "Previous image",
    next: "Next image",
    thumbnails: "Choose an image",
    alts: [
      "NAVA Focus bag, front: cinnamon chai mushroom coffee",
      "NAVA Focus bag, back: ingredients and directions",
      "A scoop of NAVA Focus powder",
      "A cup of NAVA Focus, warm and frothy",
      "The ingredients of NAVA Focus: coffee beans, mushrooms, cinnamon and spices",
    ],
  },
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
  phantom: {
    title: "Connect Phantom, earn NPX",
    text: "Sign in with your Phantom wallet and every bag you buy earns 10% back in NPX tokens.",
    cta: "Connect Phantom Wallet",
    connectedText: "Connected. Sign in with your wallet so your orders earn NPX:",
    signIn: "Sign in to earn NPX",
    signingIn: "Signing in...",
    signedInText: "You're signed in. Every bag you buy earns NPX for",
    signedIn: "Signed in",
    rewards: "View my NPX",
  },
  sticky: { label: "Quick add" },
} as const;
