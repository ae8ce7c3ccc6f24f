// Pages kept after their first render (server/kept-responses.ts), through the real server: a page
// drawn for one response carries its own CSP nonce, never sent twice; a kept page carries none and
// is the same bytes each time; a visitor with a cart or a session still gets their own page (the
// cart badge counts, the wallet menu shows) after kept pages were served to others.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { shortAddress } from "~/content/wallet-menu";
import { cookiesFrom } from "../setup/requests";
import { serverForThisFile } from "../setup/server-process";
import { signInAt } from "../setup/wallet-sign-in";

const BUILD = path.resolve("build/server/index.js");
const server = serverForThisFile(BUILD);

async function page(url: string, cookie?: string) {
  const response = await fetch(`${server().base}${url}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const html = await response.text();
  const etag = response.headers.get("etag");
  return { policyNonce, html, etag, nonces: new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])) };
}

const cartLabel = (html: string) => /aria-label="(Cart, \d+ items?)"/.exec(html)?.[1];

describe.skipIf(!fs.existsSync(BUILD))("pages kept after their first render", () => {
  it("never send the same CSP nonce twice; a kept page has none and the same bytes as the page drawn", async () => {
    const seen = new Set<string>();
    const kept = new Map<string, string>();
    for (const url of ["/", "/", "/", "/faq", "/faq", "/product", "/product"]) {
      const { policyNonce, html, nonces, etag } = await page(url);
      expect(html).toContain("</html>");
      if (etag) {
        // Kept: no nonce anywhere, the same page each time.
        expect(policyNonce).toBeUndefined();
        expect(nonces.size).toBe(0);
        expect(kept.get(url) ?? html).toBe(html);
        kept.set(url, html);
        continue;
      }
      expect(policyNonce).toBeTruthy();
      expect([...nonces]).toEqual([policyNonce]);
      expect(seen.has(policyNonce!), `nonce of ${url} sent before`).toBe(false);
      seen.add(policyNonce!);
    }
    // The kept page is the drawn page without its nonce.
    const first = await page("/studies");
    await vi.waitFor(async () => expect((await page("/studies")).etag).toBeTruthy(), { timeout: 60_000 });
    const second = await page("/studies");
    expect(second.html).toBe(first.html.replaceAll(` nonce="${first.policyNonce}"`, ""));
  });

  it("a visitor with a cart sees their count on pages kept for visitors without one", async () => {
    expect(cartLabel((await page("/")).html)).toBe("Cart, 0 items");
    expect(cartLabel((await page("/faq")).html)).toBe("Cart, 0 items");
    const added = await fetch(`${server().base}/cart`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "add", productId: "nava-focus", purchaseType: "one_time", quantity: "2" }),
    });
    const cookie = cookiesFrom(added);
    expect(cookie).toContain("nava_cart=");
    expect(cartLabel((await page("/", cookie)).html)).toBe("Cart, 2 items");
    expect(cartLabel((await page("/faq", cookie)).html)).toBe("Cart, 2 items");
    expect(cartLabel((await page("/faq")).html)).toBe("Cart, 0 items");
  });

  it("a signed-in visitor sees their wallet menu on pages kept for visitors without a session", async () => {
    const { address, session } = await signInAt(server().base, new Uint8Array(32).fill(7));
    const menu = `Wallet ${shortAddress(address)}`;
    expect((await page("/")).html).not.toContain(menu);
    expect(session).toContain("nava_session=");

    expect((await page("/", session)).html).toContain(menu);
    expect((await page("/", session)).html).toContain(address);
    expect((await page("/")).html).not.toContain(menu);
  });
});
