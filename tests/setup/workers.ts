// How many test files (Vitest) and browsers (Playwright) run at once, chosen from the machine the
// suite runs on: the CPUs this process may use (a `taskset` or cgroup limit included) and the
// memory free now. One place for both runners, so each prints why it chose its count.
import fs from "node:fs";
import os from "node:os";

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;

function readNumber(file: string): number | undefined {
  try {
    const value = Number(fs.readFileSync(file, "utf8").trim());
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** CPUs a cgroup quota allows (cgroup v2 `cpu.max`, or v1's quota over period), when one is set. */
function cgroupCpus(): number | undefined {
  try {
    const [quota, period] = fs.readFileSync("/sys/fs/cgroup/cpu.max", "utf8").trim().split(/\s+/);
    if (quota && quota !== "max" && Number(period) > 0) return Number(quota) / Number(period);
  } catch {
    // no cgroup v2 CPU controller here
  }
  const quota = readNumber("/sys/fs/cgroup/cpu/cpu.cfs_quota_us");
  const period = readNumber("/sys/fs/cgroup/cpu/cpu.cfs_period_us");
  return quota && period ? quota / period : undefined;
}

/** Bytes a cgroup memory limit leaves, when one is set (a limit of "max" or a huge v1 value is none). */
function cgroupFreeMemory(): number | undefined {
  for (const [limitFile, usageFile] of [
    ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory.current"],
    ["/sys/fs/cgroup/memory/memory.limit_in_bytes", "/sys/fs/cgroup/memory/memory.usage_in_bytes"],
  ] as const) {
    const limit = readNumber(limitFile);
    if (limit === undefined || limit >= os.totalmem()) continue;
    return Math.max(0, limit - (readNumber(usageFile) ?? 0));
  }
  return undefined;
}

export type Machine = { cpus: number; cpuNote: string; freeBytes: number; totalBytes: number };

/** The CPUs and memory the suite has: `os.availableParallelism()` follows `taskset`; a cgroup quota lowers it. */
export function machine(): Machine {
  const affinity = os.availableParallelism();
  const quota = cgroupCpus();
  const cpus = Math.max(1, Math.floor(Math.min(affinity, quota ?? Infinity)));
  const all = os.cpus().length;
  const cpuNote =
    quota !== undefined && quota < affinity
      ? `${cpus} of ${all} CPUs (cgroup quota ${quota.toFixed(1)})`
      : affinity < all
        ? `${cpus} of ${all} CPUs (CPU set limited, e.g. taskset)`
        : `${cpus} CPUs`;
  const freeBytes = Math.min(os.freemem(), cgroupFreeMemory() ?? Infinity);
  return { cpus, cpuNote, freeBytes, totalBytes: os.totalmem() };
}

export type WorkerChoice = { count: number; reason: string };

function fromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of 1 or more, not "${raw}"`);
  return value;
}

function choose(
  envName: string,
  what: string,
  perCpu: number,
  max: number,
  reservedBytes: number,
  bytesEach: number,
): WorkerChoice {
  const m = machine();
  const memory = `${(m.freeBytes / GiB).toFixed(1)} of ${(m.totalBytes / GiB).toFixed(1)} GiB free`;
  const set = fromEnv(envName);
  if (set !== undefined) return { count: set, reason: `${envName}=${set} (${m.cpuNote}, ${memory})` };
  const byCpu = Math.min(max, Math.max(1, Math.round(m.cpus * perCpu)));
  const byMemory = Math.max(1, Math.floor((m.freeBytes - reservedBytes) / bytesEach));
  const count = Math.min(byCpu, byMemory);
  const limit =
    byMemory < byCpu
      ? `memory: ${memory}, about ${Math.round(bytesEach / MiB)} MiB each`
      : `${perCpu} per CPU, at most ${max}; ${memory}`;
  return { count, reason: `${m.cpuNote} → ${count} ${what} (${limit}; ${envName} sets another count)` };
}

/**
 * Vitest's files at once. An integration file spends much of its time waiting on a store it
 * started, a poll or a timer, so two files per CPU (four on two cores, measured in
 * docs/performance.md); each holds a PGlite database and the app's modules (about 600 MiB at most).
 */
export function vitestWorkers(): WorkerChoice {
  return choose("VITEST_WORKERS", "test files at once", 2, 16, 1 * GiB, 640 * MiB);
}

/**
 * Playwright's browsers. A journey waits more than it computes (the suite's CPU is about a third
 * of its run), so two per CPU locally; one per CPU in CI (two on CI's two cores, as before). Each
 * is a Chromium with its pages and a worker process; the two stores and their doubles come first.
 */
export function browserWorkers(): WorkerChoice {
  return choose("E2E_WORKERS", "browsers", process.env.CI ? 1 : 2, 8, 2 * GiB, 700 * MiB);
}

/** Prints the choice once per process, however many times a runner loads its config. */
export function printOnce(line: string) {
  const printed = ((globalThis as { __workersPrinted?: Set<string> }).__workersPrinted ??= new Set());
  if (printed.has(line)) return;
  printed.add(line);
  console.log(line);
}
