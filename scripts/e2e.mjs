// The end-to-end suite as `npm test` runs it. Three specs change what every visitor of the store
// sees (the clock moved weeks ahead, a review published, the last bag sold), so on one store they
// run after all the others, one after another, on one browser while the rest stand idle (about
// three minutes on two cores). Here they get a store of their own instead (every port moved by
// STORE_WIDE_PORT_OFFSET: its own database, chain, Stripe and mailbox), one project at a time,
// while the other specs run on the first store. With arguments (a spec, `--project`, `-g`), this
// is plain `playwright test` on one store.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const STORE_WIDE_PORT_OFFSET = 10;
const STORE_WIDE_PROJECTS = ["clock", "published", "sold-out"];
const args = process.argv.slice(2);

/** Runs `playwright test` with `args` and `env`; lines prefixed with `label` when given. */
function playwright(args, env = process.env, label = "") {
  return new Promise((resolve) => {
    const child = spawn("npx", ["playwright", "test", ...args], {
      env,
      stdio: label ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (label) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        createInterface({ input: from }).on("line", (line) => to.write(`${label} ${line}\n`));
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (args.length > 0) process.exit(await playwright(args));

const port = Number(process.env.E2E_PORT ?? 3210);
// playwright.config.ts derives every address from E2E_PORT unless one is set.
const storeWideEnv = { ...process.env, E2E_PORT: String(port + STORE_WIDE_PORT_OFFSET) };
for (const name of ["E2E_SOLANA_RPC_URL", "E2E_STRIPE_URL", "E2E_CONTROL_URL", "E2E_MAILBOX_URL"])
  delete storeWideEnv[name];
const storeWide = (async () => {
  for (const project of STORE_WIDE_PROJECTS) {
    const code = await playwright(
      [`--project=${project}`, "--no-deps", "--output=test-results/store-wide"],
      storeWideEnv,
      `[${project}]`,
    );
    if (code !== 0) return code;
  }
  return 0;
})();
const codes = await Promise.all([playwright(["--project=chromium"]), storeWide]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
