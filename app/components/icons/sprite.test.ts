import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script, without types
import { buildSprite, spritePath } from "../../../scripts/icons.mjs";
import { brandMarks, iconNames } from "./icon-names";

describe("the icon sprite", () => {
  it("holds a symbol for every icon name, as `npm run icons` writes it", async () => {
    const sprite = readFileSync(spritePath, "utf8");
    expect(sprite).toBe(await buildSprite());
    for (const name of [...iconNames, ...Object.keys(brandMarks)]) expect(sprite).toContain(`<symbol id="${name}"`);
  });
});
