// The terms page, drawn by app/routes/document.tsx at /terms (a content page of app/pages.ts).
import type { ContentDocument } from "~/content/document";

export default {
  eyebrow: "Store policies",
  title: "Terms of sale",
  description: "The terms that apply when you buy from NAVA: prices, payments, subscriptions, rewards.",
  intro: "The short version of what we promise and what we ask when you buy from us.",
  updated: "November 2026",
  sections: [
    {
      heading: "Prices and payment",
      list: [
        "Prices are in US dollars and include what the product page says; shipping is shown before you pay.",
        "You pay by card (through Stripe) where the store takes cards, or in USDC on Solana.",
        "An order ships once its payment is received; nothing is charged before you pay from the order's page.",
      ],
    },
    {
      heading: "Subscriptions",
      list: [
        "A subscription renews at the price you subscribed at, at the frequency you chose.",
        "Card subscribers are reminded before each renewal and charged on the day; USDC subscribers get a link to pay each renewal within 7 days, or the subscription pauses.",
        "You can skip, reschedule, change, pause or cancel from the subscription's page at any time.",
      ],
    },
    {
      heading: "NPX rewards",
      paragraphs: [
        "NPX earned on paid orders is a loyalty reward, not an investment, and has no cash value from us. It is credited to a signed-in wallet and may be taken back if the order is refunded.",
      ],
    },
    {
      heading: "Health",
      paragraphs: [
        "These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease. Ask your doctor first if you are pregnant, nursing or take medication.",
      ],
    },
  ],
} satisfies ContentDocument;
