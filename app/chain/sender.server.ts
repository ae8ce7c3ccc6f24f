// The store's one on-chain sender: SPL token transfers paid exactly once (reward claims, creator
// payouts…), built with @solana/kit and @solana-program/token.
//
// API
//   defineTransferPurpose(purpose, { signer, onSettled })
//       Once per kind of transfer, at import time. `signer()` gives the key that owns the source
//       token account and pays fees and rent (null: not configured). `onSettled(tx, transfer)` runs
//       in the transaction that marks a transfer confirmed or failed: record the outcome there.
//   recordTransfer(tx, { key, purpose, mint, source, recipient, amount, decimals, destination? })
//       In the caller's transaction, beside what the transfer pays for: the intent. `amount` is in
//       base units; `decimals` the mint's (getMintInfo). Same `key` → the same transfer, never two.
//       Without `destination` the recipient's associated token account receives, created at the
//       source's cost if missing (for payees the store chose). With it, that token account
//       receives and nothing is created: a transfer to an account that is gone fails unsigned.
//   settleTransfer(db, id, options?)
//       Signs, records the signature, sends and waits for the transfer; or, for one already signed,
//       looks its signature up on chain. Safe to call from any process at any time, as often as
//       wanted: it never pays twice. Returns where the transfer stands (`sent` = not known yet).
//   settleUnfinishedTransfers(db)
//       What the `chain.settle-transfers` job runs: every open or sent transfer no process holds.
//   retryFailedTransfer(db, id, options?)
//       A failed transfer, tried again: only once none of its signatures can land any more (never
//       signed, failed on chain, or not on chain past its blockhash's last valid height).
//   sendingCost(rpc, { createsAccount }), getMintInfo(rpc, mint), getTokenBalance(rpc, owner, mint),
//   getTokenAccount(rpc, account), getChainRpc()
//
// Before signing, the sender checks that the fee payer holds the fee, the rent it must keep, and
// the rent of an account it creates: short, the transfer fails unsigned (nothing can land; it can
// be retried once funded).
//
// Exactly once: the intent is in the database before anything is signed; the signed transaction's
// signature is in the database before it is sent. A transfer whose signature is not on chain is
// reopened (signed again with a fresh blockhash) only once the chain's block height is past that
// blockhash's last valid height, when it can no longer land. A lease on the row keeps a second
// process from working on a transfer at the same time.
import {
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  fetchEncodedAccount,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  pipe,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  address,
  signature as toSignature,
  type Address,
  type Base64EncodedWireTransaction,
  type KeyPairSigner,
  type Rpc,
  type SolanaRpcApi,
} from "@solana/kit";
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintDecoder,
  AccountState,
  getTokenDecoder,
  getTransferCheckedInstruction,
} from "@solana-program/token";
import { and, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/types";
import { chainTransfers } from "~/db/schema";
import { getEnv } from "~/utils/env.server";
import { now } from "~/jobs/clock.server";

export type ChainRpc = Rpc<SolanaRpcApi>;
const MEMO_PROGRAM = address("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr");
export type ChainTransfer = typeof chainTransfers.$inferSelect;

export interface TransferPurpose {
  signer: () => Promise<KeyPairSigner | null>;
  onSettled: (tx: DbOrTx, transfer: ChainTransfer) => Promise<void>;
}

const purposes = new Map<string, TransferPurpose>();

export function defineTransferPurpose(purpose: string, definition: TransferPurpose): void {
  purposes.set(purpose, definition);
}

export function createRpcFor(url: string): ChainRpc {
  return createSolanaRpc(url);
}

let rpcFor: { url: string; rpc: ChainRpc } | undefined;
/** The RPC client for SOLANA_RPC_URL. */
export function getChainRpc(): ChainRpc {
  const url = getEnv().SOLANA_RPC_URL;
  if (rpcFor?.url !== url) rpcFor = { url, rpc: createRpcFor(url) };
  return rpcFor.rpc;
}

/** A mint's decimals and token program, read from its account (both never change). */
export async function getMintInfo(rpc: ChainRpc, mint: string): Promise<{ decimals: number; tokenProgram: Address }> {
  const account = await fetchEncodedAccount(rpc, address(mint));
  if (!account.exists) throw new Error(`mint ${mint} does not exist`);
  return {
    decimals: getMintDecoder().decode(account.data.slice(0, 82)).decimals,
    tokenProgram: account.programAddress,
  };
}

/** What `owner`'s associated token account of `mint` holds, in base units (0 when it has none). */
export async function getTokenBalance(rpc: ChainRpc, owner: string, mint: string): Promise<bigint> {
  const { tokenProgram } = await getMintInfo(rpc, mint);
  const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram });
  const account = await fetchEncodedAccount(rpc, ata);
  return account.exists ? getTokenDecoder().decode(account.data).amount : 0n;
}

