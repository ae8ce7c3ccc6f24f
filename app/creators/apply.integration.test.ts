import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { creatorApplications, emailOutbox } from "~/db/schema";
import { action } from "~/routes/ambassador-apply";
import { clientAddressContext } from "~/utils/request-context";
import { makeContext, makeRequest } from "../../tests/setup/requests";
import { resetRateLimits } from "~/security/rate-limit.server";

const form = (overrides: Record<string, string | string[]> = {}) => ({
  name: "Maya Creator",
  email: "maya@example.com",
  platform: "instagram",
  handle: "@maya.makes",
  followers: "12500",
  links: ["https://www.instagram.com/p/abc123/", "", ""],
  why: "Morning routines are my whole channel, and NAVA is the calm cup in them.",
  solanaAddress: "",
  authentic: "on",
  monthly: "on",
  consent: "on",
  website: "",
  ...overrides,
});

async function apply(fields: Record<string, string | string[]>, client = "203.0.113.7") {
  const context = makeContext();
  context.set(clientAddressContext, client);
  const result = (await action({
    request: makeRequest("/ambassador/apply", { form: fields }),
    params: {},
    context,
  } as never)) as {
    data: { status: string; error?: Record<string, string[] | null>; initialValue?: unknown };
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
}

async function stored() {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(creatorApplications);
  return n;
}

describe("creator applications", () => {
  beforeEach(() => resetRateLimits());

  it("stores a valid application, lower-casing the email", async () => {
    const result = await apply(
      form({ email: "Valid@Example.com", solanaAddress: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin" }),
    );
    expect(result).toEqual({ status: 200, body: { status: "received" } });
    const db = await getDb();
    const rows = await db.select().from(creatorApplications);
    expect(rows.find((r) => r.email === "valid@example.com")).toMatchObject({
      name: "Maya Creator",
      platform: "instagram",
      followers: 12500,
      links: ["https://www.instagram.com/p/abc123/"],
      solanaAddress: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",
      consent: true,
      status: "pending",
    });
  });

  it.each([
    ["under 1K followers", { followers: "999" }, "followers", "1,000 followers (1K+)"],
    ["a link that is not http(s)", { links: ["javascript:alert(1)", "", ""] }, "links[0]", "http:// or https://"],
    [
      "a second link that is no URL",
      { links: ["https://ok.example.com/v/1", "not a link", ""] },
      "links[1]",
      "http:// or https://",
    ],
    ["no link at all", { links: ["", "", ""] }, "links[0]", "at least one link"],
    ["a why of 1,001 characters", { why: "x".repeat(1001) }, "why", "1,000 characters"],
    ["a bad Solana address", { solanaAddress: "0OIl-not-base58" }, "solanaAddress", "Solana address"],
    ["unconfirmed authentic content", { authentic: "" }, "authentic", "authentic"],
    ["unconfirmed monthly post", { monthly: "" }, "monthly", "once a month"],
    ["no consent", { consent: "" }, "consent", "program terms"],
  ])("refuses %s with a message at the field and stores nothing", async (_label, overrides, field, words) => {
    const before = await stored();
    const result = await apply(form({ email: `refused-${field}@example.com`, ...overrides }));
    expect(result.status).toBe(422);
    expect(result.body.status).toBe("error");
    expect(result.body.error?.[field]?.[0]).toContain(words);
    expect(result.body.initialValue).toMatchObject({ name: "Maya Creator" });
    expect(await stored()).toBe(before);
  });

  it("sends the applicant a receipt, once, and none for a refused or repeated application", async () => {
    const db = await getDb();
    const to = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect((await apply(form({ email: "Receipt@Example.com", handle: "@receipt.cups" }))).status).toBe(200);
    const [receipt, ...more] = await to("receipt@example.com");
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({
      kind: "creator.application",
      subject: "We received your NAVA creator application",
    });
    expect(receipt.text).toContain("Hi Maya Creator");
    expect(receipt.text).toContain("@receipt.cups on Instagram");
    expect(receipt.text).toContain("within 24 hours");

    expect((await apply(form({ email: "receipt@example.com" }))).status).toBe(409);
    expect((await apply(form({ email: "refused-receipt@example.com", followers: "10" }))).status).toBe(422);
    expect(await to("receipt@example.com")).toHaveLength(1);
    expect(await to("refused-receipt@example.com")).toEqual([]);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await stored();
    const result = await apply(form({ email: "bot@example.com", website: "http://spam.example.com" }));
    expect(result).toEqual({ status: 200, body: { status: "received" } });
    expect(await stored()).toBe(before);
  });

  it("tells a second application from the same email, in another case, that it already applied", async () => {
    expect((await apply(form({ email: "twice@example.com" }))).status).toBe(200);
    const before = await stored();
    const again = await apply(form({ email: "  TWICE@Example.COM ", name: "Someone Else" }));
    expect(again.status).toBe(409);
    expect(again.body.error?.email?.[0]).toContain("already applied");
    expect(await stored()).toBe(before);
  });

  it("stores one of two applications sent at the same moment", async () => {
    const before = await stored();
    const results = await Promise.all([
      apply(form({ email: "race@example.com" })),
      apply(form({ email: "RACE@example.com" })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stored()).toBe(before + 1);
  });

  it("limits a client to 5 applications an hour with a clear 429", async () => {
    for (let i = 0; i < 5; i++)
      expect((await apply(form({ email: `limit${i}@example.com` }), "198.51.100.9")).status).toBe(200);
    const before = await stored();
    const limited = await apply(form({ email: "limit5@example.com" }), "198.51.100.9");
    expect(limited.status).toBe(429);
    expect(limited.body.error?.[""]?.[0]).toContain("Too many applications");
    expect(await stored()).toBe(before);
    expect((await apply(form({ email: "other-client@example.com" }), "198.51.100.10")).status).toBe(200);
  });

  it("gives the form back with its three link slots, however a client posted the links", async () => {
    const one = await apply(form({ email: "one-link@example.com", links: "not a link", followers: "10" }));
    expect(one.status).toBe(422);
    expect(one.body.initialValue).toMatchObject({ links: ["not a link", "", ""] });
    const many = await apply(form({ email: "many@example.com", links: ["a", "b", "c", "d", "e"], followers: "10" }));
    expect(many.status).toBe(422);
    expect(many.body.initialValue).toMatchObject({ links: ["a", "b", "c"] });
  });

  it("answers a body that is not a form with field messages, not an error", async () => {
    const context = makeContext();
    const request = makeRequest("/ambassador/apply", { json: { name: "x" } });
    const result = (await action({ request, params: {}, context } as never)) as { init: ResponseInit | null };
    expect(result.init?.status).toBe(422);
  });
});
