// The shipping page, drawn by app/routes/document.tsx at /shipping (a content page of app/pages.ts).
import { FREE_SHIPPING_OVER_CENTS, SHIPPING_CENTS } from "~/utils/pricing";
import type { ContentDocument } from "~/content/document";
import { formatPrice } from "~/utils/money";

const shippingFee = formatPrice(SHIPPING_CENTS);
const freeOver = formatPrice(FREE_SHIPPING_OVER_CENTS);

export default {
  eyebrow: "Store policies",
  title: "Shipping",
  description: `What shipping costs at NAVA and how long it takes: subscriptions ship free, one-time orders over ${freeOver} ship free, else ${shippingFee}.`,
  intro: "What shipping costs, how long it takes, and how you follow your parcel.",
  updated: "November 2026",
  sections: [
    {
      heading: "Rates",
      list: [
        "Subscriptions ship free, every delivery.",
        `One-time orders: ${shippingFee} under ${freeOver}; free over ${freeOver} (two bags or more).`,
        "The cart, checkout and product page show the shipping for what you chose before you pay.",
      ],
    },
    {
      heading: "Times",
      list: [
        "We pack paid orders within 1–2 business days.",
        "Delivery in the United States takes 3–5 business days after that.",
        "A subscription ships on its renewal day, once the renewal is paid.",
      ],
    },
    {
      heading: "Tracking",
      paragraphs: [
        "When your parcel leaves us you get an email with the carrier and a tracking link, and your order page shows both. Lost your order link? Ask for your orders by email on the Find my orders page.",
      ],
    },
    {
      heading: "Where we ship",
      paragraphs: ["We ship to addresses in the 50 United States and Washington, DC."],
    },
  ],
} satisfies ContentDocument;
