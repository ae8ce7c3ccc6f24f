// Through the real server: every page that is not a shared page is private and never stored
// (documents, their .data requests, redirects), set in one place so a new page cannot forget it;
// and every request that can change something is refused when a browser sends it from another
// site, page actions and resource routes alike, while Stripe's webhook and forms without
// JavaScript still arrive.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import bs58 from "bs58";
import { ed25519 } from "@noble/curves/ed25519.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, type Page } from "~/pages";
import { openDatabase } from "~/db/client.server";
import { orders } from "~/db/schema";
import { rawRequest } from "../setup/http";
import { startServer, waitForExit, type StartedServer } from "../setup/server-process";
import { startTestSubscription } from "../setup/subscriptions";
import { signInAt } from "../setup/wallet-sign-in";

const hasBuild = fs.existsSync("build/server/index.js");
const SUBSCRIBER_KEY = new Uint8Array(32).fill(9);
const PRIVATE = "private, no-store";

/** A concrete URL for every page of the registry that is not a shared page. */
function personalUrls(list: readonly Page[], parent = ""): string[] {
  return list.flatMap((page) => {
    const own = `${parent}/${page.path}`.replace(/\/+$/, "") || "/";
    const url = own.replace(/:\w+/g, "x").replace("*", "no-such-page");
    return [...(page.audience === "shared" ? [] : [url]), ...personalUrls(page.children ?? [], own)];
  });
}

