import { PassThrough, Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deferModuleBody, hydrateAfterLoadStream, rewriteHydrationScripts } from "./hydrate-after-load.server";

// The shape React Router's <Scripts> writes (7.18, lazy route discovery on).
const NONCE = "n0nce==";
const scripts = [
  `<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/root-b.js" nonce="${NONCE}"/>`,
  `<script nonce="${NONCE}">window.__reactRouterContext = {"a":"<\\u002fscript>"};</script>`,
  `<script nonce="${NONCE}" type="module" async="">;`,
  `import * as route0 from "/assets/root-b.js";`,
  `import * as route1 from "/assets/faq-c.js";`,
  `  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-a.js"}};`,
  `  window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};`,
  ``,
  `import("/assets/entry.client-a.js");</script>`,
].join("\n");
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${scripts.slice(0, 200)}</head><body><main>Café · “NAVA” — 10% back</main>${scripts.slice(200)}<script nonce="${NONCE}">enqueue("x")</script></body></html>`;

async function throughStream(chunks: Buffer[]): Promise<string> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on("data", (c: Buffer) => parts.push(c));
  await new Promise<void>((resolve, reject) => {
    Readable.from(chunks).pipe(hydrateAfterLoadStream()).pipe(out).on("finish", resolve).on("error", reject);
  });
  return Buffer.concat(parts).toString("utf8");
}

describe("hydrating after load", () => {
  it("takes the module preloads out of the document and adds them back after load, before the imports", () => {
    const html = rewriteHydrationScripts(page);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const body = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const preloads = body.indexOf('for(const href of ["/assets/entry.client-a.js","/assets/root-b.js"])');
    expect(preloads).toBeGreaterThan(body.indexOf('addEventListener("load"'));
    expect(preloads).toBeLessThan(body.indexOf("await Promise.all"));
  });

  it("imports the route modules only after the page has loaded, then starts the app", () => {
    const html = rewriteHydrationScripts(page);
    const body = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(body).not.toMatch(/^\s*import \* as/m);
    const wait = body.indexOf('addEventListener("load"');
    const imports = body.indexOf(
      'const [route0,route1]=await Promise.all([import("/assets/root-b.js"),import("/assets/faq-c.js")]);',
    );
    const modules = body.indexOf("window.__reactRouterRouteModules");
    const start = body.indexOf('import("/assets/entry.client-a.js")');
    expect(wait).toBeGreaterThan(-1);
    expect(imports).toBeGreaterThan(wait);
    expect(modules).toBeGreaterThan(imports);
    expect(start).toBeGreaterThan(modules);
  });

  it("leaves everything else as it was", () => {
    const html = rewriteHydrationScripts(page);
    const withoutRewrites = (s: string) =>
      s
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/(<script[^>]*type="module"[^>]*>)[\s\S]*?<\/script>/, "$1</script>");
    expect(withoutRewrites(html)).toBe(withoutRewrites(page));
    expect(html).toContain("Café · “NAVA” — 10% back");
  });

  it("keeps a module with a bare import (the route manifest) and merged route chunks working", () => {
    const body = deferModuleBody(
      [
        'import "/assets/manifest-1.js";',
        'import * as route0_main from "/assets/root.js";',
        "const route0 = {...route0_main};",
        'import("/e.js");',
      ].join("\n"),
    );
    expect(body).toContain(
      'const [,route0_main]=await Promise.all([import("/assets/manifest-1.js"),import("/assets/root.js")]);',
    );
    expect(body.indexOf("const route0 = {...route0_main};")).toBeGreaterThan(body.indexOf("Promise.all"));
  });

  it("writes the same document however the stream is cut, across tags and characters", async () => {
    const expected = rewriteHydrationScripts(page);
    const bytes = Buffer.from(page, "utf8");
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = points.slice(1).map((end, i) => bytes.subarray(points[i], end));
          expect(await throughStream(chunks)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
