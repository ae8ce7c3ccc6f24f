// npm run fonts:fallback: the metric overrides of the fallback faces in app/app.css (decision 0009).
// Text first shows in a local font and moves to the web font when it arrives; the fallback faces
// scale Arial and Times New Roman (Liberation Sans and Serif have the same metrics) so the text
// takes the same width and line height in both, and nothing below it moves when the font swaps.
// Chromium measures both fonts at the weights we set; the script prints the overrides and how far
// the adjusted fallback still is from the web font. Needs Chromium and fonts-liberation
// (scripts/ensure-chromium.mjs installs both).
import fs from "node:fs";
import { chromium } from "playwright-core";

/** English letter frequencies, as CSS font-metric tools weigh average widths; space included. */
const SAMPLE =
  "The functional mushroom coffee for a calm, focused day: lion's mane, chaga and cordyceps " +
  "with organic arabica. Earn ten percent back in NPX on every order, paid to your wallet.";

const FACES = [
  {
    family: "Fraunces Fallback",
    web: "Fraunces",
    files: [
      ["fraunces-regular.woff2", "400 500"],
      ["fraunces-semibold.woff2", "600 700"],
    ],
    local: "Liberation Serif",
    names: {
      400: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif"],
      700: ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Liberation Serif Bold", "LiberationSerif-Bold"],
    },
    weights: { 400: 400, 700: 600 },
  },
  {
    family: "DM Sans Fallback",
    web: "DM Sans",
    files: [["dm-sans-wght.woff2", "400 700"]],
    local: "Liberation Sans",
    names: {
      400: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"],
      700: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
    },
    weights: { 400: 400, 700: 600 },
  },
];

const fontUrl = (file) =>
  `data:font/woff2;base64,${fs.readFileSync(new URL(`../../app/fonts/${file}`, import.meta.url)).toString("base64")}`;
const webFaces = FACES.flatMap((f) =>
  f.files.map(
    ([file, weights]) =>
      `@font-face { font-family: "${f.web}"; font-weight: ${weights}; src: url(${fontUrl(file)}) format("woff2"); }`,
  ),
).join("\n");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();
await page.setContent(`<style>${webFaces}</style>`);

/** Width of SAMPLE and the font box (ascent, descent) at 100px, as Chromium lays them out. */
const measure = (font) =>
  page.evaluate(
    async ({ font, text }) => {
      await document.fonts.load(font, text);
      const ctx = document.createElement("canvas").getContext("2d");
      ctx.font = font;
      const m = ctx.measureText(text);
      return { width: m.width, ascent: m.fontBoundingBoxAscent, descent: m.fontBoundingBoxDescent };
    },
    { font, text: SAMPLE },
  );

const round = (n) => `${(n * 100).toFixed(2)}%`;
const css = [];
for (const face of FACES) {
  for (const [fallbackWeight, webWeight] of Object.entries(face.weights)) {
    const web = await measure(`${webWeight} 100px "${face.web}"`);
    const local = await measure(`${fallbackWeight} 100px "${face.local}"`);
    const sizeAdjust = web.width / local.width;
    // The overrides are fractions of the adjusted em: the web font's box over the scaled size.
    const ascent = web.ascent / (100 * sizeAdjust);
    const descent = web.descent / (100 * sizeAdjust);
    const range = fallbackWeight === "400" ? "400 500" : "600 700";
    css.push(
      `@font-face {\n  font-family: "${face.family}";\n  font-weight: ${range};\n` +
        `  src: ${face.names[fallbackWeight].map((n) => `local("${n}")`).join(", ")};\n` +
        `  size-adjust: ${round(sizeAdjust)};\n  ascent-override: ${round(ascent)};\n` +
        `  descent-override: ${round(descent)};\n  line-gap-override: 0%;\n}`,
    );
  }
}
// Check: the fallback faces as printed, against the web font.
await page.setContent(`<style>${webFaces}\n${css.join("\n")}</style>`);
for (const face of FACES) {
  for (const [fallbackWeight, webWeight] of Object.entries(face.weights)) {
    const web = await measure(`${webWeight} 100px "${face.web}"`);
    const fallback = await measure(`${Number(fallbackWeight) === 400 ? 400 : 600} 100px "${face.family}"`);
    const off = (a, b) => `${(((a - b) / b) * 100).toFixed(2)}%`;
    console.error(
      `${face.family} ${webWeight}: width ${off(fallback.width, web.width)}, ascent ${off(fallback.ascent, web.ascent)}, descent ${off(fallback.descent, web.descent)}`,
    );
  }
}
await browser.close();
console.log(css.join("\n"));
