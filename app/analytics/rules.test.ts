// What counts as a page view: a document GET of a page of the site, by a person, answered whole.
import { describe, expect, it } from "vitest";
import { countableRoute, isBotAgent, isCountedAnswer, isPrefetch, isProductNavigation, routePatternOf } from "./rules";

const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const browser = { "user-agent": CHROME };

describe("the funnel's page views", () => {
  it("counts a page by its route pattern, never by its URL or query", () => {
    expect(routePatternOf("/")).toBe("/");
    expect(routePatternOf("/faq")).toBe("/faq");
    expect(routePatternOf("/ingredients/lions-mane")).toBe("/ingredients/:slug");
    expect(routePatternOf("/orders/0f6b1c7e")).toBe("/orders/:orderId");
    expect(routePatternOf("/no-such-page")).toBeNull();
    // The query is cut off before the rules see the path (server/count-visits.ts).
    expect(countableRoute("GET", "/product", browser)).toBe("/product");
  });

  it("does not count a bot, whatever page it reads", () => {
    for (const bot of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "curl/8.5.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    ]) {
      expect(isBotAgent(bot)).toBe(true);
      expect(countableRoute("GET", "/", { "user-agent": bot })).toBeNull();
    }
    expect(isBotAgent(CHROME)).toBe(false);
    expect(countableRoute("GET", "/", browser)).toBe("/");
  });

  it("does not count a prefetch or prerender", () => {
    expect(isPrefetch({ "sec-purpose": "prefetch" })).toBe(true);
    expect(isPrefetch({ "sec-purpose": "prefetch;prerender" })).toBe(true);
    expect(isPrefetch({ purpose: "prefetch" })).toBe(true);
    expect(isPrefetch({ "x-moz": "prefetch" })).toBe(true);
    expect(countableRoute("GET", "/faq", { ...browser, "sec-purpose": "prefetch" })).toBeNull();
    expect(isPrefetch(browser)).toBe(false);
  });

  it("does not count a .data fetch, a file, HEAD, a post or the operator's console", () => {
    expect(countableRoute("GET", "/product.data", browser)).toBeNull();
    expect(countableRoute("GET", "/_root.data", browser)).toBeNull();
    expect(countableRoute("GET", "/assets/entry.client-abc123.js", browser)).toBeNull();
    expect(countableRoute("GET", "/favicon.ico", browser)).toBeNull();
    expect(countableRoute("HEAD", "/", browser)).toBeNull();
    expect(countableRoute("POST", "/cart", browser)).toBeNull();
    expect(countableRoute("GET", "/admin", browser)).toBeNull();
    expect(countableRoute("GET", "/admin/funnel", browser)).toBeNull();
  });

  it("counts the product's data fetched for a navigation in the app as a product view, not a prefetch's", () => {
    expect(isProductNavigation("GET", "/product.data", browser)).toBe(true);
    expect(isProductNavigation("GET", "/product.data", { ...browser, "sec-purpose": "prefetch" })).toBe(false);
    expect(isProductNavigation("GET", "/product.data", { "user-agent": "Googlebot/2.1" })).toBe(false);
    expect(isProductNavigation("GET", "/faq.data", browser)).toBe(false);
  });

  it("counts only a document answered whole or still fresh: not a redirect, 4xx, 5xx or data", () => {
    expect(isCountedAnswer(200, "text/html; charset=utf-8")).toBe(true);
    expect(isCountedAnswer(304, "text/html; charset=utf-8")).toBe(true);
    expect(isCountedAnswer(302, "text/html")).toBe(false);
    expect(isCountedAnswer(404, "text/html; charset=utf-8")).toBe(false);
    expect(isCountedAnswer(500, "text/html; charset=utf-8")).toBe(false);
    expect(isCountedAnswer(200, "application/json")).toBe(false);
    expect(isCountedAnswer(200, undefined)).toBe(false);
  });
});
