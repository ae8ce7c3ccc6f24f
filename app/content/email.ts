// The frame every HTML email of the store is drawn in (app/email/EmailLayout.server.tsx): the
// words of each message stay with its text (e.g. `emails` in ./subscriptions); these frame them.
import { brand, supportLinks } from "./site";

/** How every email of the store ends: one sign-off, whoever the message is for. */
export const emailSignOff = "\n\nNAVA Focus\nQuestions? Just reply to this email.";

export const emailLayout = {
  wordmark: brand.name,
  /**
   * The button of a link whose line before it gives no short label (app/email/blocks.ts): named
   * by the page it opens, so no button says only "Open link". First match of the link's path wins.
   */
  buttonsByPath: [
    { path: /^\/orders\/[^/]+\/?$/, label: "View your order" },
    { path: /^\/orders\/?$/, label: "View your orders" },
    { path: /^\/subscriptions(\/|$)/, label: "Manage your subscription" },
    { path: /^\/reviews\//, label: "Write your review" },
    { path: /^\/creator\/?$/, label: "Open your creator page" },
    { path: /^\/rewards\/?$/, label: "See your NPX rewards" },
    { path: /^\/admin(\/|$)/, label: "Open the console" },
    { path: /^\/product\/?$/, label: "Shop NAVA Focus" },
  ] as { path: RegExp; label: string }[],
  /** A link to a page none of the above names. */
  otherPage: "Visit the NAVA store",
  footer: {
    tagline: `${brand.productLine}: ${brand.tagline.toLowerCase()}.`,
    help: "Need help with an order or a subscription?",
    links: supportLinks.filter((l) => ["/contact", "/orders", "/returns"].includes(l.to)),
  },
} as const;
