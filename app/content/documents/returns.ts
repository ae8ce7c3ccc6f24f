// The returns page, drawn by app/routes/document.tsx at /returns (a content page of app/pages.ts).
import { GUARANTEE_DAYS } from "~/content/policies";
import type { ContentDocument } from "~/content/document";

export default {
  eyebrow: "Store policies",
  title: "Returns and refunds",
  description: `NAVA's ${GUARANTEE_DAYS}-day money-back guarantee: if NAVA Focus is not for you, you get your money back.`,
  intro: `Every order is covered by our ${GUARANTEE_DAYS}-day money-back guarantee.`,
  updated: "November 2026",
  sections: [
    {
      heading: `The ${GUARANTEE_DAYS}-day guarantee`,
      paragraphs: [
        `If NAVA Focus is not for you, tell us within ${GUARANTEE_DAYS} days of delivery and we refund what you paid for the product, even if the bag is open. One refund per customer for an opened bag; unopened bags can always be returned within the ${GUARANTEE_DAYS} days.`,
      ],
    },
    {
      heading: "How to ask",
      list: [
        "Write to us from the contact page with your order number.",
        "We answer within two business days and tell you whether to send the bag back (we pay the return label).",
        "Damaged or wrong items: send a photo and we ship a replacement or refund, as you prefer.",
      ],
    },
    {
      heading: "How the money comes back",
      list: [
        "Card payments are refunded to the same card; banks take 5–10 business days to show it.",
        "USDC payments are refunded in USDC to the wallet that paid.",
        "NPX earned on a refunded order is taken back from your rewards.",
      ],
    },
    {
      heading: "Subscriptions",
      paragraphs: [
        "You can skip, pause or cancel a subscription any time from its page, before the next renewal is charged. A renewal already paid is covered by the guarantee like any order.",
      ],
    },
  ],
} satisfies ContentDocument;
