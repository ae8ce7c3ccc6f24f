// Sign-In With Solana end to end on the server: nonce, verification, session, sign-out.
import { ed25519 } from "@noble/curves/ed25519.js";
import bs58 from "bs58";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getSignedInWallet } from "~/auth/session.server";
import { buildSiwsMessage, parseSiwsMessage, siwsMessageFor, SIWS_STATEMENT, type SiwsMessage } from "~/auth/siws";
import { getDb } from "~/db/client.server";
import { authNonces, walletSessions } from "~/db/schema";
import { action as nonceAction } from "~/routes/auth.nonce";
import { action as signOutAction } from "~/routes/auth.sign-out";
import { action as verifyAction } from "~/routes/auth.verify";
import { cookiesFrom, makeContext, makeRequest, TEST_ORIGIN } from "../setup/requests";

const wallet = (seed: number) => {
  const secretKey = new Uint8Array(32).fill(seed);
  const publicKey = ed25519.getPublicKey(secretKey);
  return { secretKey, address: bs58.encode(publicKey) };
};
const alice = wallet(1);
const mallory = wallet(2);

interface DataResult {
  data: Record<string, unknown>;
  init: { status?: number; headers?: Record<string, string> } | null;
}
const args = (request: Request) => ({ request, params: {}, context: makeContext(), unstable_pattern: "" }) as never;

async function newNonce() {
  const result = (await nonceAction(args(makeRequest("/auth/nonce", { method: "POST" })))) as unknown as DataResult;
  return result.data as { nonce: string; expiresAt: string };
}

async function messageFor(overrides: Partial<SiwsMessage> = {}, who = alice) {
  const { nonce } = await newNonce();
  return { ...siwsMessageFor({ origin: TEST_ORIGIN, address: who.address, nonce }), ...overrides };
}

function signed(m: SiwsMessage | string, signer = alice, publicKey = alice.address) {
  const message = typeof m === "string" ? m : buildSiwsMessage(m);
  const signature = bs58.encode(ed25519.sign(new TextEncoder().encode(message), signer.secretKey));
  return { message, signature, publicKey };
}

async function verify(body: unknown, headers: Record<string, string> = {}) {
  const result = (await verifyAction(
    args(makeRequest("/auth/verify", { json: body, headers })),
  )) as unknown as DataResult;
  return { status: result.init?.status ?? 200, body: result.data, cookie: result.init?.headers?.["Set-Cookie"] };
}

describe("the sign-in message", () => {
  it("parses back to the fields it was built from, and nothing else parses", async () => {
    const m = siwsMessageFor({ origin: TEST_ORIGIN, address: alice.address, nonce: "abcDEF123456" });
    expect(m).toMatchObject({
      domain: "localhost:3000",
      uri: TEST_ORIGIN,
      version: "1",
      chainId: "mainnet",
      statement: SIWS_STATEMENT,
    });
    const text = buildSiwsMessage(m);
    expect(text.split("\n")[0]).toBe("localhost:3000 wants you to sign in with your Solana account:");
    expect(parseSiwsMessage(text)).toEqual(m);
    expect(parseSiwsMessage(`${text}\nResources: https://evil.example`)).toBeNull();
    expect(parseSiwsMessage(text.replace("Version: 1", "Version:1"))).toBeNull();
    expect(parseSiwsMessage(buildSiwsMessage({ ...m, nonce: "short" }))).toBeNull();
    expect(parseSiwsMessage(buildSiwsMessage({ ...m, issuedAt: "yesterday" }))).toBeNull();
  });
});

describe("POST /auth/nonce", () => {
  it("gives a fresh random nonce of at least 96 bits that lives 10 minutes", async () => {
    const a = await newNonce();
    const b = await newNonce();
    expect(a.nonce).not.toBe(b.nonce);
    expect(bs58.decode(a.nonce).length * 8).toBeGreaterThanOrEqual(96);
    const life = Date.parse(a.expiresAt) - Date.now();
    expect(life).toBeGreaterThan(9.9 * 60_000);
    expect(life).toBeLessThanOrEqual(10 * 60_000);
    const db = await getDb();
    const [row] = await db.select().from(authNonces).where(eq(authNonces.nonce, a.nonce));
    expect(row?.usedAt).toBeNull();
  });
});

