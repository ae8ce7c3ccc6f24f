// Every URL of the site. The pages come from the page registry (app/pages.ts); what is listed
// here answers with data, a file or a redirect rather than a page. Each domain keeps to its block.
import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { pages, type Page } from "./pages";

function routeOf(page: Page): RouteConfigEntry {
  const children = page.children?.map(routeOf);
  if (page.path === "") return index(page.file, page.id ? { id: page.id } : undefined);
  return route(page.path, page.file, page.id ? { id: page.id } : {}, children);
}

export default [
  ...pages.map(routeOf),

  // Wallet sign-in
  route("auth/nonce", "routes/auth.nonce.ts"),
  route("auth/verify", "routes/auth.verify.ts"),
  route("auth/sign-out", "routes/auth.sign-out.ts"),

  // A creator's link
  route("r/:code", "routes/creator-link.ts"),

  // Operator console exports
  route("admin/rewards/export.csv", "routes/admin-rewards-export.ts"),
  route("admin/creators/payouts.csv", "routes/admin-creator-payouts-export.ts"),
  route("admin/orders/export.csv", "routes/admin-orders-export.ts"),
  route("admin/money/movements.csv", "routes/admin-money-movements-export.ts"),

  // Checkout: the sales tax for the typed address, before the order is placed
  route("checkout/tax", "routes/checkout-tax.ts"),

  // Stock: "Email me when it is back"
  route("stock/notify", "routes/stock-notify.ts"),

  // Payments
  route("api/pay/:orderId", "routes/api.pay.ts"),
  route("api/orders/:orderId/payment", "routes/api.order-payment.ts"),

  // Cards (Stripe)
  route("orders/:orderId/card", "routes/order-card.ts"),
  route("orders/:orderId/collect", "routes/order-collect.ts"),
  route("orders/:orderId/card/update", "routes/order-card-update.ts"),
  route("subscriptions/:subscriptionId/card", "routes/subscription-card.ts"),
  route("webhooks/stripe", "routes/webhooks.stripe.ts"),
  route("webhooks/easypost", "routes/webhooks.easypost.ts"),

  // Machine-readable
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
] satisfies RouteConfig;
