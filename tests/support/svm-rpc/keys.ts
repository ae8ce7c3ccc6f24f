// Keys, addresses and signed transactions for tests, synchronous (kit's signers are async, and the
// ledger builds its fixtures in a constructor): ed25519 from @noble/curves, transactions compiled
// and encoded by @solana/kit.
import { ed25519 } from "@noble/curves/ed25519.js";
import { sha256 } from "@noble/hashes/sha2.js";
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
  type LegacyCompiledTransactionMessage,
  type SignatureBytes,
  type V0CompiledTransactionMessage,
} from "@solana/kit";
import bs58 from "bs58";

/** A public key with the few methods the tests read. */
export class TestKey {
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
  static from(base58: string): TestKey {
    return new TestKey(bs58.decode(base58));
  }
  toBase58(): string {
    return bs58.encode(this.bytes);
  }
  toString(): string {
    return this.toBase58();
  }
  toBytes(): Uint8Array {
    return this.bytes;
  }
  /** The kit address of this key. */
  get address(): Address {
    return address(this.toBase58());
  }
}

/** An ed25519 keypair; `secretKey` is the 64-byte seed-then-public form wallets export. */
export class TestKeypair {
  readonly publicKey: TestKey;
  readonly secretKey: Uint8Array;
  private constructor(readonly seed: Uint8Array) {
    const publicKey = ed25519.getPublicKey(seed);
    this.publicKey = new TestKey(publicKey);
    this.secretKey = new Uint8Array([...seed, ...publicKey]);
  }
  static fromSeed(seed: Uint8Array): TestKeypair {
    return new TestKeypair(seed.slice(0, 32));
  }
  static generate(): TestKeypair {
    return new TestKeypair(ed25519.utils.randomSecretKey());
  }
  sign(message: Uint8Array): Uint8Array {
    return ed25519.sign(message, this.seed);
  }
}

const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
const ASSOCIATED_TOKEN_PROGRAM = "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL";
const PDA_MARKER = new TextEncoder().encode("ProgramDerivedAddress");

function isOnCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes);
    return true;
  } catch {
    return false;
  }
}

/** findProgramAddress, synchronously: the first bump from 255 down whose hash is off the curve. */
export function findPda(seeds: Uint8Array[], programId: string): string {
  const program = bs58.decode(programId);
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256(new Uint8Array([...seeds.flatMap((s) => [...s]), bump, ...program, ...PDA_MARKER]));
    if (!isOnCurve(hash)) return bs58.encode(hash);
  }
  throw new Error("no program address found");
}

type KeyLike = TestKey | string;
const bytesOf = (key: KeyLike) => (typeof key === "string" ? bs58.decode(key) : key.toBytes());

/** The owner's associated token account of the mint (classic token program unless told). */
export function ataOf(mint: KeyLike, owner: KeyLike, tokenProgram = TOKEN_PROGRAM): string {
  return findPda([bytesOf(owner), bs58.decode(tokenProgram), bytesOf(mint)], ASSOCIATED_TOKEN_PROGRAM);
}

/** A legacy transaction of `instructions`, paid and signed by `signers` (the first pays): wire bytes. */
export function signedTransaction(
  instructions: Instruction[],
  signers: TestKeypair[],
  lifetime: { blockhash: string; lastValidBlockHeight: number | bigint },
): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: "legacy" }),
    (m) => setTransactionMessageFeePayer(signers[0]!.publicKey.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const compiled = compileTransaction(message);
  const signatures = { ...compiled.signatures };
  for (const signer of signers)
    signatures[signer.publicKey.address] = signer.sign(
      compiled.messageBytes as unknown as Uint8Array,
    ) as SignatureBytes;
  return new Uint8Array(getTransactionEncoder().encode({ ...compiled, signatures }));
}

/** Adds `signer`'s signature to a wire transaction (one built elsewhere, e.g. the store's request). */
export function signWire(wire: Uint8Array, signer: TestKeypair): Uint8Array {
  return signWireAs(wire, signer.publicKey.toBase58(), (message) => signer.sign(message));
}

/** Adds the signature `sign` makes for `signerAddress` to a wire transaction. */
export function signWireAs(wire: Uint8Array, signerAddress: string, sign: (message: Uint8Array) => Uint8Array) {
  const decoded = getTransactionDecoder().decode(wire);
  const signature = sign(decoded.messageBytes as unknown as Uint8Array) as SignatureBytes;
  const signatures = { ...decoded.signatures, [signerAddress]: signature };
  return new Uint8Array(getTransactionEncoder().encode({ ...decoded, signatures }));
}

/** One JSON-RPC call's result; throws with the node's message on an error. */
export async function rpcCall<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method} failed: ${body.error.message}`);
  return body.result as T;
}

/** Sends a signed wire transaction to an RPC endpoint; its signature. */
export function sendWire(rpcUrl: string, wire: Uint8Array): Promise<string> {
  const encoded = Buffer.from(wire).toString("base64");
  return rpcCall<string>(rpcUrl, "sendTransaction", [
    encoded,
    { encoding: "base64", preflightCommitment: "confirmed" },
  ]);
}

/** Base58 text to bytes (kit's encoder names it the other way round). */
export const fromBase58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text));

/** A decoded wire transaction: its signatures and its compiled message. */
export interface DecodedTransaction {
  signatures: Uint8Array[];
  message: (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) & { lifetimeToken: string };
}

export function decodeTransaction(wire: Uint8Array): DecodedTransaction {
  const { messageBytes, signatures } = getTransactionDecoder().decode(wire);
  return {
    signatures: Object.values(signatures).map((s) => (s ? new Uint8Array(s) : new Uint8Array(64))),
    // Legacy and version 0 messages only, as the store sends.
    message: getCompiledTransactionMessageDecoder().decode(messageBytes) as DecodedTransaction["message"],
  };
}

/** A wire transaction as a reader sees it: payer, blockhash, signatures and instructions with account roles. */
export function readTransaction(wire: Uint8Array) {
  const { signatures, message } = decodeTransaction(wire);
  const keys: string[] = [...message.staticAccounts];
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header;
  const isWritable = (i: number) =>
    i < numSignerAccounts
      ? i < numSignerAccounts - numReadonlySignerAccounts
      : i < keys.length - numReadonlyNonSignerAccounts;
  return {
    feePayer: keys[0],
    recentBlockhash: message.lifetimeToken,
    /** Null where nobody signed yet. */
    signatures: signatures.map((s) => (s.every((byte) => byte === 0) ? null : s)),
    instructions: message.instructions.map((ix) => ({
      programId: keys[ix.programAddressIndex]!,
      keys: (ix.accountIndices ?? []).map((i) => ({
        pubkey: keys[i]!,
        isSigner: i < numSignerAccounts,
        isWritable: isWritable(i),
      })),
      data: Buffer.from(ix.data ?? []),
    })),
  };
}
