// npm run bench:funnel — what counting a page view adds to a request, in this process: the Express
// step of server/count-visits.ts run on a million requests shaped as the server sees them, for a
// file (rejected before the answer), a returning visitor, a new visitor every request (a salted
// hash and a set entry each), and a bot. Nothing here touches the database after the day's salt.
import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";
import { loadSalts, resetFunnelCounter, storeToday } from "../../app/analytics/counter.server";
import { openDatabase } from "../../app/db/client.server";
import { countVisits } from "../../server/count-visits";

const N = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const step = countVisits();
const next: NextFunction = () => undefined;

class FakeResponse extends EventEmitter {
  statusCode = 200;
  locals: Record<string, unknown> = { keptPage: true };
  getHeader() {
    return "text/html; charset=utf-8";
  }
}

function run(label: string, make: (i: number) => { url: string; ip: string; ua: string }) {
  const requests = Array.from({ length: 1000 }, (_, i) => make(i));
  const time = (count: number) => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < count; i++) {
      const r = requests[i % 1000]!;
      const req = { method: "GET", url: r.url, ip: r.ip, headers: { "user-agent": r.ua } } as unknown as Request;
      const res = new FakeResponse();
      step(req, res as unknown as Response, next);
      res.emit("finish");
    }
    return Number(process.hrtime.bigint() - started) / count;
  };
  time(N / 10); // warm-up
  const withStep = time(N);
  // The same loop without the step: what the fake request and response cost alone.
  const started = process.hrtime.bigint();
  for (let i = 0; i < N; i++) {
    const res = new FakeResponse();
    res.once("finish", () => undefined);
    res.emit("finish");
  }
  const bare = Number(process.hrtime.bigint() - started) / N;
  console.log(`${label.padEnd(40)} ${((withStep - bare) / 1000).toFixed(2)} µs a request`);
}

const database = await openDatabase({ url: "memory://" });
resetFunnelCounter();
await loadSalts(database.db, [storeToday()]);
console.log(`funnel counting, ${N.toLocaleString("en")} requests each (Node ${process.version})`);
run("a file (/assets/x.js)", () => ({ url: "/assets/entry.client-abc.js", ip: "203.0.113.7", ua: CHROME }));
run("a kept page, a returning visitor", () => ({ url: "/faq", ip: "203.0.113.7", ua: CHROME }));
run("a kept page, a new visitor each time", (i) => ({
  url: "/?utm_source=x",
  ip: `10.0.${i >> 8}.${i & 255}`,
  ua: `${CHROME} ${i}`,
}));
run("a bot", () => ({ url: "/product", ip: "66.249.66.1", ua: BOT }));
await database.close();
