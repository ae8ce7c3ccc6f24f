// A JSON-RPC endpoint over the local SVM, speaking the Solana RPC methods the store and the test
// wallet use, in the shapes @solana/kit and wallets check. Browsers reach it from the store's
// pages, so every answer allows any origin.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import { getCompiledTransactionMessageDecoder } from "@solana/kit";
import bs58 from "bs58";
import { FUNDED_PAYERS, merchant, npxMint, otherMint, payer, rewardPool, usdcMint } from "./accounts";
import { SvmLedger, type AccountView, type StoredTransaction } from "./ledger";
import { TestKey as PublicKey } from "./keys";
import { keepIdleConnections } from "../keep-alive";

const TOKEN_PROGRAM_ID = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
const TOKEN_2022_PROGRAM_ID = "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb";

const API_VERSION = "2.2.0";
const GENESIS_HASH = bs58.encode(createHash("sha256").update("nava-svm-genesis").digest());
const MAX_BODY = 5 * 1024 * 1024;

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

type Params = unknown[];
type Config = Record<string, unknown>;

const invalidParams = (message = "Invalid params") => new RpcError(-32602, message);

function pubkeyParam(value: unknown): PublicKey {
  if (typeof value !== "string") throw invalidParams("Invalid param: expected a base58 public key");
  try {
    const key = PublicKey.from(value);
    if (key.bytes.length !== 32) throw new Error("not 32 bytes");
    return key;
  } catch {
    throw invalidParams(`Invalid param: Invalid public key: ${value}`);
  }
}

function configParam(value: unknown): Config {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Config) : {};
}

function decodeWire(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== "string") throw invalidParams("Invalid param: expected an encoded transaction");
  try {
    return encoding === "base64" ? Buffer.from(value, "base64") : bs58.decode(value);
  } catch {
    throw invalidParams("Invalid param: could not decode the transaction");
  }
}

export interface SvmRpc {
  url: string;
  port: number;
  ledger: SvmLedger;
  /** Every call answered, in order: what the store asked the chain. */
  calls: Array<{ method: string; params: Params; at: number }>;
  close(): Promise<void>;
}

export interface StartOptions {
  port?: number;
  host?: string;
  ledger?: SvmLedger;
  /** Delay before each answer, as a distant RPC provider's round trip. */
  latencyMs?: number;
}

