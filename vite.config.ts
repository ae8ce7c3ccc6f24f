import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const sep = String.raw`[\\/]`;
const rootModule = new RegExp(`${sep}app${sep}root\\.tsx(\\?|$)`);
/** React, React DOM and React Router: what every page runs, in one chunk rather than three. */
const reactModules = new RegExp(
  `node_modules${sep}(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)${sep}`,
);
/**
 * What every content page's first load has besides the shell (docs/decisions/0006), and the two
 * pieces the home and protocol pages' islands share with the shop: the button and the wallet action.
 */
const contentModules = new RegExp(
  `${sep}app${sep}(components${sep}server-html${sep}ServerHtml|components${sep}content${sep}JsonLd|content${sep}seo|components${sep}ui${sep}button|wallet${sep}WalletAction)\\.`,
);
const productRoute = new RegExp(`${sep}app${sep}routes${sep}product\\.tsx(\\?|$)`);
const cartRoute = new RegExp(`${sep}app${sep}routes${sep}cart\\.tsx(\\?|$)`);

type ModuleGraph = { getModuleInfo(id: string): { importers: string[]; dynamicImporters: string[] } | null };

/** Whether `route` imports `id`; with `later`, also through a module it fetches later (`import()`). */
function importedBy(id: string, route: RegExp, graph: ModuleGraph, later = false, seen = new Set<string>()): boolean {
  if (route.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  const importers = [...(info?.importers ?? []), ...(later ? (info?.dynamicImporters ?? []) : [])];
  return importers.some((importer) => importedBy(importer, route, graph, later, seen));
}

/** An app module captured by a group of its own name when `belongs` says so (route modules stay files). */
const appGroup =
  (name: string, belongs: (id: string, graph: ModuleGraph) => boolean) =>
  (id: string, graph: ModuleGraph): string | null => {
    if (id.includes("node_modules") || !new RegExp(`${sep}app${sep}`).test(id)) return null;
    if (rootModule.test(id) || productRoute.test(id) || cartRoute.test(id)) return null;
    return belongs(id, graph) ? name : null;
  };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The server build's entry is the store's server (server/index.ts), which imports React Router's
  // server build: build/server/index.js is the whole server, one copy of every module.
  environments: { ssr: { build: { rollupOptions: { input: "./server/index.ts" } } } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: reactModules, priority: 4 },
                // The app's chunks beside React's, so that a first load is a few files rather than a
                // dozen: over HTTP/1.1 a browser fetches six at a time and each file past those waits
                // a round trip (decision 0007, status of 2026-11-25). The shell: every app module the root
                // route imports (header, navs, footer, their copy and icons) and what content pages
                // share; a dozen small chunks cost 2.5–3 KiB more gzip than one (decision 0007).
                {
                  name: appGroup("shell", (id, graph) => contentModules.test(id) || importedBy(id, rootModule, graph)),
                  debugName: "shell",
                  priority: 3,
                },
                // What the product and cart pages share (checkout has it too), then what the cart page adds.
                // The product page's later parts (0028) count as the product page's: what they share
                // with the cart left to "shop-cart" would take the cart's whole chunk with it.
                {
                  name: appGroup(
                    "shop",
                    (id, graph) => importedBy(id, productRoute, graph, true) && importedBy(id, cartRoute, graph),
                  ),
                  debugName: "shop",
                  priority: 2,
                },
                {
                  name: appGroup("shop-cart", (id, graph) => importedBy(id, cartRoute, graph)),
                  debugName: "shop-cart",
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));
