// The Solana Pay transaction request: the payment an order asks for, built for one payer.
// A USDC TransferChecked of exactly the order's total from the payer's token account to the
// merchant's, carrying the order's reference key, and a memo with the order number.
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  fetchEncodedAccounts,
  getBase64EncodedWireTransaction,
  getUtf8Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
} from "@solana/kit";
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTokenDecoder,
  getTransferCheckedInstruction,
} from "@solana-program/token";
import type { ChainRpc } from "~/chain/sender.server";
import { payMessages } from "~/content/payments";
import { formatCents } from "~/utils/money";
import { centsToUsdcUnits, formatUsdcUnits, USDC_DECIMALS } from "~/utils/usdc-amount";
import { getMintProgram, PAYMENT_COMMITMENT } from "./chain.server";
import type { PaymentConfig } from "./config.server";

export const MEMO_PROGRAM_ADDRESS = address("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr");
/** A token account's fixed part; Token-2022 extensions follow it. */
const TOKEN_ACCOUNT_BYTES = 165;

export interface PayableOrder {
  number: string;
  totalCents: number;
  paymentReference: string;
}

export type TransactionRequestResult =
  { ok: true; transaction: string; message: string } | { ok: false; status: 422; message: string };

/** The merchant's token account for the mint; it may be owned by a program (a multisig vault). */
export async function merchantTokenAccount(config: PaymentConfig, tokenProgram: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner: config.merchant, mint: config.mint, tokenProgram });
  return ata;
}

export async function buildPaymentTransaction(
  rpc: ChainRpc,
  config: PaymentConfig,
  order: PayableOrder,
  account: Address,
): Promise<TransactionRequestResult> {
  const tokenProgram = await getMintProgram(rpc, config.mint);
  const [[payerAta], merchantAta] = await Promise.all([
    findAssociatedTokenPda({ owner: account, mint: config.mint, tokenProgram }),
    merchantTokenAccount(config, tokenProgram),
  ]);
  const amount = centsToUsdcUnits(order.totalCents);
  const total = formatCents(order.totalCents);

  const [[merchantInfo, payerInfo], { value: latest }] = await Promise.all([
    fetchEncodedAccounts(rpc, [merchantAta, payerAta], { commitment: PAYMENT_COMMITMENT }),
    rpc.getLatestBlockhash({ commitment: PAYMENT_COMMITMENT }).send(),
  ]);
  // A wallet without enough USDC would only fail in simulation; say so plainly instead.
  if (!payerInfo?.exists) return { ok: false, status: 422, message: payMessages.noUsdc };
  const held = getTokenDecoder().decode(payerInfo.data.slice(0, TOKEN_ACCOUNT_BYTES)).amount;
  if (held < amount)
    return { ok: false, status: 422, message: payMessages.notEnoughUsdc(formatUsdcUnits(held), total) };

  // The payer signs in the wallet; here it is only named.
  const payer = createNoopSigner(account);
  const instructions: Instruction[] = [];
  if (!merchantInfo?.exists) {
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata: merchantAta,
        owner: config.merchant,
        mint: config.mint,
        tokenProgram,
      }),
    );
  }
  const transfer = getTransferCheckedInstruction(
    {
      source: payerAta,
      mint: config.mint,
      destination: merchantAta,
      authority: account,
      amount,
      decimals: USDC_DECIMALS,
    },
    { programAddress: tokenProgram },
  );
  // Solana Pay: the reference rides on the transfer as a read-only, non-signer key, so the
  // store can find the transaction by it.
  const withReference: Instruction = {
    ...transfer,
    accounts: [...transfer.accounts, { address: address(order.paymentReference), role: AccountRole.READONLY }],
  };
  instructions.push(withReference, memoInstruction(order.number));

  const message = pipe(
    createTransactionMessage({ version: "legacy" }),
    (m) => setTransactionMessageFeePayer(account, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return {
    ok: true,
    transaction: getBase64EncodedWireTransaction(compileTransaction(message)),
    message: payMessages.transaction(order.number, total),
  };
}

export function memoInstruction(text: string): Instruction {
  return { programAddress: MEMO_PROGRAM_ADDRESS, data: getUtf8Encoder().encode(text) };
}

/** The transaction request URL an order's QR code and wallet link point to. */
export function transactionRequestUrl(origin: string, orderId: string): string {
  return new URL(`/api/pay/${encodeURIComponent(orderId)}`, origin).toString();
}
