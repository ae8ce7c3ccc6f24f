// The end-to-end suite as `npm test` runs it. Three specs change what every visitor of the store
// sees (the clock moved weeks ahead, a review published, the last bag sold), so on one store they
// run after all the others, one after another, on one browser while the rest stand idle (about
// three minutes on two cores). Here they get a store of their own instead (every port moved by
// STORE_WIDE_PORT_OFFSET: its own database, chain, Stripe and mailbox), one project at a time,
// while the other specs run on the first store. With arguments (a spec, `--project`, `-g`), this
// is plain `playwright test` on one store. It ends with one line adding up both stores' results
// (and writes them as JSON to E2E_SUMMARY_FILE when set: scripts/test.mjs reads it).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
// E2E_STORE_WIDE_PORT puts the second store elsewhere (two full runs side by side need ports 20 apart).
const storeWidePort = Number(process.env.E2E_STORE_WIDE_PORT ?? port + STORE_WIDE_PORT_OFFSET);
const storeWideEnv = { ...process.env, E2E_PORT: String(storeWidePort) };
for (const name of ["E2E_SOLANA_RPC_URL", "E2E_STRIPE_URL", "E2E_CONTROL_URL", "E2E_MAILBOX_URL"])
  delete storeWideEnv[name];
// Each run's results as JSON (playwright.config.ts adds the reporter when E2E_JSON_REPORT is set),
// outside test-results/, which each run empties when it starts.
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "nava-e2e-"));
const reportFor = (name) => path.join(reports, `${name}.json`);
const storeWide = (async () => {
  for (const project of STORE_WIDE_PROJECTS) {
    const code = await playwright(
      [`--project=${project}`, "--no-deps", "--output=test-results/store-wide"],
      { ...storeWideEnv, E2E_JSON_REPORT: reportFor(project) },
      `[${project}]`,
    );
    // The next store-wide project counts on this one's end state: it does not run after a failure.
    if (code !== 0) return code;
  }
  return 0;
})();
const codes = await Promise.all([
  playwright(["--project=chromium"], { ...process.env, E2E_JSON_REPORT: reportFor("chromium") }),
  storeWide,
]);

// Playwright's stats: expected (passed), unexpected (failed), flaky, skipped (with did-not-run).
const total = { passed: 0, failed: 0, flaky: 0, skipped: 0, missing: 0 };
for (const name of ["chromium", ...STORE_WIDE_PROJECTS]) {
  let stats;
  try {
    stats = JSON.parse(fs.readFileSync(reportFor(name), "utf8")).stats;
  } catch {
    // a store-wide project after a failed one did not run; a run that crashed wrote nothing
  }
  if (!stats) {
    total.missing += 1;
    continue;
  }
  total.passed += stats.expected;
  total.failed += stats.unexpected;
  total.flaky += stats.flaky;
  total.skipped += stats.skipped;
}
fs.rmSync(reports, { recursive: true, force: true });
const code = codes.some((c) => c !== 0) ? 1 : 0;
if (process.env.E2E_SUMMARY_FILE) fs.writeFileSync(process.env.E2E_SUMMARY_FILE, JSON.stringify({ ...total, code }));
const extra = [
  total.flaky && `${total.flaky} flaky`,
  total.skipped && `${total.skipped} skipped or did not run`,
  total.missing && `${total.missing} of ${1 + STORE_WIDE_PROJECTS.length} runs without results`,
]
  .filter(Boolean)
  .join(", ");
console.log(`\nEnd-to-end, both stores: ${total.passed} passed, ${total.failed} failed${extra ? ` (${extra})` : ""}`);
process.exit(code);
