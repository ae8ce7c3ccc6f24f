// /metrics (issue 50, item 3): Prometheus' text format for the addresses METRICS_ALLOW names, 404
// for anyone else, whatever X-Forwarded-For says.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addressList } from "../../server/metrics";
import { serverForThisFile } from "../setup/server-process";

const BUILD = path.resolve("build/server/index.js");
const store = serverForThisFile(BUILD);

describe("who may read /metrics", () => {
  it("allows loopback by default, and the addresses and ranges named", () => {
    const loopback = addressList("loopback");
    expect(loopback("127.0.0.1")).toBe(true);
    expect(loopback("::ffff:127.0.0.1")).toBe(true);
    expect(loopback("::1")).toBe(true);
    expect(loopback("10.0.0.5")).toBe(false);
    const named = addressList("10.1.0.0/16, 192.0.2.7");
    expect(named("10.1.200.3")).toBe(true);
    expect(named("192.0.2.7")).toBe(true);
    expect(named("192.0.2.8")).toBe(false);
    expect(named("127.0.0.1")).toBe(false);
  });
});

describe.skipIf(!fs.existsSync(BUILD))("/metrics on the store", () => {
  it("answers Prometheus' format to loopback, with requests by route and the store's figures", async () => {
    const { base } = store();
    // Each page read to its end: a page streams after its headers, and is timed when it has finished.
    await (await fetch(`${base}/about`)).text();
    await (await fetch(`${base}/no-such-page`)).text();
    const scrape = () => fetch(`${base}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain");
    // The server times an answer once its last byte has left, which can be just after the client read it.
    let text = await answer.text();
    for (let tries = 0; !text.includes('status="404"') && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      text = await (await scrape()).text();
    }
    expect(text).toMatch(/nava_http_request_duration_seconds_count\{route="\/about",method="GET",status="200"\} \d+/);
    expect(text).toContain('route="/*",method="GET",status="404"');
    for (const name of ["nava_jobs_due", "nava_jobs_lag_seconds", "nava_payments_waiting", "nava_database_bytes"])
      expect(text).toMatch(new RegExp(`^${name} \\d`, "m"));
  });
});
