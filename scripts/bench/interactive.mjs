// npm run bench:interactive — per route, on a phone profile (4x slower CPU, 1.6 Mbit/s down,
// 150 ms round trip) and on desktop: first paint, load, the moment the app owns the page
// (the `app-owns-page` mark, set once React has hydrated), and the window between first paint
// and that moment, when controls look ready and only HTML answers. Median of 3 runs.
// Needs `npm run build` first and Chromium (CHROMIUM_PATH or /usr/bin/chromium).
import fs from "node:fs";
import os from "node:os";
import { chromium } from "playwright-core";
import { machineLine, startServer } from "./server-process.mjs";

const ROUTES = (process.env.BENCH_ROUTES ?? "/,/product,/cart,/studies,/faq,/protocol,/wallet-connect").split(",");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3902);

const PROFILES = {
  phone: {
    cpu: 4,
    network: {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6e6 / 8) * 0.9,
      uploadThroughput: (750e3 / 8) * 0.9,
    },
    viewport: { width: 390, height: 844 },
  },
  desktop: { cpu: 1, network: null, viewport: { width: 1280, height: 800 } },
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function measureOnce(browser, url, profile) {
  const context = await browser.newContext({ viewport: profile.viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (profile.network) await cdp.send("Network.emulateNetworkConditions", profile.network);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpu });
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  await page.waitForFunction(() => performance.getEntriesByName("app-owns-page").length > 0, null, {
    timeout: 60_000,
  });
  const figures = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0];
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return {
      firstPaint: paint?.startTime ?? NaN,
      load: nav.loadEventStart,
      appOwns: performance.getEntriesByName("app-owns-page")[0].startTime,
    };
  });
  await context.close();
  return { ...figures, window: Math.max(0, figures.appOwns - figures.firstPaint) };
}

const server = await startServer({ port: PORT });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
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
const load = os.loadavg()[0];
try {
  for (const [name, profile] of Object.entries(PROFILES)) {
    for (const route of ROUTES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, server.base + route, profile));
      const m = (key) => Math.round(median(runs.map((r) => r[key])));
      const row = {
        profile: name,
        route,
        firstPaintMs: m("firstPaint"),
        loadMs: m("load"),
        appOwnsMs: m("appOwns"),
        windowMs: m("window"),
      };
      rows.push(row);
      console.log(
        `${name.padEnd(7)} ${route.padEnd(15)} first paint ${String(row.firstPaintMs).padStart(5)} ms  load ${String(row.loadMs).padStart(5)} ms  app owns ${String(row.appOwnsMs).padStart(5)} ms  window ${String(row.windowMs).padStart(5)} ms`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
fs.mkdirSync("bench-results", { recursive: true });
const out = `bench-results/interactive-${new Date().toISOString().slice(0, 19).replace(/:/g, "")}.json`;
fs.writeFileSync(
  out,
  JSON.stringify(
    { date: new Date().toISOString(), machine: machineLine(), loadAverageAtStart: load, runs: RUNS, rows },
    null,
    2,
  ),
);
console.log(`\n${machineLine()}, load average ${load.toFixed(2)} at start\nwritten ${out}`);
