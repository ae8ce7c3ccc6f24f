// Reads a confirmed transaction that carries an order's reference and says whether it pays the
// order: the transfer instruction that names the reference, its mint, its destination (the
// merchant's token account or one the merchant owns), its amount (exactly the total), and a memo
// with the order number. Only the chain's record is trusted.
import { getBase58Encoder, type Address } from "@solana/kit";
import { paymentReasons } from "~/content/payments";
import type { payments } from "~/db/schema";
import { formatUsdcUnits } from "~/utils/usdc-amount";
import { TOKEN_PROGRAMS } from "./chain.server";

export type PaymentStatus = (typeof payments.$inferSelect)["status"];

export interface ExpectedPayment {
  reference: string;
  mint: Address;
  merchant: Address;
  merchantTokenAccount: Address;
  /** USDC base units. */
  amount: bigint;
  memo: string;
}

export interface TransferVerdict {
  status: Exclude<PaymentStatus, "duplicate_refund">;
  reason: string | null;
  payer: string | null;
  /** The token account the transfer was paid from (null or absent: not a token transfer). */
  source?: string | null;
  recipient: string | null;
  mint: string | null;
  amount: bigint | null;
}

const SYSTEM_PROGRAM = "11111111111111111111111111111111";
const MEMO_PROGRAMS = ["MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr", "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo"];
const base58 = getBase58Encoder();
const TOKEN_TRANSFER = 3;
const TOKEN_TRANSFER_CHECKED = 12;
const SYSTEM_TRANSFER = 2;

interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner?: string;
}

/** What judging needs of a transaction as `getTransaction` (encoding "json") answers it. */
export interface ChainTransaction {
  meta: {
    err: unknown;
    loadedAddresses?: { writable: readonly string[]; readonly: readonly string[] };
    preTokenBalances?: readonly TokenBalance[] | null;
    postTokenBalances?: readonly TokenBalance[] | null;
  } | null;
  transaction: {
    message: {
      accountKeys: readonly string[];
      instructions: ReadonlyArray<{ programIdIndex: number; accounts: readonly number[]; data: string }>;
    };
  };
}

interface FoundTransfer {
  kind: "token" | "sol";
  payer: string | null;
  source: string | null;
  destinationIndex: number | null;
  recipient: string | null;
  mint: string | null;
  amount: bigint;
}

/** The verdict on one transaction, or null when its metadata is not available yet. */
export function judgeTransfer(tx: ChainTransaction, expected: ExpectedPayment): TransferVerdict | null {
  const meta = tx.meta;
  if (!meta) return null;
  const message = tx.transaction.message;
  // Static keys first, then those loaded from lookup tables: writable, then read-only.
  const keys = [
    ...message.accountKeys,
    ...(meta.loadedAddresses?.writable ?? []),
    ...(meta.loadedAddresses?.readonly ?? []),
  ];
  const key = (index: number | undefined) => (index === undefined ? null : (keys[Number(index)] ?? null));
  const instructions = message.instructions.map((ix) => ({
    programIdIndex: Number(ix.programIdIndex),
    accountKeyIndexes: ix.accounts.map(Number),
    data: Buffer.from(base58.encode(ix.data)),
  }));
  const feePayer = key(0);

  if (meta.err) return verdict("invalid", paymentReasons.failed, { payer: feePayer });

  const transfer = findTransfer(instructions, key, expected.reference);
  if (!transfer) return verdict("invalid", paymentReasons.noTransfer, { payer: feePayer });
  if (transfer.kind === "sol") return verdict("wrong_mint", paymentReasons.paidInSol, transfer);

  const destination = [...(meta.postTokenBalances ?? []), ...(meta.preTokenBalances ?? [])].find(
    (b) => Number(b.accountIndex) === transfer.destinationIndex,
  );
  const found = { ...transfer, mint: transfer.mint ?? destination?.mint ?? null };
  const total = formatUsdcUnits(expected.amount);

  if (found.mint !== expected.mint) return verdict("wrong_mint", paymentReasons.wrongMint, found);
  const toMerchant = found.recipient === expected.merchantTokenAccount || destination?.owner === expected.merchant;
  if (!toMerchant) return verdict("wrong_recipient", paymentReasons.wrongRecipient, found);
  if (found.amount < expected.amount)
    return verdict("underpaid", paymentReasons.underpaid(formatUsdcUnits(found.amount), total), found);
  if (found.amount > expected.amount)
    return verdict("invalid", paymentReasons.overpaid(formatUsdcUnits(found.amount), total), found);

  const memos = instructions
    .filter((ix) => MEMO_PROGRAMS.includes(key(ix.programIdIndex) ?? ""))
    .map((ix) => Buffer.from(ix.data).toString("utf8").trim());
  if (!memos.includes(expected.memo)) return verdict("invalid", paymentReasons.missingMemo, found);

  return verdict("confirmed", null, found);
}

function verdict(
  status: TransferVerdict["status"],
  reason: string | null,
  found: Partial<Pick<TransferVerdict, "payer" | "source" | "recipient" | "mint" | "amount">>,
): TransferVerdict {
  return {
    status,
    reason,
    payer: found.payer ?? null,
    source: found.source ?? null,
    recipient: found.recipient ?? null,
    mint: found.mint ?? null,
    amount: found.amount ?? null,
  };
}

/** The first token (or SOL) transfer instruction that names the reference among its accounts. */
function findTransfer(
  instructions: ReadonlyArray<{ programIdIndex: number; accountKeyIndexes: number[]; data: Buffer }>,
  key: (index: number | undefined) => string | null,
  reference: string,
): FoundTransfer | null {
  for (const ix of instructions) {
    if (!ix.accountKeyIndexes.some((i) => key(i) === reference)) continue;
    const program = key(ix.programIdIndex) ?? "";
    const data = ix.data;
    const accounts = ix.accountKeyIndexes;
    if (TOKEN_PROGRAMS.includes(program)) {
      if (data[0] === TOKEN_TRANSFER_CHECKED && data.length >= 10) {
        return {
          kind: "token",
          payer: key(accounts[3]),
          source: key(accounts[0]),
          destinationIndex: accounts[2] ?? null,
          recipient: key(accounts[2]),
          mint: key(accounts[1]),
          amount: data.readBigUInt64LE(1),
        };
      }
      if (data[0] === TOKEN_TRANSFER && data.length >= 9) {
        return {
          kind: "token",
          payer: key(accounts[2]),
          source: key(accounts[0]),
          destinationIndex: accounts[1] ?? null,
          recipient: key(accounts[1]),
          mint: null,
          amount: data.readBigUInt64LE(1),
        };
      }
    }
    if (program === SYSTEM_PROGRAM && data.length >= 12 && data.readUInt32LE(0) === SYSTEM_TRANSFER) {
      return {
        kind: "sol",
        payer: key(accounts[0]),
        source: null,
        destinationIndex: null,
        recipient: key(accounts[1]),
        mint: null,
        amount: data.readBigUInt64LE(4),
      };
    }
  }
  return null;
}
