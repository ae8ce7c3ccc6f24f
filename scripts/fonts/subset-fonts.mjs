// npm run fonts: the two web fonts cut down to what the site sets (decision 0008).
// Fraunces (headings) keeps Basic Latin and the punctuation our copy uses; DM Sans (body, and
// names shoppers type) keeps Latin-1 too. Both keep only the weights we use, 400 to 700.
// The results are committed in app/fonts/; run this again only when the fonts or the copy's
// characters change. app/app.css's unicode-range lists must match the sets below.
import fs from "node:fs";
import subsetFont from "subset-font";

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
const BASIC_LATIN = range(0x20, 0x7e);
const LATIN_1 = range(0xa0, 0xff);
const PUNCTUATION = "–—‘’“”•…→™";
const WEIGHTS = { wght: { min: 400, max: 700 } };

const fonts = [
  {
    from: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    to: "fraunces-wght.woff2",
    text: BASIC_LATIN + "\u00a0©·×" + PUNCTUATION,
  },
  {
    from: "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2",
    to: "dm-sans-wght.woff2",
    text: BASIC_LATIN + LATIN_1 + PUNCTUATION,
  },
];

for (const font of fonts) {
  const source = fs.readFileSync(new URL(`../../node_modules/${font.from}`, import.meta.url));
  const subset = await subsetFont(source, font.text, { targetFormat: "woff2", variationAxes: WEIGHTS });
  fs.writeFileSync(new URL(`../../app/fonts/${font.to}`, import.meta.url), subset);
  console.log(`${font.to}: ${(source.length / 1024).toFixed(1)} KiB -> ${(subset.length / 1024).toFixed(1)} KiB`);
}
