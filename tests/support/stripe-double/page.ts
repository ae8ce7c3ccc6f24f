// The double's hosted Checkout page: what the session charges (or saves), a choice of Stripe's test
// cards, Pay and Cancel. Plain HTML forms, no script.
import { TEST_CARDS, type CheckoutSession, type LineItem } from "./objects";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

export function checkoutPage(session: CheckoutSession & { line_items: LineItem[] }, error?: string): string {
  const open = session.status === "open";
  const currency = session.currency ?? "usd";
  const lines = session.line_items
    .map(
      (l) =>
        `<li><span>${escapeHtml(l.name)} × ${l.quantity}</span><span>${money(l.unit_amount * l.quantity, currency)}</span></li>`,
    )
    .join("");
  const title =
    session.mode === "setup" ? "Save a card for later payments" : `Pay ${money(session.amount_total ?? 0, currency)}`;
  const cards = Object.entries(TEST_CARDS)
    .map(
      ([value, card], i) =>
        `<label><input type="radio" name="card" value="${value}"${i === 0 ? " checked" : ""}> ${escapeHtml(card.label)}</label>`,
    )
    .join("");
  const cancel = session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (Stripe test double)</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
ul{list-style:none;padding:0}li{display:flex;justify-content:space-between;padding:.25rem 0}
label{display:block;margin:.4rem 0}button{font:inherit;padding:.6rem 1.4rem;background:#0a5dc2;color:#fff;border:0;border-radius:6px}
.error{color:#a00;font-weight:600}</style></head>
<body><main>
<p>Test mode: Stripe double</p>
<h1>${escapeHtml(title)}</h1>
${session.customer_email ? `<p>${escapeHtml(session.customer_email)}</p>` : ""}
<ul>${lines}</ul>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
${
  open
    ? `<form method="post"><fieldset><legend>Card</legend>${cards}</fieldset><p><button type="submit">${session.mode === "setup" ? "Save card" : "Pay"}</button> ${cancel}</p></form>`
    : `<p>This Checkout Session is ${escapeHtml(session.status)}.</p>`
}
</main></body></html>`;
}
