// The end-to-end tests run on Debian's headless Chromium (`chromium-headless-shell`: the same
// Chromium build without the desktop browser around it; decision 0029). Install it when we can
// (root), else say how.
import { execSync } from "node:child_process";
import fs from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
if (fs.existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !fs.existsSync("/usr/bin/apt-get")) {
  console.error(
    `Headless Chromium is needed for the end-to-end tests and was not found at ${path}.\n` +
      `Install it with:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell fonts-liberation\n` +
      `or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
  );
  process.exit(1);
}
console.log("Installing Debian's headless Chromium for the end-to-end tests…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execSync("apt-get update -qq && apt-get install -y -qq chromium-headless-shell fonts-liberation", {
  stdio: "inherit",
  env,
});
