// For integration tests: pays an order as a wallet would, through the store's Solana Pay
// transaction request (the route's action in this process), and returns the signature.
import { expect } from "vitest";
import { action as payAction } from "../../../app/routes/api.pay";
import { makeContext, makeRequest } from "../../setup/requests";
import { sendWire, signWire, type TestKeypair as Keypair } from "./keys";

/** Asks the store for the transaction, signs it as the payer's wallet would, and sends it. */
export async function payThroughStore(rpcUrl: string, orderId: string, wallet: Keypair): Promise<string> {
  const response = (await payAction({
    request: makeRequest(`/api/pay/${orderId}`, { json: { account: wallet.publicKey.toBase58() } }),
    params: { orderId },
    context: makeContext(),
  } as never)) as Response;
  expect(response.status).toBe(200);
  const { transaction } = (await response.json()) as { transaction: string };
  return sendWire(rpcUrl, signWire(Buffer.from(transaction, "base64"), wallet));
}
