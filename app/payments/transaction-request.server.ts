// The Solana Pay transaction request: the payment an order asks for, built for one payer.
// A USDC TransferChecked of exactly the order's total from the payer's token account to the
// merchant's, carrying the order's reference key, and a memo with the order number.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  unpackAccount,
} from "@solana/spl-token";
import { PublicKey, Transaction, TransactionInstruction, type Connection } from "@solana/web3.js";
import { payMessages } from "~/content/payments";
import { formatCents } from "~/utils/money";
import { centsToUsdcUnits, formatUsdcUnits, USDC_DECIMALS } from "./amount";
import { getMintProgram } from "./chain.server";
import type { PaymentConfig } from "./config.server";

export const MEMO_PROGRAM_ID = new PublicKey("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr");

export interface PayableOrder {
  number: string;
  totalCents: number;
  paymentReference: string;
}

export type TransactionRequestResult =
  { ok: true; transaction: string; message: string } | { ok: false; status: 422; message: string };

/** The merchant's token account for the mint; it may be owned by a program (a multisig vault). */
export function merchantTokenAccount(config: PaymentConfig, tokenProgram: PublicKey): PublicKey {
  return getAssociatedTokenAddressSync(config.mint, config.merchant, true, tokenProgram);
}

export async function buildPaymentTransaction(
  connection: Connection,
  config: PaymentConfig,
  order: PayableOrder,
  account: PublicKey,
): Promise<TransactionRequestResult> {
  const tokenProgram = await getMintProgram(connection, config.mint);
  const payerAta = getAssociatedTokenAddressSync(config.mint, account, false, tokenProgram);
  const merchantAta = merchantTokenAccount(config, tokenProgram);
  const amount = centsToUsdcUnits(order.totalCents);
  const total = formatCents(order.totalCents);

  const [[merchantInfo, payerInfo], latest] = await Promise.all([
    connection.getMultipleAccountsInfo([merchantAta, payerAta]),
    connection.getLatestBlockhash(),
  ]);
  // A wallet without enough USDC would only fail in simulation; say so plainly instead.
  if (!payerInfo) return { ok: false, status: 422, message: payMessages.noUsdc };
  const held = unpackAccount(payerAta, payerInfo, tokenProgram).amount;
  if (held < amount)
    return { ok: false, status: 422, message: payMessages.notEnoughUsdc(formatUsdcUnits(held), total) };

  const transaction = new Transaction({ feePayer: account, ...latest });
  if (!merchantInfo) {
    transaction.add(
      createAssociatedTokenAccountIdempotentInstruction(
        account,
        merchantAta,
        config.merchant,
        config.mint,
        tokenProgram,
      ),
    );
  }
  const transfer = createTransferCheckedInstruction(
    payerAta,
    config.mint,
    merchantAta,
    account,
    amount,
    USDC_DECIMALS,
    [],
    tokenProgram,
  );
  // Solana Pay: the reference rides on the transfer as a read-only, non-signer key, so the
  // store can find the transaction by it.
  transfer.keys.push({ pubkey: new PublicKey(order.paymentReference), isSigner: false, isWritable: false });
  transaction.add(transfer, memoInstruction(order.number));

  return {
    ok: true,
    transaction: transaction.serialize({ requireAllSignatures: false, verifySignatures: false }).toString("base64"),
    message: payMessages.transaction(order.number, total),
  };
}

export function memoInstruction(text: string): TransactionInstruction {
  return new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(text, "utf8") });
}