/** Starts the endpoint; port 0 picks a free one. */
export async function startSvmRpc({
  port = 0,
  host = "127.0.0.1",
  ledger = SvmLedger.withFixtures(),
  latencyMs = 0,
}: StartOptions = {}): Promise<SvmRpc> {
  const rpcHandler = createRpcHandler(ledger);
  const calls: SvmRpc["calls"] = [];
  const handler = (method: string, params: Params) => {
    calls.push({ method, params, at: Date.now() });
    return rpcHandler(method, params);
  };
  const server: Server = keepIdleConnections(createServer((req, res) => void serve(handler, req, res, latencyMs)));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    ledger,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function serve(
  handle: (method: string, params: Params) => unknown,
  req: IncomingMessage,
  res: ServerResponse,
  latencyMs: number,
) {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", "content-type, solana-client");
  if (req.method === "OPTIONS") return void res.writeHead(204).end();
  if (req.method === "GET" && req.url === "/health")
    return void res.writeHead(200, { "content-type": "text/plain" }).end("ok");
  if (req.method !== "POST") return void res.writeHead(405).end();

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return void res.writeHead(413).end();
    chunks.push(chunk as Buffer);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return reply(res, { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
  }
  const answer = (request: unknown) => {
    const { id = null, method, params = [] } = (request ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
    if (typeof method !== "string") return { jsonrpc: "2.0", id, error: { code: -32600, message: "Invalid request" } };
    try {
      return { jsonrpc: "2.0", id, result: handle(method, Array.isArray(params) ? params : [params]) };
    } catch (error) {
      if (error instanceof RpcError)
        return { jsonrpc: "2.0", id, error: { code: error.code, message: error.message, data: error.data } };
      return { jsonrpc: "2.0", id, error: { code: -32603, message: `Internal error: ${String(error)}` } };
    }
  };
  const payload = Array.isArray(body) ? body.map(answer) : answer(body);
  if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
  reply(res, payload);
}

function reply(res: ServerResponse, payload: unknown) {
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(payload));
}

/** The RPC methods, as a function of the method name and its params. */
export function createRpcHandler(ledger: SvmLedger) {
  const withContext = (value: unknown) => ({ context: { apiVersion: API_VERSION, slot: ledger.slot }, value });

  const encodeAccount = (key: PublicKey, account: AccountView | null, encoding: unknown) => {
    if (!account) return null;
    const base = {
      executable: account.executable,
      lamports: Number(account.lamports),
      owner: account.owner,
      rentEpoch: 0,
      space: account.data.length,
    };
    if (encoding === "jsonParsed") {
      const parsed = parseTokenAccount(ledger, key, account);
      if (parsed) return { ...base, data: parsed };
    }
    if (encoding === "base58") return { ...base, data: [bs58.encode(account.data), "base58"] };
    return { ...base, data: [Buffer.from(account.data).toString("base64"), "base64"] };
  };

  const methods: Record<string, (params: Params) => unknown> = {
    getHealth: () => "ok",
    getVersion: () => ({ "solana-core": API_VERSION, "feature-set": 0 }),
    getGenesisHash: () => GENESIS_HASH,
    getSlot: () => ledger.slot,
    getBlockHeight: () => ledger.slot,
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot,
      blockHeight: ledger.slot,
      epoch: 0,
      slotIndex: ledger.slot,
      slotsInEpoch: 432_000,
      transactionCount: ledger.slot,
    }),
    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    isBlockhashValid: ([hash]) => withContext(typeof hash === "string" && ledger.isBlockhashValid(hash)),
    getFeeForMessage: ([message]) => {
      if (typeof message !== "string") throw invalidParams();
      try {
        const parsed = getCompiledTransactionMessageDecoder().decode(Buffer.from(message, "base64"));
        return withContext(5000 * parsed.header.numSignerAccounts);
      } catch {
        throw invalidParams("Invalid param: could not decode the message");
      }
    },
    getRecentPrioritizationFees: () => [],
    getMinimumBalanceForRentExemption: ([size]) => {
      if (typeof size !== "number" || !Number.isInteger(size) || size < 0) throw invalidParams();
      return Number(ledger.minimumBalanceForRentExemption(size));
    },
    getBalance: ([key]) => withContext(Number(ledger.getBalance(pubkeyParam(key)))),
    getAccountInfo: ([key, config]) => {
      const pubkey = pubkeyParam(key);
      return withContext(encodeAccount(pubkey, ledger.getAccount(pubkey), configParam(config).encoding));
    },
    getMultipleAccounts: ([keys, config]) => {
      if (!Array.isArray(keys)) throw invalidParams();
      const encoding = configParam(config).encoding;
      return withContext(keys.map((k) => encodeAccount(pubkeyParam(k), ledger.getAccount(pubkeyParam(k)), encoding)));
    },
    getTokenAccountBalance: ([key]) => {
      const balance = ledger.tokenBalance(pubkeyParam(key));
      if (!balance) throw invalidParams("Invalid param: could not find account");
      return withContext(uiAmount(balance.amount, balance.decimals));
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const ownerKey = pubkeyParam(owner).toBase58();
      const { mint, programId } = configParam(filter);
      const programs = programId ? [pubkeyParam(programId).toBase58()] : [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID];
      const encoding = configParam(config).encoding;
      const value = programs.flatMap((program) =>
        ledger.svm
          .getProgramAccounts(program as never)
          .map((account) => PublicKey.from(account.address))
          .filter((key) => {
            const balance = ledger.tokenBalance(key);
            return balance && balance.owner === ownerKey && (!mint || balance.mint === mint);
          })
          .map((key) => ({ pubkey: key.toBase58(), account: encodeAccount(key, ledger.getAccount(key), encoding) })),
      );
      return withContext(value);
    },
    requestAirdrop: ([key, lamports]) => {
      if (typeof lamports !== "number" || lamports <= 0) throw invalidParams();
      return ledger.airdrop(pubkeyParam(key), BigInt(lamports));
    },
    sendTransaction: ([encoded, config]) => {
      const wire = decodeWire(encoded, configParam(config).encoding ?? "base58");
      const result = ledger.send(wire);
      if (!result.ok) {
        throw new RpcError(-32002, result.message, {
          err: result.err,
          logs: result.logs,
          accounts: null,
          unitsConsumed: 0,
          returnData: null,
        });
      }
      return result.signature;
    },
    simulateTransaction: ([encoded, config]) => {
      const options = configParam(config);
      const wire = decodeWire(encoded, options.encoding ?? "base58");
      const sim = ledger.simulate(wire, { sigVerify: options.sigVerify === true });
      return withContext({
        err: sim.err,
        logs: sim.logs,
        accounts: null,
        unitsConsumed: sim.unitsConsumed,
        returnData: null,
      });
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures)) throw invalidParams();
      return withContext(
        signatures.map((signature) => {
          const tx = typeof signature === "string" ? ledger.transaction(signature) : undefined;
          return tx
            ? { slot: tx.slot, confirmations: null, err: null, status: { Ok: null }, confirmationStatus: "finalized" }
            : null;
        }),
      );
    },
    getSignaturesForAddress: ([key, config]) => {
      const { limit, before, until } = configParam(config);
      return ledger
        .signaturesFor(pubkeyParam(key).toBase58(), {
          limit: typeof limit === "number" ? Math.min(limit, 1000) : 1000,
          before: typeof before === "string" ? before : undefined,
          until: typeof until === "string" ? until : undefined,
        })
        .map((tx) => ({
          signature: tx.signature,
          slot: tx.slot,
          err: null,
          memo: tx.memo,
          blockTime: tx.blockTime,
          confirmationStatus: "finalized",
        }));
    },
    getTransaction: ([signature, config]) => {
      const options = typeof config === "string" ? { encoding: config } : configParam(config);
      const tx = typeof signature === "string" ? ledger.transaction(signature) : undefined;
      if (!tx) return null;
      const version = tx.transaction.message.version;
      if (version === 0 && typeof options.maxSupportedTransactionVersion !== "number") {
        throw new RpcError(-32015, "Transaction version (0) is not supported by the requesting client.");
      }
      return encodeTransaction(tx, options.encoding);
    },
    getBlockTime: ([slot]) => (typeof slot === "number" ? Math.floor(Date.now() / 1000) : null),

    // Test helpers, not part of Solana's API.
    svm_advanceSlots: ([slots]) => {
      if (typeof slots !== "number" || !Number.isInteger(slots) || slots <= 0 || slots > 10_000) throw invalidParams();
      ledger.advanceSlots(slots);
      return ledger.slot;
    },
    svm_fixtures: () => ({
      usdcMint: usdcMint.publicKey.toBase58(),
      otherMint: otherMint.publicKey.toBase58(),
      merchant: merchant.publicKey.toBase58(),
      npxMint: npxMint.publicKey.toBase58(),
      rewardPool: rewardPool.publicKey.toBase58(),
      payers: Array.from({ length: FUNDED_PAYERS }, (_, i) => payer(i).publicKey.toBase58()),
    }),
    svm_mintTo: ([owner, amount, mint]) => {
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) throw invalidParams();
      const mintKey = mint === undefined ? usdcMint.publicKey : pubkeyParam(mint);
      if (![usdcMint, otherMint, npxMint].some((m) => m.publicKey.toBase58() === mintKey.toBase58()))
        throw invalidParams("unknown mint");
      const ownerKey = pubkeyParam(owner);
      if (ledger.getBalance(ownerKey) === 0n) ledger.airdrop(ownerKey, 1_000_000_000n);
      return ledger.mintTo(mintKey, ownerKey, BigInt(amount));
    },
  };

  return (method: string, params: Params) => {
    const run = methods[method];
    if (!run) throw new RpcError(-32601, `Method not found: ${method}`);
    return run(params);
  };
}

