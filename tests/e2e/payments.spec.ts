// Paying in USDC against the local Solana chain (LiteSVM behind JSON-RPC, started beside the
// store by playwright.config.ts): the store confirms payments by reading the chain.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Connection, PublicKey, Transaction } from "@solana/web3.js";
import bs58 from "bs58";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../app/db/client.server";
import { orders, payments, rewardEntries } from "../../app/db/schema";
import { svmFixtures } from "../support/svm-rpc/addresses";
import { keypairOf, signWith } from "./fixtures/phantom";
import { expect, test } from "./fixtures/test";

const RPC_URL = process.env.E2E_SOLANA_RPC_URL!;

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(RPC_URL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** Gives the test wallet SOL for fees and `units` of the local USDC. */
async function fundWallet(address: string, units = 100_000_000) {
  await rpc("svm_mintTo", [address, units]);
}

interface StoreProcess {
  origin: string;
  /** Everything the server logged. */
  log: () => string;
  stop: () => Promise<void>;
}

/** Starts a store of its own on a data folder (so it can be restarted), on a free port. */
async function startStore(dataDir: string): Promise<StoreProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      PGLITE_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      SOLANA_RPC_URL: RPC_URL,
      MERCHANT_WALLET: svmFixtures.merchant,
      USDC_MINT: svmFixtures.usdcMint,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the store did not start:\n${output}`)), 60_000);
    const look = () => {
      const match = /NAVA storefront on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", look);
    child.once("exit", () => reject(new Error(`the store exited:\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    log: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

test.describe("a restart in the middle of a payment", () => {
  test.describe.configure({ timeout: 240_000 });

  test("a payment sent while the store is down is confirmed by the poller when it is back: paid, rewards earned", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "nava-pay-restart-"));
    const seed = `restart-${randomBytes(4).toString("hex")}`;
    const wallet = keypairOf(seed);
    await fundWallet(wallet.address);

    // An order awaiting payment, as checkout leaves it, written before the store starts.
    const orderId = crypto.randomUUID();
    const reference = bs58.encode(randomBytes(32));
    const accessToken = randomBytes(24).toString("base64url");
    const seeded = await openDatabase({ url: dataDir });
    try {
      await seeded.db.insert(orders).values({
        id: orderId,
        number: "NAVA-900001",
        email: "buyer@example.com",
        shipName: "Ada Buyer",
        shipLine1: "1 Main St",
        shipCity: "Austin",
        shipState: "TX",
        shipZip: "78701",
        subtotalCents: 3900,
        shippingCents: 0,
        totalCents: 3900,
        wallet: wallet.address,
        idempotencyKey: randomBytes(16).toString("hex"),
        accessToken,
        buyerSessionId: randomBytes(24).toString("base64url"),
        paymentReference: reference,
      });
      await seeded.db.insert(rewardEntries).values({ orderId, wallet: wallet.address, amountNpx: 10000, status: "pending" });
    } finally {
      await seeded.close();
    }

    let store = await startStore(dataDir);
    try {
      // The wallet asks the store for the transaction, then the store goes down.
      const response = await fetch(`${store.origin}/api/pay/${orderId}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ account: wallet.address }),
      });
      expect(response.status).toBe(200);
      const { transaction } = (await response.json()) as { transaction: string };
      await store.stop();

      const tx = Transaction.from(Buffer.from(transaction, "base64"));
      tx.addSignature(new PublicKey(wallet.address), Buffer.from(signWith(seed, tx.serializeMessage())));
      const signature = await new Connection(RPC_URL, "confirmed").sendRawTransaction(tx.serialize());

      // Back up: nothing but the database carries over, and nobody opens the order page.
      store = await startStore(dataDir);
      await expect.poll(() => /"msg":"order paid"/.test(store.log()), { timeout: 30_000 }).toBe(true);
      const status = await fetch(`${store.origin}/api/orders/${orderId}/payment?token=${accessToken}`);
      expect(await status.json()).toMatchObject({ status: "paid", state: "confirmed", payments: [{ signature, status: "confirmed" }] });
      await store.stop();

      const after = await openDatabase({ url: dataDir });
      try {
        const [order] = await after.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
        expect(order!.status).toBe("paid");
        const [reward] = await after.db.select({ status: rewardEntries.status }).from(rewardEntries).where(eq(rewardEntries.orderId, orderId));
        expect(reward!.status).toBe("earned");
        const rows = await after.db.select({ status: payments.status, signature: payments.signature }).from(payments).where(eq(payments.orderId, orderId));
        expect(rows).toEqual([{ status: "confirmed", signature }]);
      } finally {
        await after.close();
      }
    } finally {
      await store.stop().catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
