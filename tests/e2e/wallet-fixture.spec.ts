// The injected Phantom test provider behaves like the extension and signs for real.
import { ed25519 } from "@noble/curves/ed25519.js";
import bs58 from "bs58";
import { expect, test } from "./fixtures/test";
import { addressOf, installPhantom, keypairOf, signIn, USER_AGENTS } from "./fixtures/phantom";

type Provider = {
  isPhantom: boolean;
  isConnected: boolean;
  publicKey: { toBase58(): string } | null;
  connect(o?: { onlyIfTrusted?: boolean }): Promise<{ publicKey: { toBase58(): string; toBytes(): Uint8Array } }>;
  disconnect(): Promise<void>;
  signMessage(m: Uint8Array): Promise<{ signature: Uint8Array }>;
  signTransaction<T>(tx: T): Promise<T>;
  on(e: string, fn: (...a: unknown[]) => void): void;
};
declare global {
  interface Window {
    phantom?: { solana: Provider };
    solana?: Provider;
    isPhantomInstalled?: boolean;
    __events?: string[];
  }
}

test("connects, signs messages and transactions with the seed's real key, and raises events", async ({ page }) => {
  const phantom = await installPhantom(page, { seed: "fixture-a" });
  await page.goto("/about");
  expect(phantom.address).toBe(addressOf("fixture-a"));
  expect(
    await page.evaluate(() => [
      window.phantom?.solana.isPhantom,
      window.solana === window.phantom?.solana,
      window.isPhantomInstalled,
    ]),
  ).toEqual([true, true, true]);

  const connected = await page.evaluate(async () => {
    window.__events = [];
    const p = window.phantom!.solana;
    p.on("connect", (k) => window.__events!.push(`connect ${(k as { toBase58(): string }).toBase58()}`));
    p.on("accountChanged", (k) => window.__events!.push(`accountChanged ${(k as { toBase58(): string }).toBase58()}`));
    p.on("disconnect", () => window.__events!.push("disconnect"));
    const trustedOnly = await p.connect({ onlyIfTrusted: true }).then(
      () => "connected",
      (e: { code: number }) => `refused ${e.code}`,
    );
    const { publicKey } = await p.connect();
    return {
      trustedOnly,
      address: publicKey.toBase58(),
      bytes: Array.from(publicKey.toBytes()),
      isConnected: p.isConnected,
    };
  });
  expect(connected).toEqual({
    trustedOnly: "refused 4001",
    address: phantom.address,
    bytes: Array.from(keypairOf("fixture-a").publicKey),
    isConnected: true,
  });

  const message = "NAVA test message";
  const signature = await page.evaluate(async (text) => {
    const { signature } = await window.phantom!.solana.signMessage(new TextEncoder().encode(text));
    return Array.from(signature);
  }, message);
  expect(
    ed25519.verify(Uint8Array.from(signature), new TextEncoder().encode(message), keypairOf("fixture-a").publicKey),
  ).toBe(true);
  expect(phantom.signedMessages).toEqual([message]);

  // A legacy transaction's shape: the wallet signs its message bytes into its own slot.
  const txSignature = await page.evaluate(async (address) => {
    const key = { toBase58: () => address, equals: (o: { toBase58(): string }) => o.toBase58() === address };
    const messageBytes = new Uint8Array([1, 2, 3, 4]);
    const tx = {
      signatures: [{ publicKey: key, signature: null as Uint8Array | null }],
      serializeMessage: () => messageBytes,
      addSignature(k: typeof key, sig: Uint8Array) {
        const slot = this.signatures.find((s) => s.publicKey.equals(k));
        if (slot) slot.signature = sig;
      },
      serialize: () => messageBytes,
    };
    await window.phantom!.solana.signTransaction(tx);
    return Array.from(tx.signatures[0]!.signature!);
  }, phantom.address);
  expect(
    ed25519.verify(Uint8Array.from(txSignature), new Uint8Array([1, 2, 3, 4]), keypairOf("fixture-a").publicKey),
  ).toBe(true);

  await phantom.switchAccount("fixture-b");
  await phantom.disconnectFromWallet();
  expect(await page.evaluate(() => window.__events)).toEqual([
    `connect ${addressOf("fixture-a")}`,
    `accountChanged ${addressOf("fixture-b")}`,
    "disconnect",
  ]);
});