function uiAmount(amount: bigint, decimals: number) {
  const ui = Number(amount) / 10 ** decimals;
  return { amount: amount.toString(), decimals, uiAmount: ui, uiAmountString: String(ui) };
}

function parseTokenAccount(ledger: SvmLedger, key: PublicKey, account: AccountView) {
  const program = account.owner === TOKEN_2022_PROGRAM_ID ? "spl-token-2022" : "spl-token";
  if (account.owner !== TOKEN_PROGRAM_ID && account.owner !== TOKEN_2022_PROGRAM_ID) return null;
  const balance = ledger.tokenBalance(key);
  if (balance) {
    return {
      program,
      parsed: {
        type: "account",
        info: {
          mint: balance.mint,
          owner: balance.owner,
          tokenAmount: uiAmount(balance.amount, balance.decimals),
          state: "initialized",
          isNative: false,
        },
      },
      space: account.data.length,
    };
  }
  if (account.data.length >= 82) {
    const data = Buffer.from(account.data);
    return {
      program,
      parsed: {
        type: "mint",
        info: {
          decimals: data[44],
          supply: data.readBigUInt64LE(36).toString(),
          isInitialized: data[45] === 1,
          mintAuthority: data.readUInt32LE(0) ? bs58.encode(data.subarray(4, 36)) : null,
          freezeAuthority: data.readUInt32LE(46) ? bs58.encode(data.subarray(50, 82)) : null,
        },
      },
      space: account.data.length,
    };
  }
  return null;
}

function encodeTransaction(tx: StoredTransaction, encoding: unknown) {
  const message = tx.transaction.message;
  const version = message.version;
  const transaction =
    encoding === "base64"
      ? [Buffer.from(tx.wire).toString("base64"), "base64"]
      : encoding === "base58"
        ? [bs58.encode(tx.wire), "base58"]
        : {
            signatures: tx.transaction.signatures.map((s) => bs58.encode(s)),
            message: {
              accountKeys: tx.accountKeys,
              header: {
                numRequiredSignatures: message.header.numSignerAccounts,
                numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
                numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
              },
              recentBlockhash: message.lifetimeToken,
              instructions: message.instructions.map((ix) => ({
                programIdIndex: ix.programAddressIndex,
                accounts: [...(ix.accountIndices ?? [])],
                data: bs58.encode(Uint8Array.from(ix.data ?? [])),
                stackHeight: null,
              })),
              ...(version === 0 ? { addressTableLookups: [] } : {}),
            },
          };
  return {
    slot: tx.slot,
    blockTime: tx.blockTime,
    version,
    transaction,
    meta: {
      err: null,
      status: { Ok: null },
      fee: tx.fee,
      preBalances: tx.preBalances,
      postBalances: tx.postBalances,
      innerInstructions: tx.innerInstructions,
      logMessages: tx.logs,
      preTokenBalances: tx.preTokenBalances,
      postTokenBalances: tx.postTokenBalances,
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: tx.computeUnitsConsumed,
    },
  };
}
