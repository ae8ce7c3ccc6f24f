// "Find my orders": a shopper asks for a link by email and sees every order of that address.
import { emailSignOff } from "./email";
export const findOrdersPage = {
  title: "Find your orders",
  description: "Get a link to every NAVA order you placed, by email.",
  intro:
    "Enter the email you ordered with. We send you a link to all your orders and their tracking; it works for 24 hours.",
  emailLabel: "Email",
  button: "Email me a link",
  sent: "If there are orders for that address, a link to them is on its way. Check your inbox (and spam folder).",
  expired: "That link has expired or is not valid. Ask for a new one below.",
  listTitle: (email: string) => `Orders for ${email}`,
  none: "No orders for this address.",
  columns: { order: "Order", placed: "Placed", status: "Status", total: "Total" },
  open: "View order",
  requestRefund: "Request a refund",
  rateLimited: "Too many requests from this connection. Please wait an hour and try again.",
  perClientPerHour: 20,
  linkHours: 24,
} as const;

export const findOrdersEmail = (o: { linkUrl: string; count: number }) => ({
  subject: "Your NAVA orders",
  // The short line before the link is the HTML's button label (docs/decisions/0023).
  text: `You asked for a link to the ${o.count === 1 ? "order" : `${o.count} orders`} placed with this email address. It works for 24 hours.\n\n${o.count === 1 ? "Your order and its tracking" : "Your orders and their tracking"}:\n${o.linkUrl}\n\nIf you did not ask for it, you can ignore this email.${emailSignOff}`,
});
