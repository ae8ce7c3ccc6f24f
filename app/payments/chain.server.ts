// The store's view of the chain for payments: one kit RPC client per endpoint, and what it learns
// once (which token program owns the mint) kept for the life of the process.
import { address, fetchEncodedAccount, type Address, type Commitment } from "@solana/kit";
import { TOKEN_PROGRAM_ADDRESS } from "@solana-program/token";
import { createRpcFor, type ChainRpc } from "~/chain/sender.server";

/** Payments count once the cluster has confirmed them (a supermajority voted on the block). */
export const PAYMENT_COMMITMENT = "confirmed" satisfies Commitment;
export const TOKEN_2022_PROGRAM_ADDRESS = address("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb");
export const TOKEN_PROGRAMS: readonly string[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS];

const clients = new Map<string, ChainRpc>();

export function getPaymentRpc(rpcUrl: string): ChainRpc {
  let rpc = clients.get(rpcUrl);
  if (!rpc) {
    rpc = createRpcFor(rpcUrl);
    clients.set(rpcUrl, rpc);
  }
  return rpc;
}

const mintPrograms = new WeakMap<ChainRpc, Map<string, Address>>();

export class MintNotFoundError extends Error {}

/** The token program (classic or Token-2022) that owns the mint. */
export async function getMintProgram(rpc: ChainRpc, mint: Address): Promise<Address> {
  let known = mintPrograms.get(rpc);
  if (!known) mintPrograms.set(rpc, (known = new Map()));
  const program = known.get(mint);
  if (program) return program;
  const account = await fetchEncodedAccount(rpc, mint, { commitment: PAYMENT_COMMITMENT });
  if (!account.exists) throw new MintNotFoundError(`USDC_MINT ${mint} does not exist`);
  if (!TOKEN_PROGRAMS.includes(account.programAddress))
    throw new MintNotFoundError(`USDC_MINT ${mint} is not a token mint`);
  known.set(mint, account.programAddress);
  return account.programAddress;
}