describe.skipIf(!hasBuild)("private pages and requests from other sites", () => {
  let server: StartedServer;
  let subscription: Awaited<ReturnType<typeof startTestSubscription>>;
  let order: typeof orders.$inferSelect;
  let session: string;
  let same: string;

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nava-private-"));
    const database = await openDatabase({ url: dir });
    const wallet = bs58.encode(ed25519.getPublicKey(SUBSCRIBER_KEY));
    subscription = await startTestSubscription(database.db, { id: randomUUID(), wallet });
    [order] = (await database.db.select().from(orders).where(eq(orders.id, subscription.originOrderId))) as [
      typeof orders.$inferSelect,
    ];
    await database.close();
    server = await startServer({ PGLITE_DIR: dir, DATABASE_URL: "" });
    expect(server.exited, server.output()).toBe(false);
    same = server.base;
    session = (await signInAt(server.base, SUBSCRIBER_KEY)).session;
  });
  afterAll(async () => {
    server?.kill("SIGTERM");
    if (server) await waitForExit(server.child);
  });

  describe("a page that is not a shared page", () => {
    it("is private, no-store: the document and its data, for every such page of the registry", async () => {
      const urls = personalUrls(pages);
      expect(urls).toEqual(expect.arrayContaining(["/creator", "/reviews/x", "/subscriptions", "/cart", "/contact"]));
      for (const url of urls) {
        for (const asked of [url, `${url === "/" ? "/_root" : url}.data`]) {
          const answer = await rawRequest(server.base, asked);
          expect(answer.status, asked).toBeLessThan(500);
          expect(answer.headers["cache-control"], `${asked} (${answer.status})`).toBe(PRIVATE);
        }
      }
    });

    it("the signed-in subscriber's own pages and the order's private link are private", async () => {
      const signedIn = await rawRequest(server.base, "/subscriptions", { headers: { cookie: session } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toContain(`/subscriptions/${subscription.id}`);
      expect(signedIn.headers["cache-control"]).toBe(PRIVATE);
      for (const url of [`/subscriptions.data`, `/creator`, `/creator.data`, `/cart`, `/rewards`]) {
        expect(
          (await rawRequest(server.base, url, { headers: { cookie: session } })).headers["cache-control"],
          url,
        ).toBe(PRIVATE);
      }
    });

    it("leaves the shared pages' caching and the files' own as they were", async () => {
      for (const url of ["/faq", "/product"]) {
        const first = await rawRequest(server.base, url);
        expect(first.headers["cache-control"], url).toMatch(/^(private, no-cache|public, max-age=0, s-maxage=60)/);
      }
      expect((await rawRequest(server.base, "/robots.txt")).headers["cache-control"]).toBe("public, max-age=3600");
      expect((await rawRequest(server.base, "/sitemap.xml")).headers["cache-control"]).toBe("public, max-age=3600");
    });
  });

  describe("a request that can change something", () => {
    const posts = () => [
      `/orders/${order.id}/collect?token=${order.accessToken}`,
      `/orders/${order.id}/card?token=${order.accessToken}`,
      `/orders/${order.id}/card/update?token=${order.accessToken}`,
      `/subscriptions/${subscription.id}/card?token=${subscription.manageToken}`,
      "/auth/nonce",
      "/auth/verify",
      "/auth/sign-out",
      "/cart",
      "/contact",
    ];
    const form = { "content-type": "application/x-www-form-urlencoded" };

    it("is refused with 403 when a browser sends it from another site, before anything reads it", async () => {
      const otherSites: Array<Record<string, string>> = [
        { origin: "https://evil.example" },
        { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site", origin: "https://shop.evil.example" },
      ];
      for (const url of posts())
        for (const headers of otherSites) {
          const answer = await rawRequest(server.base, url, {
            method: "POST",
            headers: { ...form, ...headers, cookie: session },
            body: "intent=add&productId=nava-focus&purchaseType=one_time&quantity=1",
          });
          expect(answer.status, `${url} ${JSON.stringify(headers)}`).toBe(403);
          expect(answer.body).toMatch(/another site/);
          expect(answer.headers["set-cookie"], url).toBeUndefined();
        }
      // Still signed in: the sign-out from another site did nothing.
      const still = await rawRequest(server.base, "/subscriptions", { headers: { cookie: session } });
      expect(still.body).toContain(`/subscriptions/${subscription.id}`);
    });

    it("is served from the store's own pages, and from no browser at all (no Origin)", async () => {
      const ownPages: Array<Record<string, string>> = [
        { origin: same },
        { origin: same, "sec-fetch-site": "same-origin" },
        { "sec-fetch-site": "same-origin", origin: "null" },
        {},
      ];
      for (const url of posts().filter((u) => u !== "/auth/sign-out"))
        for (const headers of ownPages) {
          const answer = await rawRequest(server.base, url, {
            method: "POST",
            headers: { ...form, ...headers },
            body: "intent=add&productId=nava-focus&purchaseType=one_time&quantity=1",
          });
          expect(answer.status, `${url} ${JSON.stringify(headers)}`).not.toBe(403);
          expect(answer.status, `${url} ${JSON.stringify(headers)}`).toBeLessThan(500);
        }
    });

    it("the Solana Pay transaction request answers a wallet in a web page on another site (it needs no cookie)", async () => {
      for (const headers of [
        { origin: "https://wallet.example", "sec-fetch-site": "cross-site" },
        { origin: "https://wallet.example" },
        { origin: "null" },
      ] as Array<Record<string, string>>) {
        const answer = await rawRequest(server.base, `/api/pay/${order.id}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ account: "not-an-address" }),
        });
        expect(answer.status, JSON.stringify(headers)).not.toBe(403);
        expect(answer.status, JSON.stringify(headers)).toBeLessThan(500);
        expect(answer.body).not.toMatch(/another site/);
        expect(answer.headers["access-control-allow-origin"]).toBe("*");
      }
      // The rest of the /api paths are still refused.
      const other = await rawRequest(server.base, `/api/pay/${order.id}/x`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "https://wallet.example",
          "sec-fetch-site": "cross-site",
        },
        body: "{}",
      });
      expect(other.status).toBe(403);
    });

    it("Stripe's webhook, which has no Origin and proves itself by its signature, is not refused for its origin", async () => {
      for (const headers of [{}, { "sec-fetch-site": "cross-site" }] as Array<Record<string, string>>) {
        const answer = await rawRequest(server.base, "/webhooks/stripe", {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: "{}",
        });
        expect(answer.status).not.toBe(403);
        expect(answer.body).not.toMatch(/another site/);
      }
    });
  });
});
