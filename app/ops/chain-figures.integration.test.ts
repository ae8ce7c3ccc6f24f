// /metrics' figures from the chain (LiteSVM): the refund account's SOL and USDC and the reward
// pool's NPX, read once for the scrapes of a short while; a failed read is a figure, not an error.
import bs58 from "bs58";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { resetEnvCache } from "~/utils/env.server";
import { payer, PAYER_LAMPORTS, PAYER_TOKEN_BALANCE } from "../../tests/support/svm-rpc/accounts";
import { localChainForStore } from "../../tests/support/svm-rpc/store-env";
import { forgetChainFigures, readChainFiguresNow } from "./chain-figures.server";
import { scrape } from "./metrics.server";

const chain = localChainForStore({ withRewardPool: true });
const refundAccount = payer(7);

beforeAll(() => {
  process.env.REFUND_KEYPAIR = bs58.encode(refundAccount.secretKey);
  resetEnvCache();
  forgetChainFigures();
});
afterAll(() => {
  delete process.env.REFUND_KEYPAIR;
  resetEnvCache();
});

const figure = (text: string, name: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
};

describe("the accounts' balances at /metrics", () => {
  it("shows the refund account's SOL and USDC and the pool's NPX, read again only after a while", async () => {
    const db = await getDb();
    // Read first: a scrape waits for the chain only WAIT_MS, and a busy machine's local chain can be slower.
    await readChainFiguresNow();
    const first = (await scrape(db)).body;
    expect(figure(first, "nava_refund_account_sol")).toBe(Number(PAYER_LAMPORTS) / 1e9);
    expect(figure(first, "nava_refund_account_usdc")).toBe(Number(PAYER_TOKEN_BALANCE) / 1e6);
    expect(figure(first, "nava_reward_pool_npx")).toBe(1_000_000);
    expect(figure(first, 'nava_chain_read_ok{account="refund"}')).toBe(1);
    expect(figure(first, 'nava_chain_read_ok{account="reward_pool"}')).toBe(1);
    // One more SOL arrives: the next scrapes show the figure read moments ago, not a new read.
    chain().ledger.airdrop(refundAccount.publicKey, 1_000_000_000n);
    expect(figure((await scrape(db)).body, "nava_refund_account_sol")).toBe(Number(PAYER_LAMPORTS) / 1e9);
    await readChainFiguresNow();
    expect(figure((await scrape(db)).body, "nava_refund_account_sol")).toBe(Number(PAYER_LAMPORTS) / 1e9 + 1);
  });

  it("a chain that cannot be read: the scrape still answers, and says the read failed", async () => {
    const db = await getDb();
    const url = process.env.SOLANA_RPC_URL;
    process.env.SOLANA_RPC_URL = "http://127.0.0.1:9";
    resetEnvCache();
    try {
      await readChainFiguresNow();
      const text = (await scrape(db)).body;
      expect(figure(text, 'nava_chain_read_ok{account="refund"}')).toBe(0);
      expect(figure(text, 'nava_chain_read_ok{account="reward_pool"}')).toBe(0);
      expect(text).toMatch(/^nava_jobs_due \d/m);
    } finally {
      process.env.SOLANA_RPC_URL = url;
      resetEnvCache();
    }
  });
});
