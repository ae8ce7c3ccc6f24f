// Earn now, claim later: a guest order's NPX waits on the order, is collected once to one wallet
// from the order's private page, and then claimed to that wallet on LiteSVM. And the page forms'
// bad input: not signed in, another wallet's claim, no order link.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { chainTransfers, rewardDistributions, rewardEntries, walletSessions } from "~/db/schema";
import { transitionOrder } from "~/orders/lifecycle.server";
import { action as collectAction } from "~/routes/order-collect";
import { action as rewardsAction } from "~/routes/rewards";
import { randomToken } from "~/utils/cookies.server";
import { NPX_DECIMALS, npxMint, seededKeypair } from "../../tests/support/svm-rpc/accounts";
import { localChainForStore } from "../../tests/support/svm-rpc/store-env";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { insertTestOrder } from "../../tests/setup/orders";
import { startTestSubscription } from "../../tests/setup/subscriptions";
import { placeRenewal } from "~/flows/renew-subscription.server";
import { makeRequest } from "../../tests/setup/requests";
import { claimRewards } from "~/flows/claim-rewards.server";
import { collectOrderRewards, getOrderReward } from "./collect.server";
import { recordPendingReward } from "./ledger.server";
import { loadRewardsPage } from "./rewards-page.server";
import { ataOf } from "../../tests/support/svm-rpc/keys";

const chain = localChainForStore({ withRewardPool: true });
const ONE_NPX = 10n ** BigInt(NPX_DECIMALS);
const wallet = (label: string) => seededKeypair(`collect-${label}`).publicKey.toBase58();

let n = 0;
/** A guest order (no wallet at checkout) earning one bag's NPX, paid. */
async function paidGuestOrder() {
  const db = await getDb();
  const id = `00000000-0000-4000-9000-${String(++n).padStart(12, "0")}`;
  await insertTestOrder(db, { id, accessToken: `guest-token-${n}` });
  await recordPendingReward(db, { orderId: id, wallet: null, amountNpx: 10_000 });
  expect(await transitionOrder(db, id, "paid", { actor: "test" })).toMatchObject({ ok: true });
  return { id, token: `guest-token-${n}` };
}

async function sessionCookie(address: string) {
  const db = await getDb();
  const id = randomToken(32);
  await db.insert(walletSessions).values({ id, wallet: address, expiresAt: new Date(Date.now() + 3_600_000) });
  return `nava_session=${id}`;
}

const collect = (orderId: string, query: string, cookie?: string) =>
  callRoute(collectAction as never, makeRequest(`/orders/${orderId}/collect${query}`, { cookie, form: {} }), {
    orderId,
  });

