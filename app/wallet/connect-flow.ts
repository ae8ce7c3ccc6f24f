// The connect handler of the spec's Error catalogue, kept free of the wallet libraries so
// every path can be tested: adapter missing, phone redirect, not installed (desktop or
// phone), connect failure, success.
import type { ToastInput } from "~/components/ui/use-toast";
import { PHANTOM_DOWNLOAD_URL, PHANTOM_SITE_URL, walletToasts } from "~/content/wallet";

/** The adapter's readiness values (WalletReadyState). */
export type Readiness = "Installed" | "NotDetected" | "Loadable" | "Unsupported";

export interface ConnectFlowDeps<W> {
  /** The Phantom entry of the wallet list, or null when the adapter is missing. */
  phantom: { wallet: W; readyState: Readiness } | null;
  isMobile: boolean;
  /** Selects and connects the wallet; resolves to its address (null when it redirected away). */
  connect(wallet: W): Promise<string | null>;
  toast(input: ToastInput): void;
  openTab(url: string): void;
  navigate(url: string): void;
  log(message: string, error: unknown): void;
}

/** Phones and tablets, where Phantom is an app rather than an extension. */
export function isMobileLike(userAgent: string): boolean {
  return /android|iphone|ipad|ipod|mobile/i.test(userAgent);
}

export async function runConnectFlow<W>(deps: ConnectFlowDeps<W>): Promise<string | null> {
  const { phantom } = deps;
  if (!phantom) {
    deps.toast(walletToasts.adapterMissing);
    return null;
  }
  const { readyState } = phantom;
  if (readyState === "NotDetected" || readyState === "Unsupported") {
    if (deps.isMobile) {
      deps.toast(walletToasts.installApp);
      deps.navigate(PHANTOM_DOWNLOAD_URL);
    } else {
      deps.toast(walletToasts.notInstalled);
      deps.openTab(PHANTOM_SITE_URL);
    }
    return null;
  }
  try {
    // Loadable (a phone's browser): the adapter sends the visitor into Phantom's in-app browser.
    const address = await deps.connect(phantom.wallet);
    if (address) deps.toast(walletToasts.connected(address));
    return address;
  } catch (error) {
    deps.log("Phantom connection failed", error);
    deps.toast(walletToasts.connectFailed);
    return null;
  }
}
