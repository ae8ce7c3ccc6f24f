// A load balancer for tests, on loopback: each request goes to the next backend in turn, with the
// headers a real balancer adds (X-Forwarded-For with the client's address appended,
// X-Forwarded-Proto, X-Forwarded-Host). Bodies and answers are streamed through untouched.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  url: string;
  /** How many requests each backend was sent, in the order given. */
  sent: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const sent = backends.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length;
    sent[index]! += 1;
    const target = new URL(backends[index]!);
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          "x-forwarded-for": forwardedFor,
          "x-forwarded-proto": "http",
          "x-forwarded-host": req.headers.host ?? target.host,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
