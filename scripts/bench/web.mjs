// npm run bench:web — Lighthouse on the production build, mobile and desktop, median of 3 runs,
// for the main routes; and the same pages with every script blocked (the server's own HTML).
// Our LCP divided by the script-free LCP is the figure to bring to 1.0.
// Needs `npm run build` first and Chromium (CHROMIUM_PATH or /usr/bin/chromium).
import fs from "node:fs";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromium } from "playwright-core";
import { machineLine, startServer } from "./server-process.mjs";

const ROUTES = (process.env.BENCH_ROUTES ?? "/,/product,/cart,/studies,/faq,/protocol").split(",");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? "mobile,desktop").split(",");
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9322);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Lighthouse now and then loses the page's navigation start (NO_NAVSTART) on a loaded machine;
 *  such a run has no figures, so it is run again rather than counted or ending the bench. */
const ATTEMPTS = 3;

async function audit(url, formFactor, scripts) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, formFactor, scripts);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`${error.message}; running it again (${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

async function auditOnce(url, formFactor, scripts) {
  const flags = {
    port: DEBUG_PORT,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    ...(scripts ? {} : { blockedUrlPatterns: ["*.js"] }),
  };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const requests = audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === "Script").reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    jsBytes,
  };
}

const server = await startServer({ port: PORT });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    `--remote-debugging-port=${DEBUG_PORT}`,
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const rows = [];
try {
  for (const formFactor of FORM_FACTORS) {
    for (const route of ROUTES) {
      const url = server.base + route;
      const withJs = [];
      const withoutJs = [];
      for (let i = 0; i < RUNS; i++) {
        withJs.push(await audit(url, formFactor, true));
        withoutJs.push(await audit(url, formFactor, false));
      }
      const m = (runs, key) => median(runs.map((r) => r[key]));
      const row = {
        formFactor,
        route,
        score: m(withJs, "score"),
        lcpMs: Math.round(m(withJs, "lcp")),
        tbtMs: Math.round(m(withJs, "tbt")),
        cls: Number(m(withJs, "cls").toFixed(3)),
        jsGzipBytes: m(withJs, "jsBytes"),
        scriptFreeLcpMs: Math.round(m(withoutJs, "lcp")),
      };
      row.lcpRatio = Number((row.lcpMs / row.scriptFreeLcpMs).toFixed(2));
      rows.push(row);
      console.log(
        `${formFactor.padEnd(7)} ${route.padEnd(10)} score ${String(row.score).padStart(3)}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${(row.jsGzipBytes / 1024).toFixed(1)} KiB  script-free LCP ${row.scriptFreeLcpMs} ms  ratio ${row.lcpRatio}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
fs.mkdirSync("bench-results", { recursive: true });
const out = `bench-results/web-${new Date().toISOString().slice(0, 19).replace(/:/g, "")}.json`;
fs.writeFileSync(
  out,
  JSON.stringify({ date: new Date().toISOString(), machine: machineLine(), runs: RUNS, rows }, null, 2),
);
console.log(`\n${machineLine()}\nwritten ${out}`);
