// Token transfers built the way a wallet would, for tests that pay (or mis-pay) an order
// without going through the store's transaction request.
import { address, AccountRole, type Instruction } from "@solana/kit";
import {
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from "@solana-program/token";
import {
  ataOf,
  rpcCall,
  sendWire,
  signedTransaction,
  type TestKey as PublicKey,
  type TestKeypair as Keypair,
} from "./keys";

const MEMO_PROGRAM_ADDRESS = address("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr");

export interface TransferOptions {
  payer: Keypair;
  mint: PublicKey;
  /** The wallet receiving the tokens (its associated token account is created if missing). */
  to: PublicKey;
  /** Base units (6 decimals). */
  amount: bigint;
  reference?: string;
  memo?: string;
  /** Closes the payer's token account in the same transaction (it must be empty after the transfer). */
  closeSource?: boolean;
}

/** Signs a TransferChecked (with the reference on it and an optional memo) and sends it; returns the signature. */
export async function sendTransfer(rpcUrl: string, options: TransferOptions): Promise<string> {
  const { payer, mint, to, amount } = options;
  const source = address(ataOf(mint, payer.publicKey));
  const destination = address(ataOf(mint, to));
  const transfer = getTransferCheckedInstruction({
    source,
    mint: mint.address,
    destination,
    authority: payer.publicKey.address,
    amount,
    decimals: 6,
  });
  const instructions: Instruction[] = [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: { address: payer.publicKey.address } as never,
      ata: destination,
      owner: to.address,
      mint: mint.address,
    }),
    options.reference
      ? {
          ...transfer,
          accounts: [...transfer.accounts, { address: address(options.reference), role: AccountRole.READONLY }],
        }
      : transfer,
  ];
  if (options.memo)
    instructions.push({ programAddress: MEMO_PROGRAM_ADDRESS, data: new TextEncoder().encode(options.memo) });
  if (options.closeSource)
    instructions.push(
      getCloseAccountInstruction({
        account: source,
        destination: payer.publicKey.address,
        owner: payer.publicKey.address as never,
      }),
    );
  const latest = await rpcCall<{ value: { blockhash: string; lastValidBlockHeight: number } }>(
    rpcUrl,
    "getLatestBlockhash",
  );
  return sendWire(rpcUrl, signedTransaction(instructions, [payer], latest.value));
}
