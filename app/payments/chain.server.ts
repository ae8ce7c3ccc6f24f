// The store's view of the chain: one RPC connection per endpoint, and what it learns once
// (which token program owns the mint) kept for the life of the process.
import { Connection, type Finality, type PublicKey } from "@solana/web3.js";
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";

/** Payments count once the cluster has confirmed them (a supermajority voted on the block). */
export const PAYMENT_COMMITMENT: Finality = "confirmed";

const connections = new Map<string, Connection>();

export function getConnection(rpcUrl: string): Connection {
  let connection = connections.get(rpcUrl);
  if (!connection) {
    connection = new Connection(rpcUrl, { commitment: PAYMENT_COMMITMENT });
    connections.set(rpcUrl, connection);
  }
  return connection;
}

const mintPrograms = new Map<string, PublicKey>();

export class MintNotFoundError extends Error {}

/** The token program (classic or Token-2022) that owns the mint. */
export async function getMintProgram(connection: Connection, mint: PublicKey): Promise<PublicKey> {
  const key = `${connection.rpcEndpoint}|${mint.toBase58()}`;
  const known = mintPrograms.get(key);
  if (known) return known;
  const account = await connection.getAccountInfo(mint);
  if (!account) throw new MintNotFoundError(`USDC_MINT ${mint.toBase58()} does not exist on ${connection.rpcEndpoint}`);
  const program = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].find((p) => p.equals(account.owner));
  if (!program) throw new MintNotFoundError(`USDC_MINT ${mint.toBase58()} is not a token mint`);
  mintPrograms.set(key, program);
  return program;
}
