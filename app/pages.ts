// Every page of the site, in one typed table. The route table (app/routes.ts), the sitemap, the
// server's rule for the pages it keeps (server/kept-responses.ts), the bundle
// budget (scripts/bundle-budget.mjs) and the end-to-end route list all read it, and
// app/pages.test.ts fails when it and the route table disagree.
//
// A new content page is a content file and one line here:
//   app/content/documents/gift-cards.ts   (export default a `ContentDocument`)
//   defineContentRoute("gift-cards"),
// Routes that answer with data rather than a page (forms' posts, APIs, webhooks, CSV, robots.txt)
// stay in app/routes.ts.
// Imports here are relative and plain data only: the route config and the scripts load this file
// outside the app's build.
import { ingredientPageSlugs } from "./content/ingredient-slugs";

export interface Page {
  /** The URL pattern in React Router's syntax, without the leading slash ("" is the home page). */
  path: string;
  /** The route module, under app/. */
  file: string;
  /** The route id, when one module serves several pages. */
  id?: string;
  /**
   * "shared": the same bytes for every visitor without a cart or a session (drawn once, kept by the
   * server, cacheable by a CDN); "personal": drawn for each request (a cart, an order, a sign-in).
   */
  audience: "shared" | "personal";
  /** The first-load JavaScript budget the build is held to: 120 KiB for content, 125 KiB for the shop. */
  budget?: "content" | "shop";
  /** A lower first-load budget in KiB than its kind's, once the page came under it (budgets only go down). */
  budgetKiB?: number;
  /** The public URLs this page answers, for the sitemap and the end-to-end route checks. */
  urls: readonly string[];
  children?: readonly Page[];
}

/** A content page: shared, held to the content budget, listed. Without `file`, a document page. */
export function defineContentRoute(path: string, options: { file?: string; urls?: readonly string[] } = {}): Page {
  return {
    path,
    file: options.file ?? DOCUMENT_MODULE,
    id: options.file ? undefined : `${DOCUMENT_ROUTE_PREFIX}${path}`,
    audience: "shared",
    budget: "content",
    urls: options.urls ?? [`/${path}`],
  };
}

/** Any other page: drawn per request unless said otherwise, and unlisted unless it has `urls`. */
export function definePage(path: string, file: string, options: Partial<Omit<Page, "path" | "file">> = {}): Page {
  return { path, file, audience: "personal", urls: [], ...options };
}

/** The module that draws a content file of app/content/documents/ as a page. */
export const DOCUMENT_MODULE = "routes/document.tsx";
export const DOCUMENT_ROUTE_PREFIX = "routes/document-";

export const pages: readonly Page[] = [
  // Content: the same for every visitor
  defineContentRoute("", { file: "routes/home.tsx", urls: ["/"] }),
  defineContentRoute("about", { file: "routes/about.tsx" }),
  defineContentRoute("studies", { file: "routes/studies.tsx" }),
  defineContentRoute("faq", { file: "routes/faq.tsx" }),
  defineContentRoute("ingredients/:slug", {
    file: "routes/ingredient.tsx",
    urls: ingredientPageSlugs.map((slug) => `/ingredients/${slug}`),
  }),
  defineContentRoute("protocol", { file: "routes/protocol.tsx" }),
  defineContentRoute("protocol/whitepaper", { file: "routes/whitepaper.tsx" }),
  defineContentRoute("tech", { file: "routes/tech.tsx" }),
  defineContentRoute("mission", { file: "routes/mission.tsx" }),
  defineContentRoute("ambassador", { file: "routes/ambassador.tsx" }),

  // The store's policies (app/content/documents/) and a way to reach it
  defineContentRoute("shipping"),
  defineContentRoute("returns"),
  defineContentRoute("terms"),
  defineContentRoute("privacy"),
  definePage("contact", "routes/contact.tsx", { urls: ["/contact"] }),

  // Shop: the product page is the same for every visitor; the cart is each visitor's own
  definePage("product", "routes/product.tsx", {
    audience: "shared",
    budget: "shop",
    budgetKiB: 120,
    urls: ["/product"],
  }),
  definePage("cart", "routes/cart.tsx", { budget: "shop", urls: ["/cart"] }),
  definePage("checkout", "routes/checkout.tsx"),
  definePage("orders", "routes/orders.tsx"),
  definePage("orders/:orderId", "routes/order.tsx"),
  definePage("reviews/:token", "routes/review.tsx"),

  // Wallet and rewards
  definePage("wallet-connect", "routes/wallet-connect.tsx", { urls: ["/wallet-connect"] }),
  definePage("rewards", "routes/rewards.tsx", { urls: ["/rewards"] }),

  // Creators: the application and the creator's dashboard
  definePage("ambassador/apply", "routes/ambassador-apply.tsx", { urls: ["/ambassador/apply"] }),
  definePage("creator", "routes/creator.tsx"),

  // Subscriptions: a fresh link by email, and the subscriber's page
  definePage("subscriptions", "routes/subscriptions.tsx"),
  definePage("subscriptions/:subscriptionId", "routes/subscription.tsx"),

  // Operator console
  definePage("admin", "routes/admin.tsx", {
    children: [
      definePage("", "routes/admin-dashboard.tsx"),
      definePage("orders", "routes/admin-orders.tsx"),
      definePage("orders/:orderId", "routes/admin-order.tsx"),
      definePage("subscriptions", "routes/admin-subscriptions.tsx"),
      definePage("subscriptions/:subscriptionId", "routes/admin-subscription.tsx"),
      definePage("cancellations", "routes/admin-cancellations.tsx"),
      definePage("applications", "routes/admin-applications.tsx"),
      definePage("creators", "routes/admin-creators.tsx"),
      definePage("discounts", "routes/admin-discounts.tsx"),
      definePage("holders", "routes/admin-holders.tsx"),
      definePage("rewards", "routes/admin-rewards.tsx"),
      definePage("protocol", "routes/admin-protocol.tsx"),
      definePage("reviews", "routes/admin-reviews.tsx"),
      definePage("reviews/import", "routes/admin-reviews-import.tsx"),
      definePage("audit", "routes/admin-audit.tsx"),
      definePage("jobs", "routes/admin-jobs.tsx"),
      definePage("outbox", "routes/admin-outbox.tsx"),
      definePage("funnel", "routes/admin-funnel.tsx"),
      definePage("refunds", "routes/admin-refunds.tsx"),
      definePage("stock", "routes/admin-stock.tsx"),
      definePage("statements", "routes/admin-statements.tsx"),
    ],
  }),

  // Anything else: the friendly 404
  definePage("*", "routes/not-found.tsx"),
];

/** The route id React Router gives a page. */
export const routeIdOf = (page: Page) => page.id ?? page.file.replace(/\.[jt]sx?$/, "");

/** Every public URL, in the registry's order: the sitemap and the end-to-end route list. */
export const publicUrls: readonly string[] = pages.flatMap((page) => page.urls);

const sharedPatterns = pages
  .filter((page) => page.audience === "shared")
  .map((page) => new RegExp(`^/${page.path.replace(/:[\w]+/g, "[\\w-]+")}$`));

/** Whether `pathname` is a page with the same bytes for every visitor without a cart or session. */
export function isSharedPage(pathname: string): boolean {
  return sharedPatterns.some((pattern) => pattern.test(pathname));
}
