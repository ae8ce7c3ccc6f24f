// NPX spent at checkout and perks by holding, on the order's side: the quote the cart and checkout
// show, the NPX taken in the order's transaction and given back when the order is cancelled,
// expires or is refunded. It spans the holders' settings and quote and the rewards ledger, which
// holds what a wallet earned and can spend.
import { and, eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { getSignedInWallet } from "~/auth/session.server";
import { orderHolderDiscounts, rewardEntries } from "~/db/schema";
import type { DbOrTx } from "~/db/types";
import { getDb } from "~/db/client.server";
import { holderErrors } from "~/content/holders";
import { getHolderSettings, listActivePerks, onChainNpx } from "~/holders/holding.server";
import { quoteHolder, type HolderQuote } from "~/holders/pricing";
import { HOLDERS_ACTOR, NpxRefused, readRequestedNpx } from "~/holders/spend.server";
import { claimableFor } from "~/rewards/claims.server";
import { lockWalletRewards } from "~/rewards/ledger.server";

/** NPX the wallet earned here and can still claim (what it may spend). */
export async function spendableNpx(db: DbOrTx, wallet: string): Promise<number> {
  return (await claimableFor(db, wallet)).claimableNpx;
}

export interface HolderQuoteArgs {
  wallet: string;
  subtotalCents: number;
  codeDiscountCents: number;
  requestedNpx: number;
  /** The wallet's NPX on chain, read before the caller's transaction (an RPC call). */
  onChainNpx: number;
}

/** In the caller's transaction; `lock` (placing an order) holds the wallet's claimable NPX until it ends. */
export async function quoteFor(db: DbOrTx, args: HolderQuoteArgs, { lock = false } = {}): Promise<HolderQuote> {
  if (lock && args.requestedNpx > 0) await lockWalletRewards(db, args.wallet);
  const [settings, perks, availableNpx] = await Promise.all([
    getHolderSettings(db),
    listActivePerks(db),
    spendableNpx(db, args.wallet),
  ]);
  return quoteHolder({ ...args, settings, perks, availableNpx, holdingNpx: args.onChainNpx + availableNpx });
}

/** What the cart and checkout show a signed-in holder; null for everyone else. */
export async function quoteForRequest(
  request: Request,
  { subtotalCents, codeDiscountCents }: { subtotalCents: number; codeDiscountCents: number },
) {
  const wallet = await getSignedInWallet(request);
  if (!wallet) return null;
  const db = await getDb();
  const quote = await quoteFor(db, {
    wallet,
    subtotalCents,
    codeDiscountCents,
    requestedNpx: readRequestedNpx(request),
    onChainNpx: await onChainNpx(wallet),
  });
  const settings = await getHolderSettings(db);
  return {
    ...quote,
    spendEnabled: settings.spendEnabled,
    npxValue: settings.npxValue,
    maxSpendBps: settings.maxSpendBps,
  };
}

export type HolderView = NonNullable<Awaited<ReturnType<typeof quoteForRequest>>>;

/**
 * Records what the order took, in its transaction: the NPX as a negative ledger entry (taken from
 * what the wallet can claim, under the wallet's lock taken by `quoteFor`) and the perk it got.
 */
export async function takeHolderDiscount(
  tx: DbOrTx,
  { orderId, wallet, quote }: { orderId: string; wallet: string; quote: HolderQuote },
): Promise<void> {
  if (quote.npxSpent === 0 && quote.perkDiscountCents === 0 && !quote.freeShipping) return;
  let entryId: number | null = null;
  if (quote.npxSpent > 0) {
    const available = await spendableNpx(tx, wallet);
    if (available < quote.npxSpent) throw new NpxRefused(holderErrors.spentElsewhere(available));
    const [entry] = await tx
      .insert(rewardEntries)
      .values({ orderId, wallet, amountNpx: -quote.npxSpent, status: "earned" })
      .returning({ id: rewardEntries.id });
    entryId = entry!.id;
  }
  await tx.insert(orderHolderDiscounts).values({
    orderId,
    wallet,
    npxSpent: quote.npxSpent,
    npxDiscountCents: quote.npxDiscountCents,
    perkDiscountCents: quote.perkDiscountCents,
    perkBps: quote.perkDiscountCents > 0 ? quote.perkBps : 0,
    perkFreeShipping: quote.freeShipping,
    holdingNpx: quote.holdingNpx,
    entryId,
  });
}

/**
 * The order's NPX back to its wallet, once: a spend not yet netted into a claim is made void; one
 * a claim already netted is earned again by a new entry. Safe to call again.
 */
export async function giveBackNpx(tx: DbOrTx, orderId: string, reason: string): Promise<number> {
  const [held] = await tx
    .select()
    .from(orderHolderDiscounts)
    .where(and(eq(orderHolderDiscounts.orderId, orderId), eq(orderHolderDiscounts.status, "held")))
    .for("update");
  if (!held || held.npxSpent === 0 || held.entryId === null) return 0;
  await lockWalletRewards(tx, held.wallet);
  const [entry] = await tx.select().from(rewardEntries).where(eq(rewardEntries.id, held.entryId));
  let returnEntryId: number | null = null;
  if (entry?.status === "earned" && entry.distributionId === null) {
    await tx
      .update(rewardEntries)
      .set({ status: "void", updatedAt: new Date() })
      .where(eq(rewardEntries.id, held.entryId));
  } else {
    const [back] = await tx
      .insert(rewardEntries)
      .values({ orderId, wallet: held.wallet, amountNpx: held.npxSpent, status: "earned" })
      .returning({ id: rewardEntries.id });
    returnEntryId = back!.id;
  }
  await tx
    .update(orderHolderDiscounts)
    .set({ status: "returned", returnedAt: new Date(), returnEntryId })
    .where(eq(orderHolderDiscounts.orderId, orderId));
  await recordAudit(tx, {
    actor: HOLDERS_ACTOR,
    action: "holders.npx_returned",
    target: orderId,
    detail: { reason, wallet: held.wallet, npx: held.npxSpent },
  });
  return held.npxSpent;
}
