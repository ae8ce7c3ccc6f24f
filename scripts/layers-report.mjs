// The layering (docs/architecture.md), in one pass of dependency-cruiser over app/ and server/:
// - `npm run lint:layers` (part of `npm run lint`): every import against .dependency-cruiser.cjs
//   with the rule's word on where the code belongs, and any two folders of app/ that import each
//   other (inside a layer too); fails if there is one.
// - `npm run layers`: the figures: folders importing each other, imports against the layers,
//   arrows between folders, the largest source files.
// - `npm run layers -- --picture`: the layers drawn for docs/architecture.md.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cruise, format } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const require = createRequire(import.meta.url);
const ruleSet = require("../.dependency-cruiser.cjs");

if (process.argv.includes("--picture")) {
  const { layersPicture } = await import("./layers-picture.mjs");
  console.log(layersPicture(ruleSet.layers));
  process.exit(0);
}
const checking = process.argv.includes("--check");
const isTest = /\.(test|spec)\.tsx?$/;

const result = await cruise(["app", "server"], { ...ruleSet.options, ruleSet, validate: true }, undefined, {
  tsConfig: extractTSConfig("tsconfig.json"),
});
const { modules, summary } = result.output;

// Folder to folder, with one import that makes each arrow (to say where a pair comes from).
const folderOf = (path) => /^app\/([^/]+)\//.exec(path)?.[1];
const arrows = new Map();
for (const module of modules) {
  if (isTest.test(module.source)) continue;
  const from = folderOf(module.source);
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (from && to && from !== to && !arrows.has(`${from} ${to}`)) {
      arrows.set(`${from} ${to}`, `${module.source} → ${dependency.resolved}`);
    }
  }
}
const mutual = [...arrows.keys()].filter((arrow) => {
  const [a, b] = arrow.split(" ");
  return a < b && arrows.has(`${b} ${a}`);
});

if (checking) {
  if (summary.violations.length > 0) console.log((await format(result.output, { outputType: "err-long" })).output);
  for (const pair of mutual) {
    const [a, b] = pair.split(" ");
    console.log(`  error folders-import-each-other: app/${a}/ and app/${b}/`);
    console.log(`    ${arrows.get(`${a} ${b}`)}\n    ${arrows.get(`${b} ${a}`)}`);
    console.log("    Two folders that import each other are one thing or in the wrong layers: move what both");
    console.log("    need down to the folder both may import, so the arrows between them point one way.\n");
  }
  const failed = summary.violations.length + mutual.length;
  console.log(
    failed
      ? `✖ ${failed} against the layers`
      : "✔ the layers hold: no import against them, no folders importing each other",
  );
  process.exit(failed ? 1 : 0);
}

const byRule = new Map();
for (const violation of summary.violations) byRule.set(violation.rule.name, (byRule.get(violation.rule.name) ?? 0) + 1);
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
console.log(`Arrows between folders: ${arrows.size}`);
console.log("Largest source files (content/ aside):");
for (const { file, lines } of sizes) console.log(`  ${String(lines).padStart(4)}  ${file}`);
