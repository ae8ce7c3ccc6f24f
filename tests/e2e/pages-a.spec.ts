import { aboutStats, valuesFor } from "../../app/content/about";
import { missionCommitmentsFor, missionHero, missionPillarsFor } from "../../app/content/mission";
import { techHeroFor, techSafety, techStepsFor } from "../../app/content/tech";

import { expect, expectNoA11yViolations, test } from "./fixtures/test";

// The copy as the store draws it at its NPX value setting in the e2e store (10% back).
const values = valuesFor("10%");
const missionCommitments = missionCommitmentsFor("10%");
const missionPillars = missionPillarsFor("10%");
const techHero = techHeroFor("10%");
const techSteps = techStepsFor("10%");

test.describe("about page", () => {
  test("hero, what drives us, the three values, the journey and only counted or dated figures", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Modern life asks a lot of your mind" })).toBeVisible();
    const valueCards = page.locator("#values").getByRole("heading", { level: 3 });
    await expect(valueCards).toHaveText(values.items.map((v) => v.title));
    await expect(valueCards).toHaveText(["Precision", "Purity", "Purpose"]);
    await expect(page.locator("#journey li")).toHaveCount(4);
    const stats = page.locator("#stats dl > div");
    await expect(page.locator("#stats h2")).toHaveText(aboutStats.title);
    await expect(stats.last().locator("dt")).toHaveText("Days of support a year");
    for (const uncounted of ["50,000+", "1M+", "98%", "Gummies"])
      await expect(page.locator("#stats")).not.toContainText(uncounted);
  });
});

test.describe("mission page", () => {
  test("states the mission, its three promises and the commitments", async ({ page }) => {
    await page.goto("/mission");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(missionHero.title);
    await expect(page.locator("#pillars").getByRole("heading", { level: 3 })).toHaveText(
      missionPillars.items.map((p) => p.title),
    );
    await expect(page.locator("#commitments li")).toHaveText([...missionCommitments.items]);
    await expect(page.getByRole("link", { name: "Shop NAVA Focus" })).toHaveAttribute("href", "/product");
  });
});

test.describe("technology page", () => {
  test("explains Phantom, Solana, wallet sign-in and 10% back in NPX, with links to connect and to the protocol", async ({
    page,
  }) => {
    await page.goto("/tech");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(techHero.title);
    const main = page.locator("main");
    for (const word of ["Phantom", "Solana", "sign in", "10% back in NPX"]) await expect(main).toContainText(word);
    await expect(page.locator("#how-it-works li")).toHaveCount(techSteps.steps.length);
    await expect(page.locator("#safety li")).toHaveText([...techSafety.items]);
    const connect = main.getByRole("link", { name: "Connect your wallet" });
    await expect(connect).toHaveCount(2);
    await expect(connect.first()).toHaveAttribute("href", "/wallet-connect");
    await expect(main.getByRole("link", { name: "Explore the NPX protocol" }).first()).toHaveAttribute(
      "href",
      "/protocol",
    );
    await connect.first().click();
    await expect(page).toHaveURL(/\/wallet-connect$/);
  });
});

// At 1280 px routes.spec.ts checks every page with axe once the app has started.
for (const path of ["/about", "/mission", "/tech"]) {
  test(`${path} passes axe at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    await expectNoA11yViolations(page);
  });
}
