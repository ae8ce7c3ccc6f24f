// GET /metrics (app/ops/metrics.server.ts) for the addresses METRICS_ALLOW names (loopback by
// default: a Prometheus on the same machine, or a tunnel); anyone else gets the store's 404. The
// address is the connection's own, never X-Forwarded-For: a proxy in front cannot open it.
import type { RequestHandler } from "express";
import net from "node:net";
import type { ServerBuild } from "react-router";
import type { Database } from "../app/db/client.server";
import { httpRequests, scrape } from "../app/ops/metrics.server";
import { logger } from "../app/utils/logger.server";
import { targetRoute } from "./methods";

/** "loopback", addresses and CIDR ranges, comma-separated. */
export function addressList(allow: string): (address: string) => boolean {
  const list = new net.BlockList();
  for (const entry of allow
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean)) {
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [address, prefix] = entry.split("/");
    const family = net.isIPv6(address!) ? "ipv6" : "ipv4";
    if (prefix) list.addSubnet(address!, Number(prefix), family);
    else list.addAddress(address!, family);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.)/, "");
    return list.check(plain, net.isIPv6(plain) ? "ipv6" : "ipv4");
  };
}

export function serveMetrics(database: Database, allow: string): RequestHandler {
  const allowed = addressList(allow);
  return (req, res, next) => {
    if (req.path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const address = req.socket.remoteAddress ?? "";
    if (!allowed(address)) return next();
    scrape(database.db).then(
      ({ contentType, body }) =>
        void res.status(200).type(contentType).setHeader("Cache-Control", "no-store").send(body),
      (error: unknown) => {
        logger.warn({ err: error }, "metrics not read");
        res.status(503).type("text/plain").send("metrics unavailable");
      },
    );
  };
}

/** Times every answer under its route's pattern (/orders/:orderId), never the raw path. */
export function timeRequests(getBuild: () => ServerBuild | Promise<ServerBuild>): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      Promise.resolve(getBuild())
        .then((build) => {
          const route = targetRoute(build, new URL(req.originalUrl, "http://store.invalid"));
          const label = req.originalUrl.startsWith("/assets/")
            ? "/assets"
            : route
              ? patternOf(build, route.id)
              : "other";
          httpRequests.observe({ route: label, method: req.method, status: String(res.statusCode) }, seconds);
        })
        .catch(() => undefined);
    });
    next();
  };
}

/** A route's whole pattern, its parents' paths joined: /admin/orders/:orderId. */
function patternOf(build: ServerBuild, id: string): string {
  const parts: string[] = [];
  for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined)
    if (route.path) parts.unshift(route.path);
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}
