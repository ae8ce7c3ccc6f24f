// Bundle budget, deterministic: reads the production build's route manifest, sums the gzip size
// of every script a route's first load fetches (entry, root, the route, their static imports),
// and fails when a content route, /product or /cart passes its budget or any first load carries
// wallet/web3 code.
// The routes and their budgets come from the page registry (app/pages.ts).
// Run after `npm run build`: npm run bench:bundle [-- --json]
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import { pages, routeIdOf } from "../app/pages.ts";

/** The budget of a content route's first load: 120 KiB of gzip JavaScript (DESIGN.md). */
export const TARGET_BYTES = 120 * 1024;
/** What CI enforces for content routes (docs/decisions/0007). */
export const BUDGET_BYTES = Math.round(120.0 * 1024);
/** The shop's interactive pages: 125 KiB each. */
export const SHOP_TARGET_BYTES = 125 * 1024;
const byBudget = (budget) => pages.filter((page) => page.budget === budget).map(routeIdOf);
/** Routes whose first load must fit the content budget, from the page registry. */
export const CONTENT_ROUTES = byBudget("content");
/** Each shop route's budget: 125 KiB, or the lower one its page holds (`budgetKiB`). */
export const SHOP_BUDGETS = Object.fromEntries(
  pages
    .filter((page) => page.budget === "shop")
    .map((page) => [routeIdOf(page), page.budgetKiB ? Math.round(page.budgetKiB * 1024) : SHOP_TARGET_BYTES]),
);
/** Strings only the wallet stack (Wallet Standard, the modal) and Solana libraries carry. */
export const WALLET_MARKERS = [
  "wallet-standard:app-ready",
  "solana:signAndSendTransaction",
  "WalletNotReadyError",
  "WalletConnectionError",
  "wallet-adapter-modal",
  "TransactionExpiredBlockheightExceededError",
  "SendTransactionError",
  "ComputeBudget111111111111111111111111111111",
];

const clientDir = path.resolve("build/client");

export function readManifest() {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("No route manifest in build/client/assets: run `npm run build` first.");
  const sandbox = { window: {} };
  vm.runInNewContext(fs.readFileSync(path.join(assets, file), "utf8"), sandbox);
  return sandbox.window.__reactRouterManifest;
}

const gzipCache = new Map();
function gzipSize(url) {
  if (!gzipCache.has(url)) {
    const body = fs.readFileSync(path.join(clientDir, url));
    gzipCache.set(url, { gzip: zlib.gzipSync(body, { level: 9 }).length, text: body.toString("utf8") });
  }
  return gzipCache.get(url);
}

/** The scripts the first load of `routeId` fetches (entry, root, and the route chain). */
export function firstLoadScripts(manifest, routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) chain.unshift(manifest.routes[id]);
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) {
    if (!route) continue;
    urls.add(route.module);
    for (const u of route.imports ?? []) urls.add(u);
  }
  return [...urls];
}

export function measure() {
  const manifest = readManifest();
  return Object.keys(manifest.routes)
    .filter((id) => id !== "root")
    .map((id) => {
      const scripts = firstLoadScripts(manifest, id);
      const gzip = scripts.reduce((n, u) => n + gzipSize(u).gzip, 0);
      const walletCode = scripts.filter((u) => WALLET_MARKERS.some((m) => gzipSize(u).text.includes(m)));
      const content = CONTENT_ROUTES.includes(id);
      const budget = content ? BUDGET_BYTES : SHOP_BUDGETS[id];
      return { route: id, gzip, scripts: scripts.length, walletCode, content, budget };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = measure();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const kib = (n) => `${+(n / 1024).toFixed(1)} KiB`;
    console.log(
      `first-load JavaScript per route (gzip); content routes: budget ${kib(BUDGET_BYTES)}; shop routes: ${kib(SHOP_TARGET_BYTES)} or lower`,
    );
    for (const r of rows) {
      const flag = r.walletCode.length ? "  WALLET CODE!" : r.budget && r.gzip > r.budget ? "  OVER BUDGET" : "";
      console.log(
        `  ${r.route.padEnd(28)} ${(r.gzip / 1024).toFixed(1).padStart(7)} KiB  ${String(r.scripts).padStart(2)} files${r.content ? "  (content)" : r.budget ? `  (shop, ${kib(r.budget)})` : ""}${flag}`,
      );
    }
  }
  const over = rows.filter((r) => r.budget && r.gzip > r.budget);
  const wallet = rows.filter((r) => r.walletCode.length);
  if (over.length || wallet.length) {
    for (const r of over)
      console.error(`${r.route}: ${r.gzip} bytes of gzip JavaScript in the first load, over ${r.budget}`);
    for (const r of wallet) console.error(`${r.route}: wallet/web3 code in the first load: ${r.walletCode.join(", ")}`);
    process.exit(1);
  }
}
