import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { applicationSchema, whyLength } from "./application-schema";
import { isSolanaAddress, isSolanaSignature } from "./base58";

type Fields = Record<string, string | string[]>;

const valid: Fields = {
  name: "Maya Creator",
  email: " Maya@Example.COM ",
  platform: "tiktok",
  handle: "@maya.makes",
  followers: "12,500",
  links: ["https://www.tiktok.com/@maya.makes/video/1", "", ""],
  why: "I make morning-routine videos.\r\nNAVA fits them.",
  solanaAddress: "",
  authentic: "on",
  monthly: "on",
  consent: "on",
};

/** The form as a browser posts it (link slots as links[0] …), read as both sides read it. */
function check(fields: Fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v, i) => form.append(`${name}[${i}]`, v));
    else form.append(name, value);
  }
  return parseWithZod(form, { schema: applicationSchema });
}

const errorsOf = (fields: Fields) => {
  const submission = check(fields);
  return submission.status === "success" ? {} : (submission.error ?? {});
};

describe("the creator application schema", () => {
  it("accepts a complete application and normalises it", () => {
    const submission = check(valid);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      email: "maya@example.com",
      followers: 12500,
      links: ["https://www.tiktok.com/@maya.makes/video/1"],
      solanaAddress: null,
    });
    expect(submission.value.why).toBe("I make morning-routine videos.\nNAVA fits them.");
  });

  it("gives each field its own message when the form comes back empty", () => {
    const errors = errorsOf({ links: ["", "", ""] });
    expect(Object.keys(errors).sort()).toEqual(
      ["authentic", "consent", "email", "followers", "handle", "links[0]", "monthly", "name", "platform", "why"].sort(),
    );
    expect(errors.name).toEqual(["Please enter your name."]);
    expect(errors["links[0]"]).toEqual(["Please add at least one link to your content."]);
  });

  it("refuses fewer than 1,000 followers with the program's rule", () => {
    expect(errorsOf({ ...valid, followers: "999" })).toEqual({
      followers: [expect.stringContaining("1,000 followers (1K+)")],
    });
    expect(check({ ...valid, followers: "1000" }).status).toBe("success");
    expect(errorsOf({ ...valid, followers: "lots" })).toEqual({
      followers: [expect.stringContaining("whole number")],
    });
  });

  it("puts a bad link's message on its own slot", () => {
    const errors = errorsOf({
      ...valid,
      links: ["https://ok.example.com/a", "javascript:alert(1)", "ftp://x.example.com"],
    });
    expect(errors).toEqual({ "links[1]": [expect.any(String)], "links[2]": [expect.any(String)] });
  });

  it("counts a CRLF as one character, as the counter does", () => {
    const why = "ab\r\n".repeat(333) + "c";
    expect(whyLength(why)).toBe(1000);
    expect(check({ ...valid, why }).status).toBe("success");
    expect(errorsOf({ ...valid, why: "x".repeat(1001) })).toEqual({ why: [expect.stringContaining("1,000")] });
  });

  it("checks Solana addresses and signatures by their decoded length", () => {
    expect(isSolanaAddress("9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin")).toBe(true);
    expect(isSolanaAddress("11111111111111111111111111111111")).toBe(true);
    expect(isSolanaAddress("9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFi0")).toBe(false);
    expect(isSolanaAddress("abc")).toBe(false);
    expect(isSolanaSignature("z".repeat(88))).toBe(false);
    expect(isSolanaSignature("1".repeat(64))).toBe(true);
    expect(errorsOf({ ...valid, solanaAddress: "not-an-address" })).toEqual({ solanaAddress: [expect.any(String)] });
  });
});
