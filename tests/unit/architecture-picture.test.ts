// docs/architecture.md draws the layers the lint rule holds: the picture there is the one the
// rule file gives, so a layer or folder added to .dependency-cruiser.cjs shows in the docs.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { layersPicture } from "../../scripts/layers-picture.mjs";

const require = createRequire(import.meta.url);

it("docs/architecture.md shows the layers of .dependency-cruiser.cjs", () => {
  const { layers } = require("../../.dependency-cruiser.cjs") as { layers: { folders: string[] }[] };
  const docs = readFileSync("docs/architecture.md", "utf8");
  expect(docs).toContain(layersPicture(layers));
});

it("puts no folder of app/ in two layers", () => {
  const { layers } = require("../../.dependency-cruiser.cjs") as { layers: { folders: string[] }[] };
  const placed = layers.flatMap((layer) => layer.folders);
  expect(new Set(placed).size).toBe(placed.length);
});
