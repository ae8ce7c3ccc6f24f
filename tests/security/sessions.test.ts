// Finding 5: sessions end after an idle spell and a shorter absolute life, operators' sooner.
import { afterEach, describe, expect, it } from "vitest";
import { createWalletSession, getSignedInWallet } from "~/auth/session.server";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { resetEnvCache } from "~/utils/env.server";
import { makeRequest } from "../setup/requests";

const BUYER = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
const OPERATOR = "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV";
const HOUR = 3_600_000;

async function signIn(wallet: string) {
  const cookie = (await createWalletSession(makeRequest("/"), wallet)).split(";")[0]!;
  return () => getSignedInWallet(makeRequest("/", { cookie }));
}

afterEach(() => {
  resetClock();
  delete process.env.ADMIN_WALLETS;
  resetEnvCache();
});

describe("wallet sessions", () => {
  it("a buyer's session ends after a day idle, and after 7 days however active", async () => {
    const idle = await signIn(BUYER);
    advanceClock(25 * HOUR);
    expect(await idle()).toBeNull();

    const active = await signIn(BUYER);
    for (let i = 0; i < 8; i++) {
      advanceClock(20 * HOUR);
      expect(await active()).toBe(BUYER);
    }
    advanceClock(20 * HOUR);
    expect(await active()).toBeNull();
  });

  it("an operator's session ends after 30 minutes idle and 12 hours in all", async () => {
    process.env.ADMIN_WALLETS = OPERATOR;
    resetEnvCache();
    const idle = await signIn(OPERATOR);
    advanceClock(31 * 60_000);
    expect(await idle()).toBeNull();

    const active = await signIn(OPERATOR);
    for (let i = 0; i < 28; i++) {
      advanceClock(25 * 60_000);
      expect(await active(), `after ${(i + 1) * 25} minutes`).toBe(OPERATOR);
    }
    advanceClock(25 * 60_000);
    expect(await active()).toBeNull();
  });
});
