// npm run fonts: the two web fonts cut down to what the site sets (decision 0008).
// Fraunces (headings) is set at 600, and at 400 only in the testimonials' quotes: two static
// files, each fetched only by a page that sets that weight (12 KiB each instead of 22 KiB for the
// variable font). DM Sans (body) keeps the variable weights 400 to 700. Both keep Basic Latin and
// the few other characters our copy uses; the rest of Latin-1 (names shoppers type) is a second
// DM Sans file that only a page showing such a character fetches (app/app.css's unicode-range).
// The results are committed in app/fonts/; run this again only when the fonts or the copy's
// characters change. app/app.css's unicode-range lists must match the sets below.
import fs from "node:fs";
import subsetFont from "subset-font";

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
const BASIC_LATIN = range(0x20, 0x7e);
/** The Latin-1 characters the site's copy uses, and the punctuation. */
const COPY = BASIC_LATIN + "\u00a0©·×" + "–—‘’“”•…→™";
const LATIN_1_REST = [...range(0xa0, 0xff)].filter((c) => !COPY.includes(c)).join("");

const FRAUNCES = "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
const DM_SANS = "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2";
const fonts = [
  { from: FRAUNCES, to: "fraunces-regular.woff2", text: COPY, axes: { wght: 400 } },
  { from: FRAUNCES, to: "fraunces-semibold.woff2", text: COPY, axes: { wght: 600 } },
  { from: DM_SANS, to: "dm-sans-wght.woff2", text: COPY, axes: { wght: { min: 400, max: 700 } } },
  { from: DM_SANS, to: "dm-sans-latin-1-wght.woff2", text: LATIN_1_REST, axes: { wght: { min: 400, max: 700 } } },
];

for (const font of fonts) {
  const source = fs.readFileSync(new URL(`../../node_modules/${font.from}`, import.meta.url));
  const subset = await subsetFont(source, font.text, { targetFormat: "woff2", variationAxes: font.axes });
  fs.writeFileSync(new URL(`../../app/fonts/${font.to}`, import.meta.url), subset);
  console.log(`${font.to}: ${(source.length / 1024).toFixed(1)} KiB -> ${(subset.length / 1024).toFixed(1)} KiB`);
}
