// A local Solana runtime (LiteSVM) with the bookkeeping an RPC node adds on top: a slot that
// advances per transaction, the history of sent transactions with their balances before and
// after, and an index of signatures by every account a transaction names (Solana Pay references).
import { AccountRole, address, getTransactionDecoder, type Instruction } from "@solana/kit";
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
} from "@solana-program/token";
import bs58 from "bs58";
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from "litesvm";
import {
  FUNDED_PAYERS,
  merchant,
  mintAuthority,
  NPX_DECIMALS,
  npxMint,
  otherMint,
  POOL_NPX_BALANCE,
  rewardPool,
  payer,
  PAYER_LAMPORTS,
  PAYER_TOKEN_BALANCE,
  USDC_DECIMALS,
  usdcMint,
} from "./accounts";
import {
  ataOf,
  decodeTransaction,
  signedTransaction,
  TestKeypair as Keypair,
  type DecodedTransaction,
  type TestKey as PublicKey,
} from "./keys";

const MEMO_PROGRAMS = new Set([
  "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
  "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo",
]);
const TOKEN_PROGRAM_ID = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM_ID, "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb"]);
const SYSTEM_PROGRAM_ID = "11111111111111111111111111111111";
const MINT_SIZE = 82;
const FEE_LAMPORTS = 5000;
/** How many blocks a blockhash stays usable on mainnet; reported as lastValidBlockHeight. */
const BLOCKHASH_LIFETIME = 150;

type Address = Parameters<LiteSVM["getBalance"]>[0];
const addr = (key: PublicKey | string) => (typeof key === "string" ? key : key.toBase58()) as Address;

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number | null; uiAmountString: string };
}

export interface StoredTransaction {
  signature: string;
  slot: number;
  blockTime: number;
  wire: Uint8Array;
  transaction: DecodedTransaction;
  accountKeys: string[];
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logs: string[];
  innerInstructions: Array<{
    index: number;
    instructions: Array<{ programIdIndex: number; accounts: number[]; data: string; stackHeight: number }>;
  }>;
  computeUnitsConsumed: number;
  fee: number;
  memo: string | null;
}

export type SendResult = { ok: true; signature: string } | { ok: false; message: string; err: string; logs: string[] };

export interface AccountView {
  lamports: bigint;
  data: Uint8Array;
  owner: string;
  executable: boolean;
}

export class SvmLedger {
  readonly svm: LiteSVM;
  slot = 1;
  private readonly history = new Map<string, StoredTransaction>();
  /** Account → signatures naming it, oldest first. */
  private readonly byAccount = new Map<string, string[]>();
  private readonly blockhashes = new Set<string>();

  constructor() {
    // Old blockhashes stay usable: a payment built a few transactions ago must still land.
    this.svm = new LiteSVM().withBlockhashCheck(false);
    this.svm.warpToSlot(BigInt(this.slot));
    this.blockhashes.add(this.svm.latestBlockhash());
  }

  /** A chain with the USDC-like mint, a second mint and funded payers. The merchant holds nothing yet. */
  static withFixtures(): SvmLedger {
    const ledger = new SvmLedger();
    ledger.airdrop(mintAuthority.publicKey, 100_000_000_000n);
    ledger.airdrop(merchant.publicKey, 1_000_000_000n);
    for (const mint of [usdcMint, otherMint]) ledger.createMint(mint, USDC_DECIMALS);
    ledger.createMint(npxMint, NPX_DECIMALS);
    ledger.airdrop(rewardPool.publicKey, 10_000_000_000n);
    ledger.mintTo(npxMint.publicKey, rewardPool.publicKey, POOL_NPX_BALANCE);
    for (let i = 0; i < FUNDED_PAYERS; i++) {
      const owner = payer(i).publicKey;
      ledger.airdrop(owner, PAYER_LAMPORTS);
      ledger.mintTo(usdcMint.publicKey, owner, PAYER_TOKEN_BALANCE);
      ledger.mintTo(otherMint.publicKey, owner, PAYER_TOKEN_BALANCE);
    }
    return ledger;
  }

