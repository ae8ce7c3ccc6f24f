import { afterEach, describe, expect, it } from "vitest";
import { loader } from "~/routes/protocol";
import { resetEnvCache } from "~/utils/env.server";

const MINT = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU";

async function protocolHtml() {
  return loader();
}

describe("the protocol page's Buy NPX", () => {
  afterEach(() => {
    delete process.env.REWARD_NPX_MINT;
    resetEnvCache();
  });

  it("links to the exchange and the chart by the mint address, and shows the mint with a copy button", async () => {
    process.env.REWARD_NPX_MINT = MINT;
    resetEnvCache();
    const { mint, html } = await protocolHtml();
    expect(mint).toBe(MINT);
    expect(html).toContain(`href="https://jup.ag/swap/SOL-${MINT}"`);
    expect(html).toContain(`href="https://dexscreener.com/solana/${MINT}"`);
    expect(html).toContain("NPX mint address");
    expect(html).toMatch(new RegExp(`<code[^>]*>${MINT}</code>`));
    expect(html).toMatch(/<button type="button"[^>]*><span aria-live="polite">Copy<\/span><\/button>/);
    expect(html).not.toContain("SOL-NPX");
  });

  it("without a mint, Buy is marked as coming soon and nothing links by ticker to an exchange", async () => {
    const { mint, html } = await protocolHtml();
    expect(mint).toBeNull();
    expect(html).toContain("Buy NPX: coming soon");
    expect(html).not.toContain("jup.ag");
  });
});
