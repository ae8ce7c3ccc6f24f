// The privacy page, drawn by app/routes/document.tsx at /privacy (a content page of app/pages.ts).
import type { ContentDocument } from "~/content/document";

export default {
  eyebrow: "Store policies",
  title: "Privacy",
  description:
    "What NAVA collects when you shop, who processes it, how long it is kept and how to get a copy or have it deleted.",
  intro: "What we collect, why, who else handles it, and how to ask us for a copy or deletion.",
  updated: "November 2026",
  sections: [
    {
      heading: "What we collect",
      list: [
        "Your email address: to send your order, shipping and subscription emails.",
        "Your name and shipping address: to deliver your order.",
        "Your wallet address, if you connect or sign in: to pay in USDC and to credit NPX.",
        "Cookies: one keeps your cart, one keeps you signed in, one opens your subscription from an emailed link. No advertising or tracking cookies.",
        "Messages you send us through the contact form.",
      ],
    },
    {
      heading: "Who processes it",
      list: [
        "Stripe processes card payments; we never see or store your card number.",
        "USDC payments and NPX claims are recorded on the Solana blockchain, which is public and cannot be erased.",
        "Our email provider delivers the messages we send you.",
        "Our host runs the store and its database. We sell your data to no one.",
      ],
    },
    {
      heading: "How long we keep it",
      list: [
        "Orders and their addresses: 7 years, as tax law requires.",
        "Carts nobody touched for 30 days are deleted.",
        "Sign-in sessions end after their lifetime and are deleted a day later.",
        "Contact messages: 2 years.",
      ],
    },
    {
      heading: "A copy, a correction, or deletion",
      paragraphs: [
        "Write to us from the contact page from the email address you shop with. We answer within 30 days with a copy of what we hold, correct it, or delete what the law lets us delete.",
      ],
    },
  ],
} satisfies ContentDocument;
