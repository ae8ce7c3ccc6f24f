// The end-to-end tests run on Debian's Chromium. Install it when we can (root), else say how.
import { execSync } from "node:child_process";
import fs from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (fs.existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !fs.existsSync("/usr/bin/apt-get")) {
  console.error(
    `Chromium is needed for the end-to-end tests and was not found at ${path}.\n` +
      `Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n` +
      `or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
  );
  process.exit(1);
}
console.log("Installing Debian's Chromium for the end-to-end tests…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execSync("apt-get update -qq && apt-get install -y -qq chromium fonts-liberation", { stdio: "inherit", env });
