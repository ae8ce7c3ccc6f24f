// Starts the store as a child process on a free loopback port, for tests that need the real server
// (its Express entry, its startup checks, a crash). Every child started here is killed after the file.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll } from "vitest";
import { freshStoreDatabase } from "./fresh-database";

const children = new Set<ChildProcess>();

/** Signals the child's whole process group: `npm run serve` is npm, then a shell, then node. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // the group has already exited
  }
}

function killChildren() {
  for (const child of children) signalGroup(child, "SIGKILL");
}
afterAll(killChildren);
// A worker that ends without running afterAll (a timed-out hook, a torn-down pool) must not leave
// a store running with no parent.
process.once("exit", killChildren);

export function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface StartedServer {
  child: ChildProcess;
  base: string;
  output: () => string;
  /** True when the process ended before it answered /healthz. */
  exited: boolean;
  /** Sends `signal` to the server and every process it started. */
  kill: (signal: NodeJS.Signals) => void;
}

/**
 * Runs `command` (default: the server entry with NODE_ENV=production) with `env` over this process's
 * environment; a variable set to undefined is removed. Resolves when /healthz answers or the process exits.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  command: string[] = [process.execPath, "server/start.js"],
): Promise<StartedServer> {
  const port = await freePort();
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "error",
    RATE_LIMIT_POSTS_PER_MINUTE: "1000000",
    ...env,
  };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  // Its own process group, so a kill reaches the node under `npm run` too.
  const child = spawn(command[0]!, command.slice(1), {
    env: merged,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const kill = (signal: NodeJS.Signals) => signalGroup(child, signal);
  children.add(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  // Minutes, for a hang: a store starting beside a whole suite on a busy core takes what it takes.
  const deadline = Date.now() + 4 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return { child, base, output: () => output, exited: true, kill };
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base, output: () => output, exited: false, kill };
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${output}`);
}

/**
 * One store for the whole test file, on a fresh in-memory PGlite, when the production build exists
 * (the file's tests skip otherwise). Returns a getter for it.
 */
export function serverForThisFile(build: string): () => StartedServer {
  let server: StartedServer | undefined;
  beforeAll(async () => {
    if (!fs.existsSync(build)) return;
    server = await startServer({ ...freshStoreDatabase() });
    if (server.exited) throw new Error(`server did not start:\n${server.output()}`);
  });
  afterAll(async () => {
    if (!server) return;
    server.kill("SIGTERM");
    await waitForExit(server.child);
  });
  return () => server!;
}
