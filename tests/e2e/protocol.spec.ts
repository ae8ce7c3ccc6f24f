import { svmRewardPool } from "../support/svm-rpc/addresses";
import { operatorPage } from "./fixtures/console";
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
  test("every figure says where it comes from and when it was read", async ({ page }) => {
    await page.goto("/protocol");
    const market = page.getByRole("region", { name: "Market" });
    // No price API on the e2e store: the brand's dated statement, said so.
    await expect(page.getByTestId("market-fallback")).toHaveText(
      "No price API is set: the brand's dated statement is shown.",
    );
    for (const label of ["Market Cap", "24H Change", "24H Volume", "Holders"]) {
      const figure = market.locator("div", { has: page.locator("dt", { hasText: label }) }).last();
      await expect(figure).toContainText(/The brand's own statement, not checked, as of \w+ \d+, \d{4}/);
    }
    await expect(page.getByText("Health Score")).toHaveCount(0);

    const ledger = page.locator("#ledger");
    for (const id of ["ledger-earned", "ledger-claimed", "ledger-this-month", "ledger-last-month"])
      await expect(ledger.getByTestId(id)).toContainText(/The store's ledger, read \w{3} \d+, \d{4}, \d\d:\d\d UTC/);
    await expect(ledger.getByTestId("ledger-claimed")).toContainText(/\d[\d,]* NPX\s*in [\d,]+ claims?/);

    // The local chain's NPX mint and reward pool, read over RPC (on a busy machine the first read
    // may miss its 1.5 s: the page then says so; app/protocol's integration test checks the values).
    const chain = page.locator("#chain");
    for (const id of ["chain-supply", "chain-pool"])
      await expect(chain.getByTestId(id)).toContainText(
        /[\d,]+ NPX.*Solana RPC, read |Unavailable just now.*Solana RPC/s,
      );

    // The monthly statement names its months, or says there are none yet.
    await expect(page.locator("#statement")).toContainText(/Month in progress|No sales yet/);
  });

  test("the brand's statement set in the console is what the page shows, with its date", async ({ browser }) => {
    const admin = await operatorPage(browser, 1280);
    await admin.goto("/admin/protocol");
    await expect(admin.getByRole("heading", { level: 1, name: "Protocol" })).toBeVisible();
    const holders = String(20_000 + Math.floor(Math.random() * 9_000));
    const form = admin.getByRole("region", { name: "The brand's statements" });
    await form.getByLabel("Holders").fill(holders);
    await form.getByLabel("As of").fill("2026-11-20");
    await form.getByRole("button", { name: "Save statements" }).click();
    await expect(admin.getByRole("status")).toHaveText("The brand's statements, as of 2026-11-20, are saved.");
    // A visitor without a session gets the kept page: drawn again after the change.
    const visitor = await browser.newPage();
    await visitor.goto("/protocol");
    await expect(visitor.getByTestId("market-holders")).toContainText(holders);
    await expect(visitor.getByTestId("market-holders")).toContainText("as of November 20, 2026");
    // A month that is not over cannot be closed; without BRAND_WALLET the console says so.
    await expect(admin.getByRole("region", { name: "Close a month" })).toContainText("not set (BRAND_WALLET)");
    await admin.context().close();
    await visitor.close();
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

  // At 1280 px routes.spec.ts checks every page with axe once the app has started.
  test("passes axe at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/protocol");
    await expectNoA11yViolations(page);
  });

  for (const width of [390, 1280]) {
    test(`the console's protocol page passes axe at ${width} px`, async ({ browser }) => {
      const admin = await operatorPage(browser, width);
      await admin.goto("/admin/protocol");
      await expect(admin.getByRole("heading", { name: "Monthly statement" })).toBeVisible();
      await expectNoA11yViolations(admin);
      await admin.context().close();
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

  // At 1280 px routes.spec.ts checks every page with axe once the app has started.
  test("passes axe at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/protocol/whitepaper");
    await expectNoA11yViolations(page);
  });
});