describe("POST /auth/verify", () => {
  it("accepts a good sign-in: an httpOnly, Lax, 7-day cookie backed by a session row", async () => {
    const response = await verify(signed(await messageFor()));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ wallet: alice.address });
    expect(response.cookie).toMatch(
      /^nava_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/,
    );
    const cookie = response.cookie!.split(";")[0]!;
    expect(await getSignedInWallet(makeRequest("/", { cookie }))).toBe(alice.address);
    const db = await getDb();
    const rows = await db.select().from(walletSessions).where(eq(walletSessions.wallet, alice.address));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("marks the cookie Secure over HTTPS", async () => {
    const body = signed(await messageFor());
    const result = (await verifyAction(
      args(makeRequest("/auth/verify", { json: body, headers: { "x-forwarded-proto": "https" } })),
    )) as unknown as DataResult;
    expect(result.init?.headers?.["Set-Cookie"]).toMatch(/; Secure$/);
  });

  const refusals: Array<[string, () => Promise<unknown>, string]> = [
    [
      "an expired message",
      async () => {
        const past = Date.now() - 15 * 60_000;
        return signed(
          await messageFor({
            issuedAt: new Date(past).toISOString(),
            expirationTime: new Date(past + 5 * 60_000).toISOString(),
          }),
        );
      },
      "issued too long ago",
    ],
    [
      "a message past its expiration time",
      async () => {
        const issued = Date.now() - 6 * 60_000;
        return signed(
          await messageFor({
            issuedAt: new Date(issued).toISOString(),
            expirationTime: new Date(issued + 5 * 60_000).toISOString(),
          }),
        );
      },
      "message expired",
    ],
    [
      "a message issued in the future",
      async () => {
        const future = Date.now() + 20 * 60_000;
        return signed(
          await messageFor({
            issuedAt: new Date(future).toISOString(),
            expirationTime: new Date(future + 5 * 60_000).toISOString(),
          }),
        );
      },
      "issued in the future",
    ],
    [
      "an expiration further than 10 minutes out",
      async () => {
        return signed(await messageFor({ expirationTime: new Date(Date.now() + 60 * 60_000).toISOString() }));
      },
      "bad expiration",
    ],
    ["a wrong domain", async () => signed(await messageFor({ domain: "evil.example" })), "wrong domain"],
    ["a wrong URI", async () => signed(await messageFor({ uri: "https://evil.example" })), "wrong URI"],
    ["a wrong chain", async () => signed(await messageFor({ chainId: "devnet" })), "wrong chain"],
    [
      "a wrong address (the message names another wallet than the one that signs in)",
      async () => {
        return signed(await messageFor({}, mallory), alice, alice.address);
      },
      "wrong address",
    ],
    [
      "a tampered message",
      async () => {
        const body = signed(await messageFor());
        const issued = parseSiwsMessage(body.message)!.issuedAt;
        const later = new Date(Date.parse(issued) + 1000).toISOString();
        return { ...body, message: body.message.replace(`Issued At: ${issued}`, `Issued At: ${later}`) };
      },
      "invalid signature",
    ],
    [
      "a forged signature (another key signs for the address)",
      async () => signed(await messageFor(), mallory),
      "invalid signature",
    ],
    [
      "a signature that is not 64 bytes",
      async () => ({ ...signed(await messageFor()), signature: bs58.encode(new Uint8Array(12)) }),
      "invalid signature",
    ],
    [
      "an unknown nonce",
      async () => {
        const m = siwsMessageFor({ origin: TEST_ORIGIN, address: alice.address, nonce: "NeverIssued12345" });
        return signed(m);
      },
      "unknown nonce",
    ],
    ["a malformed message", async () => signed("hello"), "malformed message"],
  ];

  for (const [name, body, reason] of refusals) {
    it(`refuses ${name} with 401`, async () => {
      const response = await verify(await body());
      expect(response).toMatchObject({ status: 401, body: { error: reason } });
      expect(response.cookie).toBeUndefined();
    });
  }

  it("refuses a replayed sign-in: the same message and signature a second time", async () => {
    const body = signed(await messageFor());
    expect((await verify(body)).status).toBe(200);
    expect(await verify(body)).toMatchObject({ status: 401, body: { error: "nonce already used" } });
  });

  it("refuses a used nonce in a new message", async () => {
    const first = await messageFor();
    expect((await verify(signed(first))).status).toBe(200);
    const again = siwsMessageFor({ origin: TEST_ORIGIN, address: alice.address, nonce: first.nonce });
    expect(await verify(signed(again))).toMatchObject({ status: 401, body: { error: "nonce already used" } });
  });

  it("refuses a nonce past its 10 minutes", async () => {
    const m = await messageFor();
    const db = await getDb();
    await db
      .update(authNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authNonces.nonce, m.nonce));
    expect(await verify(signed(m))).toMatchObject({ status: 401, body: { error: "nonce expired" } });
  });

  it("lets only one of two simultaneous uses of a nonce through", async () => {
    const body = signed(await messageFor());
    const results = await Promise.all([verify(body), verify(body), verify(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it("does not burn the nonce on a failed check, so the real signature still works", async () => {
    const m = await messageFor();
    expect((await verify(signed(m, mallory))).status).toBe(401);
    expect((await verify(signed(m))).status).toBe(200);
  });

  // A post from another site is refused before it gets here (server/same-origin.ts).
  it("answers 400 to a body without the fields", async () => {
    expect((await verify({ message: "x" })).status).toBe(400);
    expect((await verify("not an object")).status).toBe(400);
  });
});

describe("POST /auth/sign-out", () => {
  it("ends the session: a plain form is sent back where it came from, a script gets JSON", async () => {
    const signedIn = await verify(signed(await messageFor()));
    const cookie = cookiesFrom(new Headers({ "set-cookie": signedIn.cookie! }));
    expect(await getSignedInWallet(makeRequest("/", { cookie }))).toBe(alice.address);

    const response = (await signOutAction(
      args(makeRequest("/auth/sign-out", { form: { redirectTo: "/rewards" }, cookie })),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/rewards");
    expect(response.headers.get("set-cookie")).toMatch(/^nava_session=; .*Max-Age=0/);
    expect(await getSignedInWallet(makeRequest("/", { cookie }))).toBeNull();

    const offsite = (await signOutAction(
      args(makeRequest("/auth/sign-out", { form: { redirectTo: "//evil.example" } })),
    )) as Response;
    expect(offsite.headers.get("location")).toBe("/");

    const json = (await signOutAction(
      args(makeRequest("/auth/sign-out", { method: "POST", headers: { accept: "application/json" } })),
    )) as unknown as DataResult;
    expect(json.data).toEqual({ signedOut: true });
  });
});
