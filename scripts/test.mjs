// `npm test`: every stage runs even when one before it failed (Vitest red does not hide the
// end-to-end suite), then one summary of both suites and a non-zero exit if anything was red.
// The stages: Debian's headless Chromium present (scripts/ensure-chromium.mjs), the production
// build, Vitest (unit, then integration on PGlite), the end-to-end suite (scripts/e2e.mjs).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nava-test-"));
const vitestReport = path.join(dir, "vitest.json");
const e2eReport = path.join(dir, "e2e.json");

/** Runs a command with the terminal's output; resolves to its exit code and duration. */
function run(command, args, env = process.env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("error", () => resolve({ code: 1, seconds: (Date.now() - started) / 1000 }));
    child.on("close", (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

const lines = [];
let failedStages = 0;
let passed = 0;
let failed = 0;
let counted = true;

const chromium = await run("node", ["scripts/ensure-chromium.mjs"]);
if (chromium.code !== 0) failedStages += 1;
lines.push(`Chromium: ${chromium.code === 0 ? "ready" : "missing (the end-to-end suite cannot run)"}`);

const build = await run("npm", ["run", "build"]);
if (build.code !== 0) {
  failedStages += 1;
  lines.push(`Build: failed in ${build.seconds.toFixed(0)} s; Vitest and the end-to-end suite need it and did not run`);
  counted = false;
} else {
  lines.push(`Build: done in ${build.seconds.toFixed(0)} s`);

  const vitest = await run("npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]);
  const v = readJson(vitestReport);
  if (vitest.code !== 0) failedStages += 1;
  if (v) {
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    const redFiles = v.testResults.filter((file) => file.status === "failed").length;
    const files = redFiles ? `, ${redFiles} red` : "";
    lines.push(
      `Vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed, ${v.numPendingTests + v.numTodoTests} skipped (${v.testResults.length} files${files}) in ${vitest.seconds.toFixed(0)} s, exit ${vitest.code}`,
    );
  } else {
    counted = false;
    lines.push(`Vitest: exit ${vitest.code} in ${vitest.seconds.toFixed(0)} s, no results written`);
  }

  if (chromium.code !== 0) {
    counted = false;
    lines.push("End-to-end: did not run (no headless Chromium; see above)");
  } else {
    const e2e = await run("node", ["scripts/e2e.mjs"], { ...process.env, E2E_SUMMARY_FILE: e2eReport });
    const e = readJson(e2eReport);
    if (e2e.code !== 0) failedStages += 1;
    if (e) {
      passed += e.passed;
      failed += e.failed;
      const more = [e.flaky && `${e.flaky} flaky`, e.skipped && `${e.skipped} skipped or did not run`]
        .filter(Boolean)
        .join(", ");
      lines.push(
        `End-to-end: ${e.passed} passed, ${e.failed} failed${more ? `, ${more}` : ""} in ${(e2e.seconds / 60).toFixed(1)} min, exit ${e2e.code}${e.missing ? ` (${e.missing} of its runs wrote no results)` : ""}`,
      );
      if (e.missing) counted = false;
    } else {
      counted = false;
      lines.push(`End-to-end: exit ${e2e.code} in ${(e2e.seconds / 60).toFixed(1)} min, no results written`);
    }
  }
}
fs.rmSync(dir, { recursive: true, force: true });

console.log("\n=== npm test ===");
for (const line of lines) console.log(line);
// The closing line CI reads; a stage that failed before counting its tests says so on it.
const uncounted = counted ? "" : `, and ${failedStages} stage(s) red whose tests were not all counted (see above)`;
console.log(`${passed} passed, ${failed} failed${uncounted}`);
process.exit(failedStages > 0 || failed > 0 ? 1 : 0);
