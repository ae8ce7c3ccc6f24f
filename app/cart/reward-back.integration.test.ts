// The "% back" the home, /rewards, /tech, /mission and /about pages promise comes from the store's NPX value setting
// (NPX_VALUE_USD) and the catalog's reward, as the product page's does: changing the setting
// changes the words.
import { afterAll, describe, expect, it } from "vitest";
import { loader as aboutLoader } from "~/routes/about";
import { loader as faqLoader } from "~/routes/faq";
import { loader as homeLoader } from "~/routes/home";
import { loader as missionLoader } from "~/routes/mission";
import { loader as techLoader } from "~/routes/tech";
import { loader as productLoader } from "~/routes/product";
import { loader as rewardsLoader } from "~/routes/rewards";
import { walletConnectPage } from "~/content/wallet";
import { loader as rootLoader } from "~/root";
import { resetEnvCache } from "~/utils/env.server";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { makeRequest } from "../../tests/setup/requests";

async function pages() {
  const home = await callRoute<{ html: string }>(homeLoader as never, makeRequest("/"));
  const rewards = await callRoute<{ html: string }>(rewardsLoader as never, makeRequest("/rewards"));
  const product = await callRoute<{ promise: { back: string } }>(productLoader as never, makeRequest("/product"));
  const html = async (loader: unknown, path: string) =>
    (await callRoute<{ html: string }>(loader as never, makeRequest(path))).data.html;
  const root = await callRoute<{ rewardBack: string }>(rootLoader as never, makeRequest("/wallet-connect"));
  return {
    rootBack: root.data.rewardBack,
    siteDescription: JSON.stringify((home.data as { jsonLd?: unknown }).jsonLd),
    home: home.data.html,
    rewards: rewards.data.html,
    back: product.data.promise.back,
    tech: await html(techLoader, "/tech"),
    mission: await html(missionLoader, "/mission"),
    about: await html(aboutLoader, "/about"),
    faq: JSON.stringify((await callRoute<object>(faqLoader as never, makeRequest("/faq?tab=web3"))).data),
  };
}

afterAll(() => {
  delete process.env.NPX_VALUE_USD;
  resetEnvCache();
});

describe("the promise of NPX back", () => {
  it("follows NPX_VALUE_USD on the home, rewards, tech, mission, about and FAQ pages, with the product page's figure", async () => {
    for (const [usd, back] of [
      ["0.00049", "10%"],
      ["0.00098", "20%"],
    ] as const) {
      process.env.NPX_VALUE_USD = usd;
      resetEnvCache();
      const shown = await pages();
      expect(shown.back).toBe(back);
      expect(shown.home).toContain(`every purchase earns ${back} back in NPX`);
      expect(shown.home).toContain(`${back} back in NPX lands in your rewards ledger.`);
      expect(shown.rewards).toContain(`${back} back, paid in NPX`);
      expect(shown.rewards).toContain(`10,000 NPX, ${back} back on your purchase`);
      expect(shown.tech).toContain(`every purchase earns ${back} back in NPX.`);
      expect(shown.tech).toContain(`Each purchase earns ${back} back in NPX:`);
      expect(shown.mission).toContain(`Every purchase earns ${back} back in NPX, so the people`);
      expect(shown.mission).toContain(`Give ${back} back in NPX on every purchase`);
      expect(shown.about).toContain(`${back} back in NPX on every purchase.`);
      expect(shown.faq).toContain(`you earn ${back} back in NPX, 10,000 NPX per bag.`);
      // The root loader's figure: the wallet-connect page and pop-up draw it in the browser.
      expect(shown.rootBack).toBe(back);
      const wallet = walletConnectPage(shown.rootBack);
      expect(wallet.intro).toContain(`earn ${back} back in NPX on every NAVA order`);
      expect(wallet.benefits[0].title).toBe(`${back} back in NPX`);
      expect(shown.siteDescription).toContain(`${back} back in NPX when you connect Phantom`);
      const other = back === "10%" ? "20%" : "10%";
      for (const page of [shown.home, shown.rewards, shown.tech, shown.mission, shown.about, shown.faq])
        expect(page).not.toContain(`${other} back`);
    }
  });
});