test("registers as a Wallet Standard wallet named Phantom, as the extension does, and signs wire transactions", async ({
  page,
}) => {
  const phantom = await installPhantom(page, { seed: "fixture-standard" });
  await page.goto("/about");
  const seen = await page.evaluate(async () => {
    // What an app does: announce it is ready and collect what registers.
    const wallets: Array<Record<string, unknown>> = [];
    window.dispatchEvent(
      new CustomEvent("wallet-standard:app-ready", {
        detail: { register: (w: Record<string, unknown>) => wallets.push(w) },
      }),
    );
    type Account = { address: string; publicKey: Uint8Array };
    type Features = {
      "standard:connect": { connect(i?: { silent?: boolean }): Promise<{ accounts: Account[] }> };
      "standard:events": { on(e: "change", fn: (p: { accounts: Account[] }) => void): () => void };
      "solana:signTransaction": {
        signTransaction(i: { transaction: Uint8Array }): Promise<Array<{ signedTransaction: Uint8Array }>>;
      };
    };
    const wallet = wallets.find((w) => w.name === "Phantom")!;
    const features = wallet.features as Features;
    const silent = await features["standard:connect"].connect({ silent: true }).then(
      () => "connected",
      (e: { code: number }) => `refused ${e.code}`,
    );
    const [account] = (await features["standard:connect"].connect()).accounts;
    const changes: string[] = [];
    features["standard:events"].on("change", ({ accounts }) => changes.push(accounts.map((a) => a.address).join()));
    (window as unknown as { __changes: string[] }).__changes = changes;
    // A legacy message: header (1 signer), one key (the wallet's), a blockhash, no instructions.
    const message = new Uint8Array([1, 0, 0, 1, ...account!.publicKey, ...new Uint8Array(32), 0]);
    const wire = new Uint8Array([1, ...new Uint8Array(64), ...message]);
    const [{ signedTransaction }] = await features["solana:signTransaction"].signTransaction({ transaction: wire });
    return {
      names: wallets.map((w) => w.name),
      featureNames: Object.keys(wallet.features as object).sort(),
      silent,
      address: account!.address,
      signature: Array.from(signedTransaction.slice(1, 65)),
      message: Array.from(message),
      rest: Array.from(signedTransaction.slice(65)),
    };
  });
  expect(seen.names).toEqual(["Phantom"]);
  expect(seen.featureNames).toEqual([
    "solana:signAndSendTransaction",
    "solana:signMessage",
    "solana:signTransaction",
    "standard:connect",
    "standard:disconnect",
    "standard:events",
  ]);
  expect(seen.silent).toBe("refused 4001");
  expect(seen.address).toBe(phantom.address);
  expect(seen.rest).toEqual(seen.message);
  const key = keypairOf("fixture-standard").publicKey;
  expect(ed25519.verify(Uint8Array.from(seen.signature), Uint8Array.from(seen.message), key)).toBe(true);

  // Phantom's account switch and disconnect reach the app as 'change' events.
  await phantom.switchAccount("fixture-standard-b");
  await phantom.disconnectFromWallet();
  expect(await page.evaluate(() => (window as unknown as { __changes: string[] }).__changes)).toEqual([
    addressOf("fixture-standard-b"),
    "",
  ]);
});

test("can refuse the connection, be absent, and browse as a phone", async ({ browser }) => {
  const refusing = await browser.newPage();
  await installPhantom(refusing, { rejectConnect: true });
  await refusing.goto("/about");
  expect(
    await refusing.evaluate(() =>
      window.phantom!.solana.connect().then(
        () => "connected",
        (e: { code: number; message: string }) => `${e.code} ${e.message}`,
      ),
    ),
  ).toBe("4001 User rejected the request.");

  const absent = await browser.newPage();
  await installPhantom(absent, { provider: false, mobile: "android" });
  await absent.goto("/about");
  expect(
    await absent.evaluate(() => [
      typeof window.phantom,
      typeof window.solana,
      window.isPhantomInstalled,
      navigator.userAgent,
    ]),
  ).toEqual(["undefined", "undefined", undefined, USER_AGENTS.android]);
  await refusing.close();
  await absent.close();
});

test("signIn() gives the browser a session for the seed's wallet", async ({ page }) => {
  await page.goto("/about");
  const address = await signIn(page, { seed: "fixture-admin" });
  expect(address).toBe(addressOf("fixture-admin"));
  const root = await page.request.get("/_root.data");
  expect(await root.text()).toContain(address);
  expect(bs58.decode(address)).toHaveLength(32);
});