/** A token account as the chain holds it now, or null when there is none at that address. */
export async function getTokenAccount(
  rpc: ChainRpc,
  account: string,
): Promise<{ mint: string; owner: string; amount: bigint; frozen: boolean; tokenProgram: string } | null> {
  const found = await fetchEncodedAccount(rpc, address(account));
  if (!found.exists || found.data.length < 165) return null;
  const decoded = getTokenDecoder().decode(found.data.slice(0, 165));
  return {
    mint: decoded.mint,
    owner: decoded.owner,
    amount: decoded.amount,
    frozen: decoded.state === AccountState.Frozen,
    tokenProgram: found.programAddress,
  };
}

/** One signature's fee, in lamports. */
export const SIGNATURE_FEE_LAMPORTS = 5_000n;
const TOKEN_ACCOUNT_SIZE = 165n;

/**
 * The lamports a fee payer must hold to send one transfer: its fee, the rent-exempt minimum the
 * payer itself must keep and, when the transfer creates the recipient's token account, its rent.
 */
export async function sendingCost(rpc: ChainRpc, { createsAccount }: { createsAccount: boolean }): Promise<bigint> {
  const keep = await rpc.getMinimumBalanceForRentExemption(0n).send();
  const rent = createsAccount ? await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE).send() : 0n;
  return SIGNATURE_FEE_LAMPORTS + BigInt(keep) + BigInt(rent);
}

/** What `owner` holds of SOL, in lamports. */
export async function getLamports(rpc: ChainRpc, owner: string): Promise<bigint> {
  const { value } = await rpc.getBalance(address(owner), { commitment: "confirmed" }).send();
  return BigInt(value);
}

export interface TransferIntent {
  key: string;
  purpose: string;
  mint: string;
  source: string;
  recipient: string;
  amount: bigint;
  decimals: number;
  /** The token account to pay into; it must exist (the sender never creates it). */
  destination?: string | null;
}

/** Why a transfer failed without ever being signed (it can be retried once that changed). */
export const UNSENT_REASONS = {
  destinationGone: "the token account to pay into does not exist (nothing was sent)",
  shortOfSol: "the source holds too little SOL to pay the fee (nothing was sent)",
} as const;

/** Records what to pay, in the caller's transaction. Same key: the transfer already recorded. */
export async function recordTransfer(tx: DbOrTx, intent: TransferIntent): Promise<ChainTransfer> {
  if (intent.amount <= 0n) throw new Error("a transfer pays a positive amount");
  address(intent.recipient); // throws on a malformed address before anything is stored
  const [inserted] = await tx.insert(chainTransfers).values(intent).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await tx.select().from(chainTransfers).where(eq(chainTransfers.key, intent.key));
  return existing!;
}

export interface SettleOptions {
  rpc?: ChainRpc;
  /** How long to wait for the transaction to land before answering `sent` (the job finishes it). */
  waitMs?: number;
  pollMs?: number;
  /** How long this process holds the transfer; a crashed process's hold ends by itself. */
  leaseMs?: number;
  /** For tests: runs right after the transaction was handed to the RPC node (throw to "crash"). */
  afterSend?: () => void | Promise<void>;
  /** For tests: runs before sending; false keeps the signed transaction unsent ("lost on the way"). */
  beforeSend?: () => boolean | Promise<boolean>;
}

