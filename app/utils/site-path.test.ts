import { describe, expect, it } from "vitest";
import { sitePath } from "./site-path";

describe("a path of this site", () => {
  it("keeps a path with its query, percent-encoded", () => {
    expect(sitePath("/orders/abc?token=xyz")).toBe("/orders/abc?token=xyz");
    expect(sitePath("/faq?q=café☕#a")).toBe("/faq?q=caf%C3%A9%E2%98%95#a");
  });

  it("refuses another site, control characters, whitespace and backslashes", () => {
    for (const value of [
      null,
      "",
      "faq",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example/login",
      "/\n/evil.example",
      "/\r/evil.example",
      "/\u0000",
      "/ /evil.example",
      "/\u00a0/evil.example",
      "/\u2028/evil.example",
      "/\u0085",
    ])
      expect(sitePath(value), JSON.stringify(value)).toBeNull();
  });
});
