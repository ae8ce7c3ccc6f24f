// Static files go out compressed at build time (brotli or gzip, as the browser accepts), the same
// bytes as the file once decoded; pages are compressed too. Through the real server.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { serverForThisFile } from "../setup/server-process";

const BUILD = path.resolve("build/server/index.js");
const server = serverForThisFile(BUILD);

/** Raw bytes and headers: fetch() would decode the body and hide the encoding. */
async function get(url: string, acceptEncoding?: string) {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${server().base}${url}`,
        { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

describe.skipIf(!fs.existsSync(BUILD))("compressed responses", () => {
  it("a script is sent as its brotli or gzip copy, as accepted, decoding to the file itself", async () => {
    const html = (await get("/")).body.toString("utf8");
    const script = /\/assets\/[\w-]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const plain = await get(script!);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
    expect(plain.body.equals(fs.readFileSync(path.join("build/client", script!)))).toBe(true);

    const br = await get(script!, "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);

    const gzip = await get(script!, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const refused = await get(script!, "br;q=0, gzip;q=0");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
  });

  it("the stylesheet and images keep their types when sent compressed", async () => {
    const html = (await get("/")).body.toString("utf8");
    const stylesheet = /\/assets\/[\w-]+\.css/.exec(html)?.[0];
    const css = await get(stylesheet!, "br");
    expect(css.headers["content-encoding"]).toBe("br");
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    const svg = await get("/favicon.svg", "gzip");
    expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(zlib.gunzipSync(svg.body).equals(fs.readFileSync("build/client/favicon.svg"))).toBe(true);
  });

  it("a page is compressed for a browser that accepts it, and decodes to the same document", async () => {
    const compressed = await get("/faq", "gzip, deflate, br");
    expect(compressed.status).toBe(200);
    expect(["br", "gzip"]).toContain(compressed.headers["content-encoding"]);
    const decoded = (compressed.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync : zlib.gunzipSync)(
      compressed.body,
    ).toString("utf8");
    expect(decoded).toContain("</html>");
    expect(compressed.body.length).toBeLessThan(decoded.length / 3);
  });

  it("a kept page goes out compressed once, brotli first, the same bytes each time", async () => {
    const drawn = await get("/studies", "gzip, deflate, br"); // the first render, compressed as it goes out
    const nonce = /'nonce-([^']+)'/.exec(String(drawn.headers["content-security-policy"]))?.[1];
    const page = zlib.brotliDecompressSync(drawn.body).toString("utf8").replaceAll(` nonce="${nonce}"`, "");
    await vi.waitFor(async () => expect((await get("/studies", "br")).headers.etag).toBeTruthy(), { timeout: 60_000 });
    const bodies = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await get("/studies", "gzip, deflate, br");
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers.vary).toContain("Accept-Encoding");
      expect(zlib.brotliDecompressSync(response.body).toString("utf8")).toBe(page);
      bodies.add(response.body.toString("base64"));
    }
    expect(bodies.size).toBe(1);
    const gzipped = await get("/studies", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).toString("utf8")).toBe(page);
    expect((await get("/studies")).body.toString("utf8")).toBe(page);
  });
});
