// What the funnel counts as a page view (docs/analytics.md), as pure rules the Express step
// (server/count-visits.ts) applies: a GET for a document of the site, not a prefetch, not a bot, not
// the operator's console, answered 200 (or 304 to a revalidation) with HTML. Pages are counted by
// their route pattern in app/pages.ts ("/ingredients/:slug"), never by their URL or query.
import { isbot } from "isbot";
import { pages, type Page } from "../pages";

/** The steps the funnel counts, in the order a visitor meets them. */
export const FUNNEL_STEPS = [
  "visitor",
  "product_view",
  "cart_started",
  "checkout_started",
  "order_placed",
  "order_paid",
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
/** A row of funnel_counts: a step, or a page view of one route. */
export type CountedStep = FunnelStep | "page_view";

/** The route whose page views are product views. */
export const PRODUCT_ROUTE = "/product";
/** What the app fetches to navigate to the product page once it runs (no document is asked for). */
const PRODUCT_DATA = `${PRODUCT_ROUTE}.data`;
/** The operator's own pages are not the store's visits. */
const CONSOLE = "/admin";

function flatten(list: readonly Page[], prefix: string): { pattern: string; test: RegExp }[] {
  return list.flatMap((page) => {
    const path = [prefix, page.path].filter(Boolean).join("/");
    const own =
      page.path === "*" || page.children
        ? []
        : [
            {
              pattern: `/${path}`,
              test: new RegExp(`^/${path.replace(/:[\w]+/g, "[^/]+")}/?$`),
            },
          ];
    return [...own, ...(page.children ? flatten(page.children, path) : [])];
  });
}
// A layout's index child ("admin" and its "") answers at the layout's own path.
const patterns = flatten(pages, "");

const MAX_CACHED = 1000;
const routeCache = new Map<string, string | null>();
const botCache = new Map<string, boolean>();

function cached<T>(cache: Map<string, T>, key: string, compute: (key: string) => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = compute(key);
  // Bounded: a flood of odd URLs or user agents empties it rather than growing it.
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, value);
  return value;
}

/** The route pattern of a page of the site ("/ingredients/:slug"), or null for any other path. */
export function routePatternOf(pathname: string): string | null {
  return cached(routeCache, pathname, (path) => patterns.find((p) => p.test.test(path))?.pattern ?? null);
}

/** Whether the user agent names a crawler, a monitor or a script (the isbot package's list). */
export function isBotAgent(userAgent: string | undefined): boolean {
  if (!userAgent) return false;
  return cached(botCache, userAgent, isbot);
}

/** The request's headers the rules read (node's IncomingHttpHeaders fit). */
export interface CountedHeaders {
  "user-agent"?: string;
  "sec-purpose"?: string | string[];
  purpose?: string | string[];
  "x-moz"?: string | string[];
  "x-purpose"?: string | string[];
}

const says = (value: string | string[] | undefined, word: string) =>
  value !== undefined && String(value).toLowerCase().includes(word);

/** A prefetch or prerender the browser made ahead of a visit that may never happen. */
export function isPrefetch(headers: CountedHeaders): boolean {
  return (
    says(headers["sec-purpose"], "prefetch") ||
    says(headers.purpose, "prefetch") ||
    says(headers["x-purpose"], "preview") ||
    says(headers["x-moz"], "prefetch")
  );
}

/**
 * Before the answer: the route pattern a request would be counted under, or null when it is not a
 * page view whatever the answer (another method, a file or `.data` fetch, the console, a prefetch,
 * a bot, a path that is no page).
 */
export function countableRoute(method: string, pathname: string, headers: CountedHeaders): string | null {
  if (method !== "GET") return null;
  // A file (/assets/x.js, /favicon.ico) or React Router's data fetch (/product.data).
  if (pathname.includes(".")) return null;
  if (pathname === CONSOLE || pathname.startsWith(`${CONSOLE}/`)) return null;
  if (isPrefetch(headers)) return null;
  const route = routePatternOf(pathname);
  if (route === null) return null;
  if (isBotAgent(headers["user-agent"])) return null;
  return route;
}

/**
 * A navigation to the product page inside the app (its data, not a prefetch, not a bot): a product
 * view, though not a page view (a `.data` fetch is never one).
 */
export function isProductNavigation(method: string, pathname: string, headers: CountedHeaders): boolean {
  return method === "GET" && pathname === PRODUCT_DATA && !isPrefetch(headers) && !isBotAgent(headers["user-agent"]);
}

/** After the answer: only a document sent whole (200) or still fresh in the browser (304). */
export function isCountedAnswer(status: number, contentType: string | number | string[] | undefined): boolean {
  return (status === 200 || status === 304) && String(contentType ?? "").startsWith("text/html");
}
