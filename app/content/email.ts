// The frame every HTML email of the store is drawn in (app/email/EmailLayout.server.tsx): the
// words of each message stay with its text (e.g. `emails` in ./subscriptions); these frame them.
import { brand, supportLinks } from "./site";

export const emailLayout = {
  wordmark: brand.name,
  /** The button of a link whose line before it gives no short label (app/email/blocks.ts). */
  openLink: "Open link",
  footer: {
    tagline: `${brand.productLine}: ${brand.tagline.toLowerCase()}.`,
    help: "Need help with an order or a subscription?",
    links: supportLinks.filter((l) => ["/contact", "/orders", "/returns"].includes(l.to)),
  },
} as const;
