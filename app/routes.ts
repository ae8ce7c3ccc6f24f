// Every URL of the site, in one table. Each domain keeps to its own block.
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // Content pages
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("studies", "routes/studies.tsx"),
  route("faq", "routes/faq.tsx"),
  route("ingredients/:slug", "routes/ingredient.tsx"),
  route("protocol", "routes/protocol.tsx"),
  route("protocol/whitepaper", "routes/whitepaper.tsx"),
  route("tech", "routes/tech.tsx"),
  route("mission", "routes/mission.tsx"),
  route("ambassador", "routes/ambassador.tsx"),

  // Store policies and contact
  route("shipping", "routes/policy.tsx", { id: "routes/policy-shipping" }),
  route("returns", "routes/policy.tsx", { id: "routes/policy-returns" }),
  route("terms", "routes/policy.tsx", { id: "routes/policy-terms" }),
  route("privacy", "routes/policy.tsx", { id: "routes/policy-privacy" }),
  route("contact", "routes/contact.tsx"),

  // Shop: product, cart, checkout, orders
  route("product", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("orders", "routes/orders.tsx"),
  route("orders/:orderId", "routes/order.tsx"),
  route("reviews/:token", "routes/review.tsx"),

  // Wallet, sign-in and rewards
  route("wallet-connect", "routes/wallet-connect.tsx"),
  route("rewards", "routes/rewards.tsx"),
  route("auth/nonce", "routes/auth.nonce.ts"),
  route("auth/verify", "routes/auth.verify.ts"),
  route("auth/sign-out", "routes/auth.sign-out.ts"),

  // Creators: the application, a creator's link and the creator's dashboard
  route("ambassador/apply", "routes/ambassador-apply.tsx"),
  route("r/:code", "routes/creator-link.ts"),
  route("creator", "routes/creator.tsx"),

  // Subscriptions: the subscriber's page, and a fresh link by email
  route("subscriptions", "routes/subscriptions.tsx"),
  route("subscriptions/:subscriptionId", "routes/subscription.tsx"),

  // Operator console
  route("admin", "routes/admin.tsx", [
    index("routes/admin-orders.tsx"),
    route("orders/:orderId", "routes/admin-order.tsx"),
    route("subscriptions", "routes/admin-subscriptions.tsx"),
    route("subscriptions/:subscriptionId", "routes/admin-subscription.tsx"),
    route("applications", "routes/admin-applications.tsx"),
    route("creators", "routes/admin-creators.tsx"),
    route("rewards", "routes/admin-rewards.tsx"),
    route("reviews", "routes/admin-reviews.tsx"),
    route("reviews/import", "routes/admin-reviews-import.tsx"),
    route("audit", "routes/admin-audit.tsx"),
    route("jobs", "routes/admin-jobs.tsx"),
    route("outbox", "routes/admin-outbox.tsx"),
  ]),
  route("admin/rewards/export.csv", "routes/admin-rewards-export.ts"),
  route("admin/creators/payouts.csv", "routes/admin-creator-payouts-export.ts"),

  // Payments
  route("api/pay/:orderId", "routes/api.pay.ts"),
  route("api/orders/:orderId/payment", "routes/api.order-payment.ts"),

  // Cards (Stripe)
  route("orders/:orderId/card", "routes/order-card.ts"),
  route("orders/:orderId/collect", "routes/order-collect.ts"),
  route("orders/:orderId/card/update", "routes/order-card-update.ts"),
  route("subscriptions/:subscriptionId/card", "routes/subscription-card.ts"),
  route("webhooks/stripe", "routes/webhooks.stripe.ts"),

  // Machine-readable
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),

  // Anything else: the friendly 404
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