  latestBlockhash() {
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: this.slot + BLOCKHASH_LIFETIME };
  }

  isBlockhashValid(blockhash: string) {
    return this.blockhashes.has(blockhash);
  }

  getAccount(key: PublicKey | string): AccountView | null {
    const account = this.svm.getAccount(addr(key));
    if (!account.exists) return null;
    return {
      lamports: BigInt(account.lamports),
      data: account.data,
      owner: account.programAddress,
      executable: account.executable,
    };
  }

  getBalance(key: PublicKey | string): bigint {
    return BigInt(this.svm.getBalance(addr(key)) ?? 0n);
  }

  minimumBalanceForRentExemption(size: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(size));
  }

  /** An SPL token account's balance, or null when the account is not one. */
  tokenBalance(
    key: PublicKey | string,
  ): { mint: string; owner: string; programId: string; amount: bigint; decimals: number } | null {
    const account = this.getAccount(key);
    if (!account || !TOKEN_PROGRAMS.has(account.owner) || account.data.length < 165) return null;
    const data = Buffer.from(account.data);
    const mint = bs58.encode(data.subarray(0, 32));
    const mintAccount = this.getAccount(mint);
    const decimals = mintAccount && mintAccount.data.length >= 45 ? mintAccount.data[44]! : 0;
    return {
      mint,
      owner: bs58.encode(data.subarray(32, 64)),
      programId: account.owner,
      amount: data.readBigUInt64LE(64),
      decimals,
    };
  }

  airdrop(key: PublicKey, lamports: bigint): string {
    const result = this.svm.airdrop(addr(key), lamports as never);
    if (!result || result instanceof FailedTransactionMetadata) throw new Error(`airdrop failed: ${String(result)}`);
    this.advance();
    return bs58.encode(result.signature());
  }

  /** Mints `amount` base units to the owner's associated account, creating it if needed. */
  mintTo(mint: PublicKey, owner: PublicKey, amount: bigint): string {
    const ata = address(ataOf(mint, owner));
    const authority = mintAuthority.publicKey.address;
    return this.sendInstructions(
      [
        {
          ...getCreateAssociatedTokenIdempotentInstruction({
            payer: { address: authority } as never,
            ata,
            owner: owner.address,
            mint: mint.address,
          }),
        },
        getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: authority, amount }),
      ],
      [mintAuthority],
    );
  }

  createMint(mint: Keypair, decimals: number) {
    const lamports = Number(this.minimumBalanceForRentExemption(MINT_SIZE));
    // The system program's CreateAccount: index 0, lamports, space, owner.
    const data = Buffer.alloc(52);
    data.writeUInt32LE(0, 0);
    data.writeBigUInt64LE(BigInt(lamports), 4);
    data.writeBigUInt64LE(BigInt(MINT_SIZE), 12);
    Buffer.from(bs58.decode(TOKEN_PROGRAM_ID)).copy(data, 20);
    const createAccount: Instruction = {
      programAddress: address(SYSTEM_PROGRAM_ID),
      accounts: [
        { address: mintAuthority.publicKey.address, role: AccountRole.WRITABLE_SIGNER },
        { address: mint.publicKey.address, role: AccountRole.WRITABLE_SIGNER },
      ],
      data: new Uint8Array(data),
    };
    this.sendInstructions(
      [
        createAccount,
        getInitializeMint2Instruction({
          mint: mint.publicKey.address,
          decimals,
          mintAuthority: mintAuthority.publicKey.address,
          freezeAuthority: null,
        }),
      ],
      [mintAuthority, mint],
    );
  }

  /** Signs with `signers` (the first pays) and sends; throws when the chain refuses. */
  sendInstructions(instructions: Instruction[], signers: Keypair[]): string {
    const result = this.send(signedTransaction(instructions, signers, this.latestBlockhash()));
    if (!result.ok) throw new Error(`${result.message}\n${result.logs.join("\n")}`);
    return result.signature;
  }

  /** Processes a signed wire transaction, as sendTransaction does after its preflight check. */
  send(wire: Uint8Array): SendResult {
    let transaction: DecodedTransaction;
    try {
      transaction = decodeTransaction(wire);
    } catch (error) {
      return {
        ok: false,
        message: `failed to deserialize transaction: ${String(error)}`,
        err: "InvalidTransaction",
        logs: [],
      };
    }
    const { message } = transaction;
    if ("addressTableLookups" in message && (message.addressTableLookups?.length ?? 0) > 0) {
      return {
        ok: false,
        message: "address lookup tables are not supported here",
        err: "UnsupportedVersion",
        logs: [],
      };
    }
    const signature = bs58.encode(transaction.signatures[0]!);
    if (this.history.has(signature)) {
      return { ok: false, message: "This transaction has already been processed", err: "AlreadyProcessed", logs: [] };
    }
    const accountKeys: string[] = [...transaction.message.staticAccounts];
    const preBalances = accountKeys.map((k) => Number(this.getBalance(k)));
    const preTokenBalances = this.tokenBalances(accountKeys);

    let result: TransactionMetadata | FailedTransactionMetadata;
    try {
      result = this.svm.sendTransaction(getTransactionDecoder().decode(wire));
    } catch (error) {
      return { ok: false, message: `invalid transaction: ${String(error)}`, err: "SignatureFailure", logs: [] };
    }
    if (result instanceof FailedTransactionMetadata) {
      const logs = result.meta().logs();
      return {
        ok: false,
        message: `Transaction simulation failed: ${result.err().toString()}`,
        err: result.err().toString(),
        logs,
      };
    }

    const slot = this.advance();
    const stored: StoredTransaction = {
      signature,
      slot,
      blockTime: Math.floor(Date.now() / 1000),
      wire,
      transaction,
      accountKeys,
      preBalances,
      postBalances: accountKeys.map((k) => Number(this.getBalance(k))),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(accountKeys),
      logs: result.logs(),
      innerInstructions: result
        .innerInstructions()
        .map((list, index) => ({
          index,
          instructions: list.map((inner) => ({
            programIdIndex: inner.instruction().programIdIndex(),
            accounts: [...inner.instruction().accounts()],
            data: bs58.encode(inner.instruction().data()),
            stackHeight: inner.stackHeight(),
          })),
        }))
        .filter((entry) => entry.instructions.length > 0),
      computeUnitsConsumed: Number(result.computeUnitsConsumed()),
      fee: FEE_LAMPORTS * transaction.message.header.numSignerAccounts,
      memo: memoOf(transaction, accountKeys),
    };
    this.history.set(signature, stored);
    for (const key of new Set(accountKeys)) {
      const list = this.byAccount.get(key) ?? [];
      list.push(signature);
      this.byAccount.set(key, list);
    }
    return { ok: true, signature };
  }

  /** Runs a transaction without keeping its effects. Unsigned transactions are allowed when sigVerify is off. */
  simulate(
    wire: Uint8Array,
    { sigVerify }: { sigVerify: boolean },
  ): { err: string | null; logs: string[]; unitsConsumed: number } {
    this.svm.withSigverify(sigVerify);
    try {
      const result = this.svm.simulateTransaction(getTransactionDecoder().decode(wire));
      if (result instanceof FailedTransactionMetadata) {
        return {
          err: result.err().toString(),
          logs: result.meta().logs(),
          unitsConsumed: Number(result.meta().computeUnitsConsumed()),
        };
      }
      const meta = result.meta();
      return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) };
    } catch (error) {
      return { err: `SignatureFailure: ${String(error)}`, logs: [], unitsConsumed: 0 };
    } finally {
      this.svm.withSigverify(true);
    }
  }

  transaction(signature: string): StoredTransaction | undefined {
    return this.history.get(signature);
  }

  /** Signatures naming `account`, newest first, as getSignaturesForAddress pages them. */
  signaturesFor(
    account: string,
    { limit = 1000, before, until }: { limit?: number; before?: string; until?: string } = {},
  ): StoredTransaction[] {
    const newestFirst = [...(this.byAccount.get(account) ?? [])].reverse();
    let start = 0;
    if (before) {
      const at = newestFirst.indexOf(before);
      start = at === -1 ? newestFirst.length : at + 1;
    }
    const out: StoredTransaction[] = [];
    for (const signature of newestFirst.slice(start)) {
      if (signature === until || out.length >= limit) break;
      out.push(this.history.get(signature)!);
    }
    return out;
  }

  /** Moves the chain on by `slots` empty slots: blockhashes older than 150 blocks expire. */
  advanceSlots(slots: number): void {
    for (let i = 0; i < slots; i++) this.advance();
  }

  /** Every slot holds at most one transaction; the blockhash changes with it. */
  private advance(): number {
    this.slot += 1;
    this.svm.warpToSlot(BigInt(this.slot));
    this.svm.expireBlockhash();
    this.blockhashes.add(this.svm.latestBlockhash());
    return this.slot;
  }

  private tokenBalances(accountKeys: string[]): TokenBalance[] {
    const out: TokenBalance[] = [];
    accountKeys.forEach((key, accountIndex) => {
      const balance = this.tokenBalance(key);
      if (!balance) return;
      const ui = Number(balance.amount) / 10 ** balance.decimals;
      out.push({
        accountIndex,
        mint: balance.mint,
        owner: balance.owner,
        programId: balance.programId,
        uiTokenAmount: {
          amount: balance.amount.toString(),
          decimals: balance.decimals,
          uiAmount: ui,
          uiAmountString: String(ui),
        },
      });
    });
    return out;
  }
}

/** What RPC nodes report as a transaction's memo: "[length] text" per memo instruction. */
function memoOf(transaction: DecodedTransaction, accountKeys: string[]): string | null {
  const memos = transaction.message.instructions
    .filter((ix) => MEMO_PROGRAMS.has(accountKeys[ix.programAddressIndex] ?? ""))
    .map((ix) => `[${ix.data?.length ?? 0}] ${Buffer.from(ix.data ?? []).toString("utf8")}`);
  return memos.length > 0 ? memos.join("; ") : null;
}
