// Every console page fits a phone: nothing wider than the window at 390 px (a wide table scrolls
// inside its own region or stacks), and every control is a target a finger can hit (WCAG 2.2 2.5.8),
// at 390 and at 1280 px.
import AxeBuilder from "@axe-core/playwright";
import { consoleListPages, fillConsole, operatorPage } from "./fixtures/console";
import { targetAudit } from "./fixtures/tap-targets";
import { expect, test } from "./fixtures/test";

test.describe.configure({ mode: "default" });

let pages: string[] = consoleListPages;

test.beforeAll(async ({ browser }) => {
  pages = await fillConsole(browser);
});

for (const width of [390, 1280] as const) {
  test(`at ${width} px every console page fits the window and its targets are at least 24 px`, async ({ browser }) => {
    test.slow();
    const admin = await operatorPage(browser, width);
    const tooWide: string[] = [];
    const sameNamedRegions: string[] = [];
    const audit = targetAudit(width);
    for (const path of pages) {
      const response = await admin.goto(path);
      expect(response?.status(), path).toBe(200);
      const [scrollWidth, innerWidth] = await admin.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      if (scrollWidth > innerWidth) tooWide.push(`${path}: ${scrollWidth} px`);
      // On a phone a table stacks its rows: nothing in it to scroll sideways to.
      if (width === 390) {
        const wideTables = await admin.evaluate(() =>
          [...document.querySelectorAll(".stacked-table")]
            .map((table) => table.parentElement!)
            .filter((region) => region.scrollWidth > region.clientWidth + 1)
            .map((region) => `${region.getAttribute("aria-label")} ${region.scrollWidth} px`),
        );
        tooWide.push(...wideTables.map((table) => `${path}: table ${table}`));
      }
      await audit.check(admin, path);
      // Two landmarks of one kind never share a name (a panel and the table in it were both
      // "Creators"); names do not change with the width, so they are read once, at 1280 px.
      if (width === 1280) {
        // Legacy mode runs axe in the page itself: its default opens a tab for the results, which
        // Chromium refuses in this context after the console's pages (Target.createTarget failed).
        const unique = await new AxeBuilder({ page: admin }).withRules(["landmark-unique"]).setLegacyMode().analyze();
        for (const v of unique.violations)
          sameNamedRegions.push(...v.nodes.map((n) => `${path}: ${n.target.join(" ")}`));
      }
      if (process.env.E2E_SHOTS)
        await admin.screenshot({
          path: `test-results/console${path.replaceAll("/", "-")}-${width}.png`,
          fullPage: true,
        });
    }
    expect(tooWide, "console pages wider than the window").toEqual([]);
    expect(sameNamedRegions, "landmarks sharing a name").toEqual([]);
    audit.expectNone();
    await admin.context().close();
  });
}
