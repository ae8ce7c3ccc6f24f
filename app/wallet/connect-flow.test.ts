import { describe, expect, it, vi } from "vitest";
import { isMobileLike, runConnectFlow, type ConnectFlowDeps, type Readiness } from "./connect-flow";

const ADDRESS = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";

function deps(readyState: Readiness | null, overrides: Partial<ConnectFlowDeps<string>> = {}) {
  return {
    phantom: readyState ? { wallet: "phantom", readyState } : null,
    isMobile: false,
    connect: vi.fn(async () => ADDRESS),
    toast: vi.fn(),
    openTab: vi.fn(),
    navigate: vi.fn(),
    log: vi.fn(),
    ...overrides,
  } satisfies ConnectFlowDeps<string>;
}

describe("the connect handler follows the Error catalogue", () => {
  it("adapter missing: 'Error' / 'Phantom wallet adapter not found.'", async () => {
    const d = deps(null);
    expect(await runConnectFlow(d)).toBeNull();
    expect(d.toast).toHaveBeenCalledWith({
      title: "Error",
      description: "Phantom wallet adapter not found.",
      variant: "destructive",
    });
    expect(d.connect).not.toHaveBeenCalled();
  });

  it("desktop without Phantom: 'Phantom Not Installed' and the site in a new tab", async () => {
    const d = deps("NotDetected");
    expect(await runConnectFlow(d)).toBeNull();
    expect(d.toast).toHaveBeenCalledWith({
      title: "Phantom Not Installed",
      description: "Please install the Phantom wallet extension first.",
      variant: "destructive",
    });
    expect(d.openTab).toHaveBeenCalledWith("https://phantom.app/");
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it("phone without Phantom: the non-destructive 'Install Phantom App', then the download page", async () => {
    const d = deps("NotDetected", { isMobile: true });
    expect(await runConnectFlow(d)).toBeNull();
    expect(d.toast).toHaveBeenCalledWith({
      title: "Install Phantom App",
      description: "Please install the Phantom mobile app to continue.",
      variant: "default",
    });
    expect(d.navigate).toHaveBeenCalledWith("https://phantom.app/download");
    expect(d.openTab).not.toHaveBeenCalled();
  });

  it("loadable on a phone: connecting is the adapter's redirect, with no toast", async () => {
    const d = deps("Loadable", { isMobile: true, connect: vi.fn(async () => null) });
    expect(await runConnectFlow(d)).toBeNull();
    expect(d.connect).toHaveBeenCalledWith("phantom");
    expect(d.toast).not.toHaveBeenCalled();
  });

  it("a failed connect: 'Error' / 'Failed to connect to Phantom wallet. Please try again.', and logged", async () => {
    const error = new Error("User rejected the request.");
    const d = deps("Installed", { connect: vi.fn(async () => Promise.reject(error)) });
    expect(await runConnectFlow(d)).toBeNull();
    expect(d.toast).toHaveBeenCalledWith({
      title: "Error",
      description: "Failed to connect to Phantom wallet. Please try again.",
      variant: "destructive",
    });
    expect(d.log).toHaveBeenCalledWith("Phantom connection failed", error);
  });

  it("success: 'Success' with the address shortened to its first 4 and last 4 characters", async () => {
    const d = deps("Installed");
    expect(await runConnectFlow(d)).toBe(ADDRESS);
    expect(d.toast).toHaveBeenCalledWith({ title: "Success", description: "9xQe...VFin Connected to Phantom wallet!" });
  });

  it("tells phones from desktops by the user agent", () => {
    expect(isMobileLike("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1")).toBe(true);
    expect(isMobileLike("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0.0.0 Mobile Safari/537.36")).toBe(true);
    expect(isMobileLike("Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0.0.0 Safari/537.36")).toBe(false);
  });
});
