// The store's policies: shipping, returns and refunds, terms, privacy. Each is a page drawn on the
// server from this data (app/routes/policy.tsx); the contact page's copy is at the end.
import { FREE_SHIPPING_OVER_CENTS, SHIPPING_CENTS } from "~/cart/pricing";
import { formatPrice } from "~/utils/money";

export type PolicyKey = "shipping" | "returns" | "terms" | "privacy";

export interface PolicySection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

export interface Policy {
  path: `/${PolicyKey}`;
  /** The page's h1 and the link's label. */
  title: string;
  description: string;
  intro: string;
  updated: string;
  sections: readonly PolicySection[];
}

/** The money-back guarantee the store honours: 45 days covers the product page's 30 and the home page's 45. */
export const GUARANTEE_DAYS = 45;

const shippingFee = formatPrice(SHIPPING_CENTS);
const freeOver = formatPrice(FREE_SHIPPING_OVER_CENTS);

export const policies: Record<PolicyKey, Policy> = {
  shipping: {
    path: "/shipping",
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
  },
  returns: {
    path: "/returns",
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
  },
  terms: {
    path: "/terms",
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
  },
  privacy: {
    path: "/privacy",
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
  },
};

export const policyPage = {
  eyebrow: "Store policies",
  updated: "Last updated",
  questions: "Questions? ",
  contactLink: "Contact us",
} as const;

export const contactPage = {
  title: "Contact us",
  description:
    "Write to the NAVA team: orders, shipping, returns, subscriptions, rewards. We answer within two business days.",
  intro:
    "Questions about an order, a return, a subscription or NPX? Write to us and we answer by email within two business days.",
  emailNote: "You can also email us at",
  labels: {
    name: "Your name",
    email: "Email",
    order: "Order number (optional)",
    message: "Message",
  },
  button: "Send message",
  sent: "Thanks, your message is on its way. We answer within two business days.",
  perClientPerHour: 5,
  perAddressPerDay: 5,
  nameMax: 100,
  messageMax: 4000,
  errors: {
    name: "Enter your name.",
    order: "An order number is the id in your order link, or leave it empty.",
    message: "Write your message (up to 4,000 characters).",
    rateLimited: "You have sent several messages already. Please wait a while before sending another.",
  },
  emailSubject: "Contact form",
} as const;
