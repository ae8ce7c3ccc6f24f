import type { Server } from "node:http";

/**
 * A double keeps idle connections as long as the store's own server does (server/index.ts). With
 * Node's 5 s default, a client on a busy machine can reuse a connection in the instant the double
 * closes it ("fetch failed: other side closed"): a loaded machine's race, not the store's fault.
 */
export function keepIdleConnections<T extends Server>(server: T): T {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
