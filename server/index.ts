// The Express entry: security headers, compression, static assets, the React Router
// handler, /healthz, and a graceful stop that releases the database.
import "./production-default";
import cluster from "node:cluster";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import { DataDirLockedError } from "../app/db/lock.server";
import { openDatabase, setDatabase, type Database } from "../app/db/client.server";
import { startScheduler } from "../app/jobs/registry.server";
import { getEnv } from "../app/utils/env.server";
import { logger } from "../app/utils/logger.server";
import { runProcesses } from "./cluster";
import { contentSecurityPolicy, newNonce } from "./csp";
import { keptResponses, type KeptResponses } from "./kept-responses";
import { precompressed } from "./precompressed";
import { loadedReactDevelopmentBuild } from "./react-build";
import { limitBodies } from "./body-limit";
import { refuseOtherHosts } from "./hosts";
import { limitRequests } from "./rate-limit";
import { refuseOtherMethods } from "./methods";
import { pageHeadersReplaceDefaults, securityHeaders } from "./security-headers";
import { describeHostPolicy, hostPolicy, trustProxyWarning } from "../app/security/public-origin.server";

const env = getEnv();
const isDev = env.NODE_ENV === "development";

async function start() {
  let database: Database;
  try {
    database = await openDatabase({ url: env.DATABASE_URL ?? env.PGLITE_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\nNAVA did not start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  setDatabase(Promise.resolve(database));
  logger.info({ driver: database.driver }, "database ready");
  const scheduler = startScheduler({ db: database.db, intervalMs: env.SCHEDULER_INTERVAL_MS });
  // End-to-end tests move the clock and run due jobs through a loopback control on a port of its
  // own; without TEST_CONTROL_PORT its module is never loaded. The clock is per process, so the
  // control serves only a store that is one process.
  const testControl =
    process.env.TEST_CONTROL_PORT && cluster.isPrimary
      ? await (
          await import("../tests/support/test-control")
        ).startTestControl({ db: database.db, port: Number(process.env.TEST_CONTROL_PORT) })
      : undefined;
  if (testControl) logger.warn({ url: testControl.url }, "test control listening (TEST_CONTROL_PORT is set)");

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  logger.info(describeHostPolicy(env));
  const proxyWarning = trustProxyWarning(env, process.env.TRUST_PROXY);
  if (proxyWarning) logger.warn(proxyWarning);
  app.use(refuseOtherMethods());
  app.use(refuseOtherHosts());
  app.use(limitBodies());

  app.use((_req, res, next) => {
    res.locals.cspNonce = newNonce();
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: isDev ? false : { useDefaults: false, directives: contentSecurityPolicy(env) as never },
      strictTransportSecurity: false,
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(securityHeaders());
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await database.ping();
      res.status(200).type("text/plain").send("ok");
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).type("text/plain").send("database unavailable");
    }
  });

  app.use(limitRequests());

  // In production the build itself, not a function returning it: React Router derives its route
  // table from a function's answer again on every request (a twentieth of an order's CPU).
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let kept: KeptResponses | undefined;
  // The context key must be the bundle's own object, so it is taken from the build's entry (0015).
  let nonceKey: RouterContext<string> | undefined;
  let clientKey: RouterContext<string> | undefined;
  const loadBuild = async (load: () => Promise<ServerBuild>) => {
    const loaded = await load();
    const keys = loaded.entry.module as unknown as {
      cspNonceContext: RouterContext<string>;
      clientAddressContext: RouterContext<string>;
    };
    nonceKey = keys.cspNonceContext;
    clientKey = keys.clientAddressContext;
    return loaded;
  };
  if (isDev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    const ssr = devServer.environments.ssr as unknown as { runner: { import(id: string): Promise<ServerBuild> } };
    build = () => loadBuild(() => ssr.runner.import("virtual:react-router/server-build"));
  } else {
    const client = path.resolve("build/client");
    const copies = precompressed(client);
    kept = keptResponses({ app, hosts: hostPolicy(env), staticRoot: client, fileEncoding: copies.encodingFor });
    app.use(kept.keep);
    app.use(copies.middleware);
    // Vite's hashed files never change: cache them for a year.
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(client, { maxAge: "1h" }));
    build = await loadBuild(() => import(path.resolve("build/server/index.js")));
    if (loadedReactDevelopmentBuild()) {
      console.error(
        `\nNAVA did not start: NODE_ENV is "${process.env.NODE_ENV}", so React loaded its development build. ` +
          "Start the production server with NODE_ENV=production (npm start does).\n",
      );
      process.exit(1);
    }
  }

  app.use(pageHeadersReplaceDefaults());
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: isDev ? "development" : "production",
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        if (nonceKey) context.set(nonceKey, res.locals.cspNonce as string);
        if (clientKey) context.set(clientKey, req.ip ?? "");
        return context;
      },
    }),
  );

  // Kept pages and files are answered before Express sees the request (server/kept-responses.ts).
  const server = http.createServer((req, res) => {
    if (!kept?.serve(req, res)) app(req, res);
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, driver: database.driver }, `NAVA storefront on http://localhost:${port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping");
    server.close(() => {
      Promise.all([scheduler.stop(), testControl?.close()])
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

const processes = env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? os.availableParallelism()) : 1;
const run =
  cluster.isPrimary && processes > 1
    ? runProcesses(processes, async () => {
        await (await openDatabase({ url: env.DATABASE_URL })).close();
      })
    : start();
run.catch((error) => {
  logger.fatal({ err: error }, "failed to start");
  process.exit(1);
});
