// /protocol and the whitepaper promise the store's "% back" (storeRewardBack(): the catalog's NPX per
// bag at NPX_VALUE_USD), never a fixed 10%: changing the setting changes the words, the revenue flow
// and the monthly statement's share for shoppers. The ecosystem's share, the supply and its split are
// labelled as the brand's statement, and the page says which value of NPX is which.
import { afterAll, describe, expect, it } from "vitest";
import { loader as protocolLoader } from "~/routes/protocol";
import { loader as whitepaperLoader } from "~/routes/whitepaper";
import { getDb } from "~/db/client.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import { resetEnvCache } from "~/utils/env.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeRequest } from "../../tests/setup/requests";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { getProtocolFigures } from "~/flows/protocol-figures.server";
import { forgetProtocolFigures } from "./figures.server";

afterAll(() => {
  delete process.env.NPX_VALUE_USD;
  resetEnvCache();
});

/** The page's text, tags removed, spaces folded. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

async function pages() {
  forgetProtocolFigures();
  const protocol = await callRoute<{ html: string }>(protocolLoader as never, makeRequest("/protocol"));
  const whitepaper = await callRoute<{ html: string }>(whitepaperLoader as never, makeRequest("/protocol/whitepaper"));
  return { protocol: text(protocol.data.html), whitepaper: text(whitepaper.data.html) };
}

describe("/protocol's NPX back", () => {
  it("follows NPX_VALUE_USD in the intro, the revenue flow, the statement and the whitepaper", async () => {
    const db = await getDb();
    // A paid order this month (one one-time bag, $49.00 net), so the monthly statement has a row.
    const id = "00000000-0000-4000-9000-000000000001";
    await insertTestOrder(db, {
      id,
      subtotalCents: 4_900,
      totalCents: 4_900,
      line: { purchaseType: "one_time", unitPriceCents: 4_900 },
    });
    expect(await transitionOrder(db, id, "paid", { actor: "test" })).toMatchObject({ ok: true });
    for (const [usd, back, protocolShare, rewardsCents] of [
      ["0.00049", "10%", "40%", 490],
      ["0.00098", "20%", "50%", 980],
    ] as const) {
      process.env.NPX_VALUE_USD = usd;
      resetEnvCache();
      const shown = await pages();
      expect(shown.protocol).toContain(`Every bag earns ${back} back, and a share of revenue the brand has set`);
      expect(shown.protocol).toContain(`${back} back in NPX to shoppers who connect Phantom.`);
      expect(shown.protocol).toContain(`NAVA monthly revenue: ${protocolShare} of revenue flows through the protocol`);
      expect(shown.protocol).toContain(`Back on purchases ${back}`);
      expect(shown.protocol).toContain(`Follows the store's value of NPX ($${usd} per NPX, its NPX_VALUE_USD setting)`);
      expect(shown.whitepaper).toContain(`earn ${back} back in NPX on their purchases`);
      expect(shown.whitepaper).toContain(`${protocolShare} of NAVA's revenue is committed to the protocol`);
      expect(shown.whitepaper).toContain(`10,000 NPX, ${back} back on the purchase`);
      const other = back === "10%" ? "20%" : "10%";
      expect(shown.protocol).not.toContain(`${other} back`);
      expect(shown.whitepaper).not.toContain(`${other} back`);

      forgetProtocolFigures();
      const { months } = await getProtocolFigures(db, back);
      const rewards = months[0]!.shares.find((s) => s.id === "rewards")!;
      expect(months[0]!.netRevenueCents).toBe(4_900);
      expect(rewards).toMatchObject({ percent: Number.parseFloat(back), cents: rewardsCents });
      // The ecosystem's shares are the brand's, whatever the store's value of NPX.
      expect(months[0]!.shares.filter((s) => s.id !== "rewards").map((s) => [s.id, s.cents])).toEqual([
        ["buybacks", 735],
        ["marketing", 392],
        ["liquidity", 343],
      ]);
    }
  });

  it("labels the brand's statements and says which value of NPX is which", async () => {
    delete process.env.NPX_VALUE_USD;
    resetEnvCache();
    const { protocol, whitepaper } = await pages();
    // The ecosystem's 30% is a policy the store cannot check.
    expect(protocol).toContain("The brand's stated policy: the store and the chain cannot check it.");
    // The fixed supply, its split and the vesting are the brand's word; the mint's supply is read on chain.
    expect(protocol).toContain(
      "The brand's statement The 1B supply and its split are stated by the brand; the supply the mint holds is read under On chain.",
    );
    expect(protocol).toContain("The brand's statement: Founders and Team tokens are locked for 12 months");
    expect(protocol).toContain(
      "the mint's supply, read on chain (the distribution above is the brand's stated supply)",
    );
    // The store's value of NPX (rewards and spending) beside the market price from the price API.
    expect(protocol).toContain("The store's value of NPX $0.00049 per NPX");
    expect(protocol).toContain("The store's setting (NPX_VALUE_USD)");
    expect(protocol).toContain("It is not the market price above.");
    expect(protocol).toContain("The market price is what NPX trades at, from the source named under it");
    expect(whitepaper).toContain("They are the brand's statement;");
  });
});
