// The store's server: one Express app (security headers, compression, kept answers, static
// assets, the React Router handler, /healthz), the database, the job scheduler, and a graceful
// stop. Vite builds this file with the app (vite.config.ts: the server build's input), so the
// server and every route share one copy of each module; server/start.js runs it.
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { DataDirLockedError } from "../app/db/lock.server";
import { openDatabase, setDatabase, type Database } from "../app/db/client.server";
import { seedSampleReviews } from "../app/reviews/samples.server";
import { startFunnel } from "../app/analytics/counter.server";
import { followClock } from "../app/jobs/clock.server";
import { startScheduler } from "../app/flows/jobs.server";
import { backUpNow } from "../app/ops/backup-job.server";
import { getEnv } from "../app/utils/env.server";
import { logger } from "../app/utils/logger.server";
import { runProcesses } from "./cluster";
import { countVisits } from "./count-visits";
import { contentSecurityPolicy, newNonce } from "./csp";
import { createExpressServer } from "./express-objects";
import { keptResponses } from "./kept-responses";
import { precompressed } from "./precompressed";
import { loadedReactDevelopmentBuild } from "./react-build";
import { limitBodies } from "./body-limit";
import { refuseOtherHosts } from "./hosts";
import { limitRequests } from "./rate-limit";
import { answerMethodsPagesLack, refuseOtherMethods } from "./methods";
import { answerErrors, identifyRequests, requestRecordOf } from "./request-id";
import { serveMetrics, timeRequests } from "./metrics";
import { privateUnlessShared } from "./private-pages";
import { refuseOtherSites } from "./same-origin";
import { pageHeadersReplaceDefaults, securityHeaders } from "./security-headers";
import { describeHostPolicy, hostPolicy, trustProxyWarning } from "../app/utils/public-origin.server";
import { clientAddressContext, cspNonceContext, requestRecordContext } from "../app/utils/request-context";

/** The server build: its object in production; in development, Vite's current one for each request. */
async function serverBuild(isDev: boolean): Promise<ServerBuild | (() => Promise<ServerBuild>)> {
  const load = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  // In production the build itself, not a function returning it: React Router derives its route
  // table from a function's answer again on every request (a twentieth of an order's CPU).
  return isDev ? load : await load();
}

/** Starts the store: one process, or one per core on PostgreSQL (server/cluster.ts). */
export async function startStore(options: { devServer?: ViteDevServer } = {}): Promise<void> {
  const env = getEnv();
  const processes = env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? os.availableParallelism()) : 1;
  try {
    if (cluster.isPrimary && processes > 1)
      await runProcesses(processes, async () => {
        await (await openDatabase({ url: env.DATABASE_URL })).close();
      });
    else await start(options.devServer);
  } catch (error) {
    logger.fatal({ err: error }, "failed to start");
    process.exit(1);
  }
}

async function start(devServer: ViteDevServer | undefined) {
  const env = getEnv();
  const isDev = devServer !== undefined;
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
  // In development the spec's testimonials are there as sample reviews.
  if (isDev) await seedSampleReviews(database.db);
  logger.info({ driver: database.driver }, "database ready");
  const scheduler = startScheduler({ db: database.db, intervalMs: env.SCHEDULER_INTERVAL_MS });
  // The funnel counts in memory and adds to the database every few seconds, and at the stop.
  const funnel = await startFunnel(database.db);
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
  const client = path.resolve("build/client");
  const copies = precompressed(client);
  const kept = devServer
    ? undefined
    : keptResponses({ hosts: hostPolicy(env), staticRoot: client, fileEncoding: copies.encodingFor });
  // Every answer carries a request id; a 5xx writes one log line with it.
  app.use(identifyRequests());
  app.use(timeRequests(async () => (typeof build === "function" ? build() : build)));
  // Page views are counted first: a kept page is a page view too (docs/analytics.md).
  app.use(countVisits());
  if (kept) app.use(kept.send);
  app.use(refuseOtherMethods());
  app.use(refuseOtherHosts());
  app.use(refuseOtherSites());
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

  // Prometheus' scrape, for METRICS_ALLOW's addresses only (loopback by default).
  app.use(serveMetrics(database, env.METRICS_ALLOW));
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

  if (devServer) app.use(devServer.middlewares);
  if (kept) {
    app.use(kept.keep);
    app.use(copies.middleware);
    // Vite's hashed files never change: cache them for a year.
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(client, { maxAge: "1h" }));
  }
  const build = await serverBuild(isDev);
  const getBuild = typeof build === "function" ? build : () => build;
  if (!isDev && loadedReactDevelopmentBuild()) {
    console.error(
      `\nNAVA did not start: NODE_ENV is "${process.env.NODE_ENV}", so React loaded its development build. ` +
        "Start the production server with NODE_ENV=production (npm start does).\n",
    );
    process.exit(1);
  }

  app.use(privateUnlessShared());
  app.use(pageHeadersReplaceDefaults());
  app.use(answerMethodsPagesLack(getBuild));
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: isDev ? "development" : "production",
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        context.set(cspNonceContext, res.locals.cspNonce as string);
        context.set(clientAddressContext, req.ip ?? "");
        context.set(requestRecordContext, requestRecordOf(res));
        return context;
      },
    }),
  );
  app.use(answerErrors());

  const server = createExpressServer(app);
  // An idle connection outlives a proxy's (60 s is common) and a browser's: with Node's 5 s, a
  // request sent on a socket the server is closing meets a reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
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
      Promise.all([scheduler.stop(), testControl?.close(), devServer?.close()])
        .then(() => funnel.stop())
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  // `npm run backup` while the store holds its PGlite folder: this process takes the backup.
  if (database.driver === "pglite")
    process.on("SIGUSR2", () => {
      if (stopping) return;
      backUpNow(database.db).catch((error: unknown) => logger.error({ err: error }, "backup failed"));
    });
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

// For tests that run the built app in their own process (tests/fuzz/app.ts): the build, its nonce
// key, and the build's database and clock to hand the test's to.
export const productionBuild = () => serverBuild(false) as Promise<ServerBuild>;
export { cspNonceContext, followClock, requestRecordContext, setDatabase };
