// The funnel's console page, rendered by the production build: an empty store says so plainly
// (no chart, no rates of nothing); with counts it draws the chart and its table, and the period
// comes from the URL.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { openConsoleAs } from "../../tests/setup/console";
import { makeRequest } from "../../tests/setup/requests";
import { addCount, storeToday } from "./counter.server";
import { lastDays, readFunnel } from "./funnel.server";

const ADMIN = "Funne1Adm1nWa11etFunne1Adm1nWa11etFunne1";
let consoleApp: Awaited<ReturnType<typeof openConsoleAs>>;

beforeAll(async () => {
  consoleApp = await openConsoleAs(ADMIN);
});

describe("the funnel's console page", () => {
  it("is the operator's alone", async () => {
    expect((await consoleApp.app(makeRequest("/admin/funnel"))).status).toBe(404);
  });

  it("says plainly that an empty store has counted nothing", async () => {
    const html = await consoleApp.page("/admin/funnel");
    expect(html).toContain("Nothing counted in the last 30 days yet.");
    expect(html).not.toContain('<svg role="img"');
    expect(html).not.toContain("NaN");
    expect(html).not.toContain("Infinity");
  });

  it("draws the steps as a chart with a table, per day, for the chosen period", async () => {
    const db = await getDb();
    const today = storeToday();
    for (const [step, n] of [
      ["visitor", 40],
      ["product_view", 20],
      ["cart_started", 8],
      ["checkout_started", 4],
      ["order_placed", 2],
      ["order_paid", 1],
    ] as const)
      await addCount(db, today, step, n);
    await addCount(db, today, "page_view", 55, "/");
    const html = await consoleApp.page("/admin/funnel?days=7");
    expect(html).toContain('role="img"');
    expect(html).toMatch(/Carts started.*?40%/s); // 8 of 20 product views
    expect(html).toContain("Last 7 days");
    expect(html).toMatch(/<option value="7" selected="">/);
    const funnel = await readFunnel(lastDays(7));
    expect(funnel.days).toHaveLength(7);
    expect(funnel.days.at(-1)).toMatchObject({ day: today, visitor: 40, pageViews: 55, order_paid: 1 });
    expect(funnel.totals).toMatchObject({ visitor: 40, order_placed: 2 });
    // An unknown period is the default one.
    expect(await consoleApp.page("/admin/funnel?days=365")).toMatch(/<option value="30" selected="">/);
  });
});
