import { describe, expect, it } from "vitest";
import { walletConnectHref } from "~/content/wallet-menu";
import { returnPath } from "./return-path";

describe("the wallet page's way back", () => {
  it("returns to a path of this site, with its query", () => {
    expect(returnPath("/rewards")).toBe("/rewards");
    expect(returnPath("/orders/abc?token=xyz")).toBe("/orders/abc?token=xyz");
  });

  it("goes home without a path, for another site, or for the wallet page itself", () => {
    for (const next of [
      null,
      "",
      "rewards",
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/wallet-connect?next=/cart",
    ])
      expect(returnPath(next), String(next)).toBe("/");
  });

  it("the links to the wallet page carry the page they are on, and come back to it", () => {
    expect(returnPath(new URL(walletConnectHref("/"), "http://store.test").searchParams.get("next"))).toBe("/");
    const href = walletConnectHref("/orders/abc?token=xyz");
    expect(href).toBe("/wallet-connect?next=%2Forders%2Fabc%3Ftoken%3Dxyz");
    expect(returnPath(new URL(href, "http://store.test").searchParams.get("next"))).toBe("/orders/abc?token=xyz");
  });
});
