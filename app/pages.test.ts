// The page registry and the route table agree: every route that draws a page is in the registry,
// every registry page has its module, and every content document has its page.
import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { DOCUMENT_MODULE, isSharedPage, pages, publicUrls, routeIdOf, type Page } from "./pages";
import routes from "./routes";

const appDir = path.resolve(__dirname);
const source = (file: string) => fs.readFileSync(path.join(appDir, file), "utf8");
/** A route module draws a page when it has a component (a default export). */
const drawsPage = (file: string) => /^export default /m.test(source(file));

function flatten<T extends { children?: readonly T[] }>(entries: readonly T[]): T[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

describe("the page registry", () => {
  const registered = flatten<Page>(pages);
  const routeTable = flatten<RouteConfigEntry>(routes);

  it("holds every route that draws a page, and the route table holds every registered page", () => {
    const registeredIds = new Set(registered.map(routeIdOf));
    const pageRoutes = routeTable.filter((route) => drawsPage(route.file));
    const unregistered = pageRoutes
      .map((route) => route.id ?? route.file.replace(/\.[jt]sx?$/, ""))
      .filter((id) => !registeredIds.has(id));
    expect(unregistered, "pages in app/routes.ts that are not in app/pages.ts").toEqual([]);
    const routedIds = new Set(routeTable.map((route) => route.id ?? route.file.replace(/\.[jt]sx?$/, "")));
    expect(registered.map(routeIdOf).filter((id) => !routedIds.has(id))).toEqual([]);
  });

  it("names modules that exist and draw a page", () => {
    for (const page of registered) expect(drawsPage(page.file), page.file).toBe(true);
  });

  it("has a page for every content document, and a content document for every document page", () => {
    const files = fs.readdirSync(path.join(appDir, "content/documents")).map((f) => `/${f.replace(/\.ts$/, "")}`);
    const documentPages = registered.filter((page) => page.file === DOCUMENT_MODULE).map((page) => `/${page.path}`);
    expect(documentPages.sort()).toEqual(files.sort());
  });

  it("keeps and lets a CDN cache only the pages that are the same for every visitor", () => {
    for (const url of ["/", "/about", "/faq", "/ingredients/chaga", "/returns", "/product"])
      expect(isSharedPage(url), url).toBe(true);
    for (const url of ["/cart", "/checkout", "/orders", "/orders/abc", "/rewards", "/admin", "/contact", "/r/CODE"])
      expect(isSharedPage(url), url).toBe(false);
  });

  it("lists each public URL once, and none with a parameter", () => {
    expect(new Set(publicUrls).size).toBe(publicUrls.length);
    expect(publicUrls.filter((url) => url.includes(":") || url.includes("*"))).toEqual([]);
  });
});
