// Writes app/components/icons/sprite.svg: one <symbol id="<name>"> per name in icon-names.ts,
// with lucide's shapes, then the brand marks. Run `npm run icons` after adding a name; a unit test fails until then.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brandMarks, iconNames } from "../app/components/icons/icon-names.ts";

export const spritePath = fileURLToPath(new URL("../app/components/icons/sprite.svg", import.meta.url));

const attributes = (props) =>
  Object.entries(props)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");

export async function buildSprite(names = iconNames, brands = brandMarks) {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const { __iconData } = await import(`lucide-react/icons/${name}`);
      const shapes = __iconData.node.map(([tag, props]) => `<${tag}${attributes(props)}/>`).join("");
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
    }),
  );
  for (const [name, d] of Object.entries(brands))
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}" fill="currentColor" stroke="none" fill-rule="evenodd"/></symbol>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(spritePath, await buildSprite());
  console.log(`wrote ${spritePath} (${iconNames.length} icons)`);
}
