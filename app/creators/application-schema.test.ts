import { describe, expect, it } from "vitest";
import { emptyApplicationValues, validateApplication, whyLength, type ApplicationValues } from "./application-schema";
import { isSolanaAddress, isSolanaSignature } from "./base58";

const valid: ApplicationValues = {
  ...emptyApplicationValues,
  name: "Maya Creator",
  email: " Maya@Example.COM ",
  platform: "tiktok",
  handle: "@maya.makes",
  followers: "12,500",
  links: ["https://www.tiktok.com/@maya.makes/video/1", "", ""],
  why: "I make morning-routine videos.\r\nNAVA fits them.",
  solanaAddress: "",
  authentic: true,
  monthly: true,
  consent: true,
};

describe("the creator application schema", () => {
  it("accepts a complete application and normalises it", () => {
    const result = validateApplication(valid);
    expect(result).toMatchObject({
      ok: true,
      data: {
        email: "maya@example.com",
        followers: 12500,
        links: ["https://www.tiktok.com/@maya.makes/video/1"],
        solanaAddress: null,
      },
    });
    if (result.ok) expect(result.data.why).toBe("I make morning-routine videos.\nNAVA fits them.");
  });

  it("gives each field its own message", () => {
    const result = validateApplication({ ...emptyApplicationValues });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ["authentic", "consent", "email", "followers", "handle", "links.0", "monthly", "name", "platform", "why"].sort(),
    );
  });

  it("refuses fewer than 1,000 followers with the program's rule", () => {
    const result = validateApplication({ ...valid, followers: "999" });
    expect(result).toEqual({ ok: false, errors: { followers: expect.stringContaining("1,000 followers (1K+)") } });
    expect(validateApplication({ ...valid, followers: "1000" }).ok).toBe(true);
    expect(validateApplication({ ...valid, followers: "lots" })).toMatchObject({
      ok: false,
      errors: { followers: expect.stringContaining("whole number") },
    });
  });

  it("puts a bad link's message on its own slot", () => {
    const result = validateApplication({
      ...valid,
      links: ["https://ok.example.com/a", "javascript:alert(1)", "ftp://x.example.com"],
    });
    expect(result).toMatchObject({
      ok: false,
      errors: { "links.1": expect.any(String), "links.2": expect.any(String) },
    });
    if (!result.ok) expect(result.errors["links.0"]).toBeUndefined();
  });

  it("counts a CRLF as one character, as the counter does", () => {
    const why = "ab\r\n".repeat(333) + "c";
    expect(whyLength(why)).toBe(1000);
    expect(validateApplication({ ...valid, why }).ok).toBe(true);
    expect(validateApplication({ ...valid, why: "x".repeat(1001) })).toMatchObject({
      ok: false,
      errors: { why: expect.stringContaining("1,000") },
    });
  });

  it("checks Solana addresses and signatures by their decoded length", () => {
    expect(isSolanaAddress("9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin")).toBe(true);
    expect(isSolanaAddress("11111111111111111111111111111111")).toBe(true);
    expect(isSolanaAddress("9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFi0")).toBe(false);
    expect(isSolanaAddress("abc")).toBe(false);
    expect(isSolanaSignature("z".repeat(88))).toBe(false);
    expect(isSolanaSignature("1".repeat(64))).toBe(true);
    expect(validateApplication({ ...valid, solanaAddress: "not-an-address" })).toMatchObject({
      ok: false,
      errors: { solanaAddress: expect.any(String) },
    });
  });
});
