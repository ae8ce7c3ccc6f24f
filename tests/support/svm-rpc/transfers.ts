// Token transfers built the way a wallet would, for tests that pay (or mis-pay) an order
// without going through the store's transaction request.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import { Connection, PublicKey, Transaction, TransactionInstruction, type Keypair } from "@solana/web3.js";

const MEMO_PROGRAM_ID = new PublicKey("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr");

export interface TransferOptions {
  payer: Keypair;
  mint: PublicKey;
  /** The wallet receiving the tokens (its associated token account is created if missing). */
  to: PublicKey;
  /** Base units (6 decimals). */
  amount: bigint;
  reference?: string;
  memo?: string;
}

/** Signs a TransferChecked (with the reference on it and an optional memo) and sends it; returns the signature. */
export async function sendTransfer(rpcUrl: string, options: TransferOptions): Promise<string> {
  const connection = new Connection(rpcUrl, "confirmed");
  const { payer, mint, to, amount } = options;
  const source = getAssociatedTokenAddressSync(mint, payer.publicKey);
  const destination = getAssociatedTokenAddressSync(mint, to, true);
  const transfer = createTransferCheckedInstruction(source, mint, destination, payer.publicKey, amount, 6);
  if (options.reference)
    transfer.keys.push({ pubkey: new PublicKey(options.reference), isSigner: false, isWritable: false });
  const tx = new Transaction({ feePayer: payer.publicKey, ...(await connection.getLatestBlockhash()) }).add(
    createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, destination, to, mint),
    transfer,
  );
  if (options.memo)
    tx.add(new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(options.memo) }));
  tx.sign(payer);
  return connection.sendRawTransaction(tx.serialize());
}
