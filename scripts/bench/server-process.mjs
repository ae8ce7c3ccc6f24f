// Starts the production server (built already) for a benchmark, and stops it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

export async function startServer({ port, env = {} }) {
  // BENCH_CPU_PROF=<folder>: the store writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, "server/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PGLITE_DIR: "memory://",
      RATE_LIMIT_POSTS_PER_MINUTE: "10000000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

/** Resident set size of a process in bytes (Linux /proc). */
export function residentBytes(pid) {
  const kib = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kib) * 1024;
}

/** The machine the figures were taken on, for the record. */
export function machineLine() {
  const cpus = os.cpus();
  return `${process.platform} ${process.arch}, ${cpus.length} × ${cpus[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

const TICKS_PER_SECOND = 100; // Linux's USER_HZ

/** The fields of /proc/<pid>/stat after the process's name (which may hold spaces), from state on. */
const statFields = (pid) => fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");

/**
 * CPU seconds a process and its descendants (node:cluster's workers, PostgreSQL's backends) have
 * used so far, those that ended included (Linux /proc).
 */
export function cpuSeconds(pid) {
  let ticks = 0;
  try {
    const fields = statFields(pid);
    // utime, stime, and the children's that ended and were waited for (cutime, cstime)
    ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    for (const child of children ? children.split(" ") : []) ticks += cpuSeconds(Number(child)) * TICKS_PER_SECOND;
  } catch {
    // the process ended
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds the whole machine has been busy and idle so far, over all cores (Linux /proc/stat). */
export function machineSeconds() {
  const [, ...fields] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const idle = fields[3] + fields[4]; // idle, iowait
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/** The parent of a process (Linux /proc), or undefined when it cannot be read. */
export function parentPid(pid) {
  try {
    return Number(statFields(pid)[1]);
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` and says how many cores each side used meanwhile: the store (its processes), this
 * process (the load generator), PostgreSQL (its postmaster and backends, when `databasePid` is
 * given: a server on this machine), and the whole machine (the rest is anyone else).
 */
export async function withCpuShares(storePid, work, databasePid) {
  const started = performance.now();
  const store0 = cpuSeconds(storePid);
  const database0 = databasePid ? cpuSeconds(databasePid) : 0;
  const self0 = process.cpuUsage();
  const machine0 = machineSeconds();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const self = process.cpuUsage(self0);
  const machine = machineSeconds();
  const cores = {
    store: (cpuSeconds(storePid) - store0) / seconds,
    generator: (self.user + self.system) / 1e6 / seconds,
    database: databasePid ? (cpuSeconds(databasePid) - database0) / seconds : undefined,
    machine: (machine.busy - machine0.busy) / seconds,
  };
  return { result, cores };
}
