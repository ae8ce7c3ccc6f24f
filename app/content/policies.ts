// The promises the store's policies rest on, and the contact page's copy. The policies' own pages
// are content files of app/content/documents/.

/** The money-back guarantee the store honours, the one number every page and email states (docs/spec-notes.md). */
export const GUARANTEE_DAYS = 45;

/** How soon the store answers a message or a refund request (the contact page, /returns, the refund form). */
export const ANSWER_WITHIN = "two business days";

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
    nameOneLine: "Enter your name on one line, without line breaks.",
    order: "An order number is the id in your order link, or leave it empty.",
    message: "Write your message (up to 4,000 characters).",
    rateLimited: "You have sent several messages already. Please wait a while before sending another.",
  },
  emailSubject: "Contact form",
} as const;
