// One app process placing one cart's order at a shared moment (tests/support/place-order-once.ts),
// for the tests of several processes on one PostgreSQL. Resolves with the process's output; its
// last line is placeOrder's result as JSON.
import { spawn } from "node:child_process";

export function placeInProcess(cartId: string, startAt: number, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/place-order-once.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        CART_ID: cartId,
        START_AT: String(startAt),
        ...env,
      },
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d));
    child.stderr.on("data", (d: Buffer) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

export const cartIdOf = (cookie: string) => /nava_cart=([^;]+)/.exec(cookie)![1]!;
