import { svmRewardPool } from "../support/svm-rpc/addresses";
import { expect, expectNoA11yViolations, test } from "./fixtures/test";

const split = [
  ["Community and Rewards", "35%", "350M"],
  ["Protocol Reserve", "20%", "200M"],
  ["Future Contribution", "17%", "170M"],
  ["Founders and Team", "16%", "160M"],
  ["Market Makers", "4%", "40M"],
  ["Seed", "4%", "40M"],
  ["Public Sale", "4%", "40M"],
];

test.describe("protocol page", () => {
  test("dated market stats with the 24H change", async ({ page }) => {
    await page.goto("/protocol");
    const market = page.getByRole("region", { name: "Market" });
    for (const label of ["Market Cap", "Holders", "24H Volume", "Health Score"]) {
      await expect(market.locator("dt", { hasText: label })).toBeVisible();
    }
    await expect(page.getByTestId("change-24h")).toHaveText("+8.24%");
    await expect(market.locator("time")).toHaveText(/As of .+2026/);
  });

  test("the distribution chart and table carry the same numbers, summing to 100% and 1B", async ({ page }) => {
    await page.goto("/protocol");
    const table = page.getByRole("table", { name: "NPX token distribution of the fixed 1B supply" });
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(7);
    for (const [i, [label, share, tokens]] of split.entries()) {
      await expect(rows.nth(i).locator("th")).toHaveText(label);
      await expect(rows.nth(i).locator("td")).toHaveText([share, tokens]);
    }
    await expect(table.locator("tfoot td")).toHaveText(["100%", "1B"]);

    const chart = page.getByRole("img", { name: "NPX token distribution of the fixed 1B supply" });
    await expect(chart).toBeVisible();
    const dashes = await chart
      .locator("circle[data-segment]")
      .evaluateAll((circles) => circles.map((c) => Number(c.getAttribute("stroke-dasharray")!.split(" ")[0])));
    expect(dashes).toEqual([35, 20, 17, 16, 4, 4, 4]);
    for (const [label, share] of split) await expect(chart.locator("desc")).toContainText(`${label} ${share}`);
    await expect(page.getByTestId("vesting-note")).toHaveText(
      /locked for 12 months, then vest linearly over 24 months/,
    );
  });

  test("the revenue flow: 30% to the ecosystem, 40% in the protocol as 15/10/8/7", async ({ page }) => {
    await page.goto("/protocol");
    const flow = page.locator("#revenue");
    await expect(flow).toContainText("30% of monthly revenue returns to the token ecosystem");
    await expect(flow).toContainText("40%of revenue flows through the protocol");
    for (const [id, text] of [
      ["buybacks", "15%Monthly buybacks"],
      ["rewards", "10%Back on purchases"],
      ["marketing", "8%Web3 marketing"],
      ["liquidity", "7%Liquidity add"],
    ]) {
      await expect(flow.locator(`[data-stream="${id}"]`)).toContainText(text);
    }
    await expect(page.locator("#health li")).toHaveCount(4);
  });

  test("external links open in a new tab; Whitepaper and Login lead inside the site", async ({ page }) => {
    await page.goto("/protocol");
    // The e2e store has an NPX mint (the local chain's reward pool): Buy and the chart link by it.
    const chart = page.getByRole("link", { name: "View Chart (opens in a new tab)" });
    await expect(chart).toHaveAttribute("href", `https://dexscreener.com/solana/${svmRewardPool.npxMint}`);
    const buy = page.getByRole("link", { name: "Buy NPX Token (opens in a new tab)" });
    await expect(buy).toHaveCount(2);
    await expect(buy.first()).toHaveAttribute("href", `https://jup.ag/swap/SOL-${svmRewardPool.npxMint}`);
    await expect(page.getByText("Buy NPX: coming soon")).toHaveCount(0);
    const external = [chart, ...(await buy.all())];
    for (const link of external) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(page.getByTestId("protocol-login")).toHaveText("Login");
    await page.getByRole("link", { name: "Read Whitepaper" }).first().click();
    await expect(page).toHaveURL(/\/protocol\/whitepaper$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("NPX Protocol Whitepaper");
  });

  for (const width of [390, 1280]) {
    test(`passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/protocol");
      await expectNoA11yViolations(page);
    });
  }
});

test.describe("whitepaper", () => {
  test("is built from the protocol constants", async ({ page }) => {
    await page.goto("/protocol/whitepaper");
    const rows = page.getByRole("table", { name: "NPX token distribution of the fixed 1B supply" }).locator("tbody tr");
    for (const [i, [label, share, tokens]] of split.entries()) {
      await expect(rows.nth(i)).toContainText(`${label}${share}${tokens}`);
    }
    await expect(page.locator("article")).toContainText("12-month lock");
    await expect(page.locator("article")).toContainText("24 months of linear vesting");
    await expect(page.locator("article")).toContainText("10,000 NPX");
    await expect(page.getByRole("link", { name: "Back to Protocol" })).toHaveAttribute("href", "/protocol");
  });

  test("prints as a document: no header, footer or navigation", async ({ page }) => {
    await page.goto("/protocol/whitepaper");
    await expect(page.getByRole("banner")).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("link", { name: "Back to Protocol" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("table").first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
  });

  for (const width of [390, 1280]) {
    test(`passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/protocol/whitepaper");
      await expectNoA11yViolations(page);
    });
  }
});
