// Earn now, claim later, through the pages: a guest pays an order in USDC, signs in from the
// order's page, collects its NPX, and claims it on /rewards; the NPX reaches the wallet's token
// account on the local chain once, however often Claim is pressed.
import { randomBytes } from "node:crypto";
import { fundWallet, payWithUsdc } from "./fixtures/chain";
import { installPhantom } from "./fixtures/phantom";
import { placeOrder } from "./fixtures/shop";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures/test";
import { svmRewardPool } from "../support/svm-rpc/addresses";
import { rpcCall } from "../support/svm-rpc/keys";

const RPC_URL = process.env.E2E_SOLANA_RPC_URL!;
const short = (address: string) => `${address.slice(0, 4)}...${address.slice(-4)}`;

/** What `owner` holds of NPX on the local chain, in whole NPX (0 with no token account). */
async function npxBalance(owner: string): Promise<number> {
  const result = await rpcCall<{
    value: Array<{ account: { data: { parsed: { info: { tokenAmount: { uiAmount: number } } } } } }>;
  }>(RPC_URL, "getTokenAccountsByOwner", [owner, { mint: svmRewardPool.npxMint }, { encoding: "jsonParsed" }]);
  return result.value.reduce((n, a) => n + a.account.data.parsed.info.tokenAmount.uiAmount, 0);
}

test.describe("claiming NPX", () => {
  test("a guest's order: pay, sign in on its page, collect, claim on /rewards; the NPX arrives once", async ({
    page,
  }) => {
    const seed = `claim-${randomBytes(4).toString("hex")}`;
    const phantom = await installPhantom(page, { seed });
    await fundWallet(phantom.address);
    await page.goto("/");
    await placeOrder(page, "subscribe");
    await payWithUsdc(page, "$39.00");

    const collect = page.getByTestId("collect-rewards");
    await expect(collect).toContainText("Sign in with your wallet to collect 10,000 NPX");
    // Paying connected the wallet: the button offers to sign in.
    await collect.getByRole("button", { name: "Sign in with Phantom" }).click();
    const collectButton = collect.getByRole("button", { name: `Collect 10,000 NPX to ${short(phantom.address)}` });
    await expect(collectButton).toBeVisible();
    await expectNoA11yViolations(page);
    await collectButton.click();
    await expect(page.getByTestId("collect-outcome")).toHaveText("Collected: the NPX is credited to your wallet.");
    await expect(collect).toContainText(`10,000 NPX collected to ${short(phantom.address)}.`);

    await page.goto("/rewards");
    await waitForHydration(page);
    await expect(page.getByTestId("rewards-claimable")).toHaveText("10,000 NPX");
    expect(await npxBalance(phantom.address)).toBe(0);
    await page.getByRole("button", { name: "Claim NPX" }).click();

    const notice = page.getByTestId("claim-notice");
    await expect(notice).toContainText("NPX sent: 10,000 NPX");
    await expect(notice.getByRole("link", { name: "View on Solana Explorer" })).toHaveAttribute(
      "href",
      /^https:\/\/explorer\.solana\.com\/tx\/[1-9A-HJ-NP-Za-km-z]{64,88}\?cluster=custom/,
    );
    await expect(page.getByTestId("rewards-claim-row")).toHaveCount(1);
    await expect(page.getByTestId("rewards-claim-row")).toContainText("Confirmed");
    await expect(page.getByTestId("rewards-claimable")).toHaveText("0 NPX");
    await expect(page.getByRole("button", { name: "Claim NPX" })).toHaveCount(0);
    expect(await npxBalance(phantom.address)).toBe(10_000);
    // The figures add up after the claim: earned = ready + claimed + spent in the store.
    const addsUp = page.getByTestId("rewards-adds-up");
    await expect(addsUp.getByTestId("adds-ready")).toHaveText("0 NPX");
    await expect(addsUp.getByTestId("adds-claimed")).toHaveText("10,000 NPX");
    await expect(addsUp.getByTestId("adds-spent")).toHaveText("0 NPX");
    await expect(addsUp.getByTestId("adds-earned")).toHaveText("10,000 NPX");
    await expect(page.getByTestId("rewards-earned")).toContainText("10,000");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/rewards-after-claim-${width}.png`, fullPage: true });
      await expectNoA11yViolations(page);
    }

    // Posting Claim again (a second tab, a resent form): nothing more is sent.
    const again = await page.request.post("/rewards", {
      form: { intent: "claim" },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe("/rewards?refused=nothing");
    expect(await npxBalance(phantom.address)).toBe(10_000);
  });
});
