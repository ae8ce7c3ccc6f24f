import type { Wallet } from "@wallet-standard/base";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHANTOM_ICON } from "./phantom-icon";
import { chainOf, fromBase64, walletEntries } from "./standard-wallets";

const IOS_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

const registered = (name: string) =>
  ({
    version: "1.0.0",
    name,
    icon: `data:image/svg+xml;base64,${name}`,
    chains: ["solana:mainnet"],
    accounts: [],
    features: {},
  }) as unknown as Wallet;

function browser(userAgent: string, injected: Record<string, unknown> = {}) {
  vi.stubGlobal("navigator", { userAgent });
  vi.stubGlobal("window", injected);
}

afterEach(() => vi.unstubAllGlobals());

describe("the wallet modal's list", () => {
  it("a registered Phantom is installed, listed once with its own icon", () => {
    browser(DESKTOP);
    const phantom = registered("Phantom");
    expect(walletEntries([registered("Sage Wallet"), phantom]).map((e) => [e.name, e.readyState, e.wallet])).toEqual([
      ["Sage Wallet", "Installed", expect.anything()],
      ["Phantom", "Installed", phantom],
    ]);
  });

  it("Phantom not registered and no provider: not detected on a desktop, loadable on iOS Safari", () => {
    browser(DESKTOP);
    expect(walletEntries([])).toEqual([
      { name: "Phantom", icon: PHANTOM_ICON, readyState: "NotDetected", wallet: null },
    ]);
    browser(IOS_SAFARI);
    expect(walletEntries([])[0]!.readyState).toBe("Loadable");
  });

  it("Phantom's injected provider counts as installed before it registers", () => {
    browser(DESKTOP, { isPhantomInstalled: true, phantom: { solana: { isPhantom: true } } });
    expect(walletEntries([])[0]).toMatchObject({ name: "Phantom", readyState: "Installed", wallet: null });
    // Another extension calling itself Phantom without isPhantomInstalled does not.
    browser(DESKTOP, { phantom: { solana: { isPhantom: true } } });
    expect(walletEntries([])[0]!.readyState).toBe("NotDetected");
  });
});

describe("sending", () => {
  it("names the store's cluster as the Wallet Standard chain", () => {
    expect(chainOf("https://api.mainnet-beta.solana.com")).toBe("solana:mainnet");
    expect(chainOf("https://api.devnet.solana.com")).toBe("solana:devnet");
    expect(chainOf("https://api.testnet.solana.com")).toBe("solana:testnet");
  });

  it("decodes the store's base64 transaction to its bytes", () => {
    expect([...fromBase64(Buffer.from([0, 1, 254, 255]).toString("base64"))]).toEqual([0, 1, 254, 255]);
  });
});
