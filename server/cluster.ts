// On PostgreSQL the store runs several processes sharing the port (node:cluster), one per core by
// default (WEB_CONCURRENCY). The primary prepares the database once (migrations, catalog), then
// starts the processes, starts another when one dies, and stops them all on SIGTERM or SIGINT.
// PGlite stays one process: its data folder admits only one.
import cluster from "node:cluster";
import { logger } from "../app/utils/logger.server";

export async function runProcesses(count: number, prepare: () => Promise<void>) {
  await prepare();
  let stopping = false;
  let running = 0;
  const fork = () => {
    running++;
    cluster.fork();
  };
  cluster.on("exit", (worker, code, signal) => {
    running--;
    if (stopping) {
      if (running === 0) process.exit(0);
      return;
    }
    if (!worker.listening) {
      logger.fatal({ code, signal }, "a store process ended before it listened; stopping");
      stop("SIGTERM");
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "a store process ended; starting another");
    fork();
  });
  cluster.on("listening", (worker) => (worker.listening = true));
  for (let i = 0; i < count; i++) fork();
  logger.info({ processes: count }, "store processes started");

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

declare module "node:cluster" {
  interface Worker {
    /** Set once the process accepted connections. */
    listening?: boolean;
  }
}
