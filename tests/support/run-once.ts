// Runs one of the `*-once.ts` scripts beside this file in a process of its own (another store
// process, as production has), and collects its exit code and everything it printed.
import { spawn } from "node:child_process";

export function runOnceInProcess(script: string, env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `tests/support/${script}`], {
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d));
    child.stderr.on("data", (d: Buffer) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}