const DEFAULT_LEASE_MS = 60_000;

/** Works a transfer toward confirmed; see the module's head. Returns the transfer as it now stands. */
export async function settleTransfer(db: Db, id: number, options: SettleOptions = {}): Promise<ChainTransfer> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const [held] = await db
    .update(chainTransfers)
    .set({ leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(
      and(
        eq(chainTransfers.id, id),
        inArray(chainTransfers.status, ["open", "sent"]),
        or(isNull(chainTransfers.leaseUntil), lt(chainTransfers.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  // Settled already, or another process holds it: say where it stands.
  if (!held) return readTransfer(db, id);
  try {
    return await work(db, held, options);
  } finally {
    await db.update(chainTransfers).set({ leaseUntil: null }).where(eq(chainTransfers.id, id));
  }
}

/** Every transfer not settled and not held by a process, oldest first. */
export async function settleUnfinishedTransfers(db: Db, options: SettleOptions = {}): Promise<void> {
  const due = await db
    .select({ id: chainTransfers.id })
    .from(chainTransfers)
    .where(
      and(
        inArray(chainTransfers.status, ["open", "sent"]),
        or(isNull(chainTransfers.leaseUntil), lt(chainTransfers.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(chainTransfers.id)
    .limit(50);
  for (const { id } of due) await settleTransfer(db, id, { waitMs: 5_000, ...options });
}

/**
 * A failed transfer, worked again when it is safe: never signed, or its signature failed on chain
 * (a failed transaction moves nothing), or it is not on chain and its blockhash has expired. A
 * signature the chain confirmed after all settles it confirmed. Otherwise it stays failed for now.
 */
export async function retryFailedTransfer(db: Db, id: number, options: SettleOptions = {}): Promise<ChainTransfer> {
  const rpc = options.rpc ?? getChainRpc();
  const failed = await readTransfer(db, id);
  if (failed.status !== "failed") return failed;
  if (failed.signature) {
    const landed = await lookUp(rpc, failed.signature);
    if (landed === "ok") {
      const [row] = await db
        .update(chainTransfers)
        .set({ status: "sent", error: null, updatedAt: new Date() })
        .where(and(eq(chainTransfers.id, id), eq(chainTransfers.status, "failed")))
        .returning();
      return row ? settle(db, row, "confirmed", null) : readTransfer(db, id);
    }
    if (landed === "unknown") {
      const height = await rpc.getBlockHeight({ commitment: "confirmed" }).send();
      if (height <= BigInt(failed.lastValidBlockHeight ?? 0)) return failed; // could still land: not yet
    }
  }
  const reopened = await reopen(db, failed, eq(chainTransfers.status, "failed"));
  if (reopened.status !== "open") return reopened;
  return settleTransfer(db, id, { waitMs: 5_000, ...options });
}

async function readTransfer(db: DbOrTx, id: number): Promise<ChainTransfer> {
  const [row] = await db.select().from(chainTransfers).where(eq(chainTransfers.id, id));
  if (!row) throw new Error(`no transfer ${id}`);
  return row;
}

async function work(db: Db, start: ChainTransfer, options: SettleOptions): Promise<ChainTransfer> {
  const rpc = options.rpc ?? getChainRpc();
  const waitUntil = Date.now() + (options.waitMs ?? 20_000);
  let transfer = start;
  for (;;) {
    if (transfer.status === "open") {
      const signed = await signAndSend(db, rpc, transfer, options);
      if (!signed.handedOver || signed.transfer.status !== "sent") return signed.transfer;
      transfer = signed.transfer;
    }
    let landed = await lookUp(rpc, transfer.signature!);
    if (landed === "unknown") {
      const height = await rpc.getBlockHeight({ commitment: "confirmed" }).send();
      if (height > BigInt(transfer.lastValidBlockHeight!)) {
        // Not on chain and its blockhash expired: it can never land. Sign it again.
        transfer = await reopen(db, transfer);
        continue;
      }
      // Still in flight: hand the same transaction over again (one signature lands once at most).
      await rpc
        .sendTransaction(transfer.signedTransaction! as Base64EncodedWireTransaction, {
          encoding: "base64",
          skipPreflight: true,
          maxRetries: 0n,
        })
        .send()
        .catch(() => undefined);
      landed = await lookUp(rpc, transfer.signature!);
    }
    if (landed === "ok") return settle(db, transfer, "confirmed", null);
    if (landed === "failed") return settle(db, transfer, "failed", "the transaction failed on chain");
    if (Date.now() >= waitUntil) return transfer;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 400));
  }
}

async function lookUp(rpc: ChainRpc, signature: string): Promise<"ok" | "failed" | "unknown"> {
  const { value } = await rpc.getSignatureStatuses([toSignature(signature)], { searchTransactionHistory: true }).send();
  const status = value[0];
  if (!status || (status.confirmationStatus !== "confirmed" && status.confirmationStatus !== "finalized"))
    return "unknown";
  return status.err ? "failed" : "ok";
}

/** Signs a fresh transaction, records its signature, then hands it to the node (`handedOver`). */
async function signAndSend(
  db: Db,
  rpc: ChainRpc,
  transfer: ChainTransfer,
  options: SettleOptions,
): Promise<{ transfer: ChainTransfer; handedOver: boolean }> {
  const notSent = async (t: Promise<ChainTransfer> | ChainTransfer) => ({ transfer: await t, handedOver: false });
  const purpose = purposes.get(transfer.purpose);
  const signer = purpose ? await purpose.signer() : null;
  if (!signer) return notSent(transfer); // not configured here: left open for a process that is
  if (signer.address !== transfer.source)
    return notSent(settle(db, transfer, "failed", "the signing key is not the source's"));

  const mint = address(transfer.mint);
  const { decimals, tokenProgram } = await getMintInfo(rpc, transfer.mint);
  if (decimals !== transfer.decimals) return notSent(settle(db, transfer, "failed", "the mint's decimals changed"));
  const recipient = address(transfer.recipient);
  const [sourceAta] = await findAssociatedTokenPda({ owner: signer.address, mint, tokenProgram });
  let destinationAta: Address;
  let creates = false;
  if (transfer.destination) {
    // A named token account: it must be there, of this mint, and able to receive. Never created.
    const account = await getTokenAccount(rpc, transfer.destination);
    if (!account || account.mint !== transfer.mint || account.frozen)
      return notSent(settle(db, transfer, "failed", UNSENT_REASONS.destinationGone));
    destinationAta = address(transfer.destination);
  } else {
    [destinationAta] = await findAssociatedTokenPda({ owner: recipient, mint, tokenProgram });
    creates = !(await fetchEncodedAccount(rpc, destinationAta)).exists;
  }
  // SOL before signing: the fee, the rent the payer must keep, and a created account's rent.
  if ((await getLamports(rpc, signer.address)) < (await sendingCost(rpc, { createsAccount: creates })))
    return notSent(settle(db, transfer, "failed", UNSENT_REASONS.shortOfSol));
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: "confirmed" }).send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(signer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          // For a payee the store chose, the store pays the rent of its missing token account.
          ...(transfer.destination
            ? []
            : [
                getCreateAssociatedTokenIdempotentInstruction(
                  { payer: signer, ata: destinationAta, owner: recipient, mint, tokenProgram },
                  {},
                ),
              ]),
          getTransferCheckedInstruction(
            {
              source: sourceAta,
              mint,
              destination: destinationAta,
              authority: signer,
              amount: transfer.amount,
              decimals,
            },
            { programAddress: tokenProgram },
          ),
          // The transfer's key as a memo: two transfers of the same amount to the same account under
          // one blockhash would otherwise be one transaction with one signature.
          { programAddress: MEMO_PROGRAM, data: new TextEncoder().encode(`nava:${transfer.key}`) },
        ],
        m,
      ),
  );
  const signed = await signTransactionMessageWithSigners(message);
  const signature = getSignatureFromTransaction(signed);
  const wire = getBase64EncodedWireTransaction(signed);

  // The signature is recorded before the transaction leaves this process.
  const [recorded] = await db
    .update(chainTransfers)
    .set({
      status: "sent",
      signature,
      signedTransaction: wire,
      lastValidBlockHeight: Number(blockhash.lastValidBlockHeight),
      error: null,
      updatedAt: new Date(),
    })
    .where(and(eq(chainTransfers.id, transfer.id), eq(chainTransfers.status, "open")))
    .returning();
  if (!recorded) return notSent(readTransfer(db, transfer.id));

  if (options.beforeSend && !(await options.beforeSend())) return notSent(recorded);
  try {
    await rpc.sendTransaction(wire, { encoding: "base64", preflightCommitment: "confirmed" }).send();
  } catch (error) {
    // The node refused it in its preflight check, so it was not forwarded: it cannot land.
    if (isPreflightFailure(error)) return notSent(settle(db, recorded, "failed", preflightReason(error)));
    // Anything else (a timeout, a dropped connection): it may have gone out; look it up.
  }
  await options.afterSend?.();
  return { transfer: recorded, handedOver: true };
}

function isPreflightFailure(error: unknown): boolean {
  return isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE);
}

const PREFLIGHT_REASONS = {
  short: "the source does not hold enough to pay it",
  refused: "the network refused the transaction before sending it",
} as const;

function preflightReason(error: unknown): string {
  const logs = isPreflightFailure(error) ? ((error as { context: { logs?: unknown } }).context.logs ?? []) : [];
  const text = `${error instanceof Error ? error.message : String(error)} ${JSON.stringify(logs)}`;
  if (/insufficient (funds|lamports)/i.test(text)) return PREFLIGHT_REASONS.short;
  return PREFLIGHT_REASONS.refused;
}

/** A failed transfer that never left the store: unsigned, or refused by the node before forwarding. */
export function wasNeverSent(transfer: ChainTransfer): boolean {
  if (transfer.status !== "failed") return false;
  const reasons: string[] = [...Object.values(UNSENT_REASONS), ...Object.values(PREFLIGHT_REASONS)];
  return !transfer.signature || reasons.includes(transfer.error ?? "");
}

/**
 * Back to open, to be signed afresh: its signature (if any) joins those that can no longer land.
 * Only while the row is as read (`still`: the same signature, by default).
 */
async function reopen(db: Db, transfer: ChainTransfer, still?: SQL): Promise<ChainTransfer> {
  const [reopened] = await db
    .update(chainTransfers)
    .set({
      status: "open",
      signature: null,
      signedTransaction: null,
      lastValidBlockHeight: null,
      error: null,
      ...(transfer.signature && {
        expiredSignatures: sql`${chainTransfers.expiredSignatures} || ${JSON.stringify([transfer.signature])}::jsonb`,
      }),
      updatedAt: new Date(),
    })
    .where(and(eq(chainTransfers.id, transfer.id), still ?? eq(chainTransfers.signature, transfer.signature!)))
    .returning();
  return reopened ?? readTransfer(db, transfer.id);
}

async function settle(
  db: Db,
  transfer: ChainTransfer,
  status: "confirmed" | "failed",
  error: string | null,
): Promise<ChainTransfer> {
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(chainTransfers)
      // Confirmed on the store's clock: the money record dates a returned payment by it.
      .set({ status, error, updatedAt: new Date(), confirmedAt: status === "confirmed" ? now() : null })
      .where(and(eq(chainTransfers.id, transfer.id), inArray(chainTransfers.status, ["open", "sent"])))
      .returning();
    if (!settled) return readTransfer(tx, transfer.id);
    await purposes.get(settled.purpose)?.onSettled(tx, settled);
    return settled;
  });
}
