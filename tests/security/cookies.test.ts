// Finding 5, cookies: over HTTPS (SITE_URL https) the store's cookies carry the __Host- prefix, so a
// browser takes them only Secure, for Path=/ and the store's own host: a sibling subdomain or a
// plain-http page cannot plant a cart or a session beside them. On a laptop (http) the names are plain.
import { ed25519 } from "@noble/curves/ed25519.js";
import bs58 from "bs58";
import { afterEach, describe, expect, it } from "vitest";
import { buildSiwsMessage, siwsMessageFor } from "~/auth/siws";
import { action as nonceAction } from "~/routes/auth.nonce";
import { action as signOutAction } from "~/routes/auth.sign-out";
import { action as verifyAction } from "~/routes/auth.verify";
import { action as cartAction, loader as cartLoader } from "~/routes/cart";
import { resetEnvCache } from "~/utils/env.server";
import { callRoute } from "../integration/helpers/route-call";

const SITE = "https://shop.example";
const secretKey = new Uint8Array(32).fill(9);
const wallet = bs58.encode(ed25519.getPublicKey(secretKey));

function useSite(siteUrl: string | undefined) {
  if (siteUrl) process.env.SITE_URL = siteUrl;
  else delete process.env.SITE_URL;
  resetEnvCache();
}
afterEach(() => useSite(undefined));

const addToCart = (origin: string) =>
  callRoute(
    cartAction as never,
    new Request(`${origin}/cart`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", productId: "nava-focus", purchaseType: "one_time", quantity: "1" }),
    }),
  );
const cartLines = async (origin: string, cookie: string) =>
  (await callRoute<{ lines: unknown[] }>(cartLoader as never, new Request(`${origin}/cart`, { headers: { cookie } })))
    .data.lines.length;

/** The name=value pair a Set-Cookie header sets. */
const pairOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("cookies over HTTPS", () => {
  it("the cart cookie is __Host-nava_cart, Secure, Path=/, no Domain; the store reads it back and ignores a plain-named one", async () => {
    useSite(SITE);
    const added = await addToCart(SITE);
    const setCookie = added.headers.get("set-cookie")!;
    expect(setCookie).toMatch(
      /^__Host-nava_cart=[A-Za-z0-9_-]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
    expect(setCookie).not.toMatch(/domain=/i);

    expect(await cartLines(SITE, pairOf(setCookie))).toBe(1);
    // The same cart id under the plain name (as a sibling subdomain could set it) is not the store's.
    expect(await cartLines(SITE, pairOf(setCookie).replace("__Host-", ""))).toBe(0);
  });

  it("the wallet session cookie is __Host-nava_session, Secure, Path=/; sign-out clears that name", async () => {
    useSite(SITE);
    const nonce = await callRoute<{ nonce: string }>(
      nonceAction as never,
      new Request(`${SITE}/auth/nonce`, { method: "POST" }),
    );
    const message = buildSiwsMessage(siwsMessageFor({ origin: SITE, address: wallet, nonce: nonce.data.nonce }));
    const signature = bs58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey));
    const verified = await callRoute(
      verifyAction as never,
      new Request(`${SITE}/auth/verify`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message, signature, publicKey: wallet }),
      }),
    );
    expect(verified.status).toBe(200);
    const session = verified.headers.get("set-cookie")!;
    expect(session).toMatch(
      /^__Host-nava_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );

    const signedOut = await callRoute(
      signOutAction as never,
      new Request(`${SITE}/auth/sign-out`, {
        method: "POST",
        headers: { cookie: pairOf(session) },
        body: new URLSearchParams({ redirectTo: "/" }),
      }),
    );
    expect(signedOut.headers.get("set-cookie")).toMatch(/^__Host-nava_session=; Path=\/; .*Max-Age=0; Secure$/);
  });
});

describe("cookies on a laptop (SITE_URL unset, http)", () => {
  it("keep their plain names, without Secure (a browser would drop a Secure cookie over http)", async () => {
    useSite(undefined);
    const setCookie = (await addToCart("http://localhost:3000")).headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^nava_cart=[A-Za-z0-9_-]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect(await cartLines("http://localhost:3000", pairOf(setCookie))).toBe(1);
  });
});