describe("a guest order's NPX", () => {
  it("waits on the order, is collected once, to one wallet, then claimed to it on chain", async () => {
    const db = await getDb();
    const order = await paidGuestOrder();
    expect(await getOrderReward(db, order.id)).toEqual({ amountNpx: 10_000, status: "earned", wallet: null });

    const buyer = wallet("buyer");
    const stranger = wallet("stranger");
    // Not signed in: told to sign in, nothing changes.
    const signedOut = await collect(order.id, `?token=${order.token}`);
    expect(signedOut.location).toContain("collect=signed_out");
    expect((await getOrderReward(db, order.id))!.wallet).toBeNull();
    // Without the order's link: it does not exist.
    expect((await collect(order.id, "", await sessionCookie(stranger))).status).toBe(404);

    const done = await collect(order.id, `?token=${order.token}`, await sessionCookie(buyer));
    expect(done.status).toBe(303);
    expect(done.location).toContain("collect=collected");
    expect((await getOrderReward(db, order.id))!.wallet).toBe(buyer);

    // A second wallet with the same link: refused; the first keeps it.
    const second = await collect(order.id, `?token=${order.token}`, await sessionCookie(stranger));
    expect(second.location).toContain("collect=collected_elsewhere");
    expect((await getOrderReward(db, order.id))!.wallet).toBe(buyer);
    // The same wallet again: nothing more.
    expect(await collectOrderRewards(db, order.id, buyer)).toEqual({ ok: true, amountNpx: 10_000 });
    expect(await db.select().from(rewardEntries).where(eq(rewardEntries.orderId, order.id))).toHaveLength(1);

    // Claimed to the buyer's wallet: it arrives in its token account.
    expect(await claimRewards(db, buyer)).toMatchObject({ ok: true, totalNpx: 10_000, status: "confirmed" });
    const ata = ataOf(npxMint.publicKey, buyer);
    expect(chain().ledger.tokenBalance(ata)?.amount).toBe(10_000n * ONE_NPX);
    expect(await claimRewards(db, stranger)).toEqual({ ok: false, reason: "nothing" });
  });

  it("two wallets collecting at once: one gets it", async () => {
    const db = await getDb();
    const order = await paidGuestOrder();
    const results = await Promise.all([
      collectOrderRewards(db, order.id, wallet("race-a")),
      collectOrderRewards(db, order.id, wallet("race-b")),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toMatchObject([{ reason: "collected_elsewhere" }]);
  });

  it("a renewal of a subscription without a wallet keeps its NPX on its order, to collect", async () => {
    const db = await getDb();
    const sub = await startTestSubscription(db, { id: "00000000-0000-4000-9100-000000000001", wallet: null });
    const renewal = await placeRenewal(db, sub.id, { shipNow: true });
    expect(renewal).toMatchObject({ placed: true });
    const orderId = (renewal as { order: { id: string } }).order.id;
    expect(await getOrderReward(db, orderId)).toEqual({ amountNpx: 10_000, status: "pending", wallet: null });
    expect(await collectOrderRewards(db, orderId, wallet("subscriber"))).toEqual({ ok: true, amountNpx: 10_000 });
  });

  it("a cancelled guest order's NPX cannot be collected", async () => {
    const db = await getDb();
    const order = await paidGuestOrder();
    expect(await transitionOrder(db, order.id, "refunded", { actor: "test" })).toMatchObject({ ok: true });
    expect(await collectOrderRewards(db, order.id, wallet("late"))).toEqual({ ok: false, reason: "void" });
    expect((await getOrderReward(db, order.id))!.wallet).toBeNull();
  });
});

describe("the rewards page's Claim form", () => {
  const post = (form: Record<string, string>, cookie?: string) =>
    callRoute(rewardsAction as never, makeRequest("/rewards", { cookie, form }));

  it("not signed in: refused, nothing recorded", async () => {
    const before = await (await getDb()).select().from(chainTransfers);
    const res = await post({ intent: "claim" });
    expect(res.status).toBe(303);
    expect(res.location).toBe("/rewards?refused=signed_out");
    expect(await (await getDb()).select().from(chainTransfers)).toEqual(before);
  });

  it("nothing to claim: said so; a claim goes through and is shown; another wallet's claim id is not", async () => {
    const holder = wallet("page-holder");
    const other = wallet("page-other");
    const holderCookie = await sessionCookie(holder);
    const otherCookie = await sessionCookie(other);
    expect((await post({ intent: "claim" }, otherCookie)).location).toBe("/rewards?refused=nothing");

    const order = await paidGuestOrder();
    await collectOrderRewards(await getDb(), order.id, holder);
    const claimed = await post({ intent: "claim" }, holderCookie);
    const claimId = /claim=(\d+)/.exec(claimed.location ?? "")?.[1];
    expect(claimId).toBeTruthy();

    const own = await loadRewardsPage(makeRequest(`/rewards?claim=${claimId}`, { cookie: holderCookie }), "10%");
    expect(own.notice).toMatchObject({ kind: "claim", claim: { status: "confirmed", totalNpx: 10_000 } });
    expect(own.account!.claims).toHaveLength(1);

    const theirs = await loadRewardsPage(makeRequest(`/rewards?claim=${claimId}`, { cookie: otherCookie }), "10%");
    expect(theirs.notice).toEqual({ kind: "not_found" });
    expect(JSON.stringify(theirs)).not.toContain(String((await signatureOf(Number(claimId))) ?? "none"));
    // Checking another wallet's claim again changes nothing and shows nothing.
    const recheck = await post({ intent: "recheck", claimId: claimId! }, otherCookie);
    expect(recheck.location).toBe(`/rewards?claim=${claimId}`);
    const junk = await post({ intent: "recheck", claimId: "1; drop table" }, otherCookie);
    expect(junk.location).toBe("/rewards?claim=none");
  });
});

async function signatureOf(claimId: number) {
  const [row] = await (
    await getDb()
  )
    .select({ signature: rewardDistributions.txSignature })
    .from(rewardDistributions)
    .where(eq(rewardDistributions.id, claimId));
  return row?.signature;
}
