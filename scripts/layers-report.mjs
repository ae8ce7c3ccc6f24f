// The layering in figures (docs/architecture.md): pairs of app/ folders that import each other,
// imports against the layers by rule, and the largest source files. `npm run layers`; with
// `-- --picture`, the layers drawn for docs/architecture.md.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cruise } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const require = createRequire(import.meta.url);
const ruleSet = require("../.dependency-cruiser.cjs");

if (process.argv.includes("--picture")) {
  const { layersPicture } = await import("./layers-picture.mjs");
  console.log(layersPicture(ruleSet.layers));
  process.exit(0);
}
const isTest = /\.(test|spec)\.tsx?$|test-support/;

const result = await cruise(["app", "server"], { ...ruleSet.options, ruleSet, validate: true }, undefined, {
  tsConfig: extractTSConfig("tsconfig.json"),
});
const { modules, summary } = result.output;

const folderOf = (path) => /^app\/([^/]+)\//.exec(path)?.[1];
const edges = new Set();
for (const module of modules) {
  if (isTest.test(module.source)) continue;
  const from = folderOf(module.source);
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (from && to && from !== to) edges.add(`${from} ${to}`);
  }
}
const mutual = [...edges].filter((edge) => {
  const [a, b] = edge.split(" ");
  return a < b && edges.has(`${b} ${a}`);
});

const byRule = new Map();
for (const violation of summary.violations) {
  if (violation.rule.name === "no-circular" && !violation.cycle) continue;
  byRule.set(violation.rule.name, (byRule.get(violation.rule.name) ?? 0) + 1);
}

const sizes = modules
  .filter((module) => module.source.startsWith("app/") && !isTest.test(module.source))
  .filter((module) => /\.tsx?$/.test(module.source) && !module.source.startsWith("app/content/"))
  .map((module) => ({ file: module.source, lines: readFileSync(module.source, "utf8").split("\n").length }))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 8);

console.log(`Folders of app/ that import each other: ${mutual.length}`);
for (const pair of mutual) console.log(`  ${pair.replace(" ", " <-> ")}`);
console.log(`Imports against the layers: ${summary.violations.length}`);
for (const [rule, count] of byRule) console.log(`  ${rule}: ${count}`);
console.log(`Arrows between folders: ${edges.size}`);
console.log("Largest source files (content/ aside):");
for (const { file, lines } of sizes) console.log(`  ${String(lines).padStart(4)}  ${file}`);
