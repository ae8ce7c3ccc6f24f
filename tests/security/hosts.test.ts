// Finding 1, the sign-in relay: a site that shows a visitor a sign-in message for its own domain
// must not be able to post the signature to the store under its own Host and get a session.
import fs from "node:fs";
import { ed25519 } from "@noble/curves/ed25519.js";
import bs58 from "bs58";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSiwsMessage, siwsMessageFor } from "~/auth/siws";
import { action as nonceAction } from "~/routes/auth.nonce";
import { action as verifyAction } from "~/routes/auth.verify";
import { callRoute } from "../integration/helpers/route-call";
import { rawRequest } from "../setup/http";
import { makeRequest } from "../setup/requests";
import { startServer, waitForExit, type StartedServer } from "../setup/server-process";
import { freshStoreDatabase } from "../setup/fresh-database";

const secretKey = new Uint8Array(32).fill(7);
const visitor = bs58.encode(ed25519.getPublicKey(secretKey));

function signedFor(origin: string, nonce: string) {
  const message = buildSiwsMessage(siwsMessageFor({ origin, address: visitor, nonce }));
  const signature = bs58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey));
  return { message, signature, publicKey: visitor };
}

describe("the sign-in check names the store's origin, never the request's", () => {
  it("refuses a message signed for evil.example even when the request says it is for evil.example", async () => {
    const nonce = await callRoute<{ nonce: string }>(
      nonceAction as never,
      makeRequest("/auth/nonce", { method: "POST" }),
    );
    const relayed = new Request("http://evil.example/auth/verify", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(signedFor("http://evil.example", nonce.data.nonce)),
    });
    const result = await callRoute<{ error: string }>(verifyAction as never, relayed);
    expect(result.status).toBe(401);
    expect(result.data.error).toBe("wrong domain");
    expect(result.headers.get("set-cookie")).toBeNull();
  });
});

describe.skipIf(!fs.existsSync("build/server/index.js"))("the server answers only for its own hosts", () => {
  let local: StartedServer;
  let site: StartedServer;
  beforeAll(async () => {
    [local, site] = await Promise.all([
      startServer({ ...freshStoreDatabase() }),
      startServer({ ...freshStoreDatabase(), SITE_URL: "https://shop.example" }),
    ]);
  });
  afterAll(async () => {
    for (const server of [local, site]) server?.kill("SIGTERM");
    await Promise.all([local, site].map((server) => server && waitForExit(server.child)));
  });

  it("without SITE_URL (a laptop): loopback hosts are served, a relayed sign-in under another Host gets 421", async () => {
    expect(
      (await rawRequest(local.base, "/", { headers: { host: `localhost:${new URL(local.base).port}` } })).status,
    ).toBe(200);
    expect(
      (await rawRequest(local.base, "/", { headers: { host: `127.0.0.1:${new URL(local.base).port}` } })).status,
    ).toBe(200);

    const issued = await rawRequest(local.base, "/auth/nonce", { method: "POST" });
    const { nonce } = JSON.parse(issued.body) as { nonce: string };
    const relays: Array<Record<string, string>> = [{ host: "evil.example" }, { "x-forwarded-host": "evil.example" }];
    for (const headers of relays) {
      const relayed = await rawRequest(local.base, "/auth/verify", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(signedFor("http://evil.example", nonce)),
      });
      expect(relayed.status).toBe(421);
      expect(relayed.body).toMatch(/does not answer for that host name/);
      expect(relayed.headers["set-cookie"]).toBeUndefined();
    }
    expect(
      (await rawRequest(local.base, "/auth/nonce", { method: "POST", headers: { host: "evil.example" } })).status,
    ).toBe(421);
  });

  it("with SITE_URL: its host is served, any other (localhost included) gets 421; /healthz answers any host", async () => {
    expect((await rawRequest(site.base, "/", { headers: { host: "shop.example" } })).status).toBe(200);
    const other = await rawRequest(site.base, "/", { headers: { host: `localhost:${new URL(site.base).port}` } });
    expect(other.status).toBe(421);
    expect(other.body).toContain("Use shop.example.");
    expect((await rawRequest(site.base, "/healthz", { headers: { host: "10.0.0.7" } })).status).toBe(200);
  });

  it("an https public origin gets HSTS even when TLS ends before Express; every answer has a Permissions-Policy", async () => {
    const page = await rawRequest(site.base, "/", { headers: { host: "shop.example" } });
    expect(page.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(page.headers["permissions-policy"]).toContain("camera=()");
    const laptop = await rawRequest(local.base, "/");
    expect(laptop.headers["strict-transport-security"]).toBeUndefined();
    expect(laptop.headers["permissions-policy"]).toContain("geolocation=()");
  });

  it("refuses to start in production with a public ALLOWED_HOSTS and no SITE_URL, saying why", async () => {
    const refused = await startServer({ ...freshStoreDatabase(), ALLOWED_HOSTS: "shop.example" });
    expect(refused.exited).toBe(true);
    expect(refused.output()).toContain("SITE_URL: required in production when ALLOWED_HOSTS names a public host");
  });
});
