// Runs after `react-router build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy
// beside every text file of build/client, so the server sends them without compressing per request
// (server/precompressed.ts). A copy that would not be at least 10% smaller is not written.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const ROOT = path.resolve("build/client");
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest|map)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (TEXT.test(entry.name)) yield file;
  }
}

let written = 0;
let before = 0;
let after = 0;
for (const file of files(ROOT)) {
  const source = fs.readFileSync(file);
  const copies = {
    ".br": zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    ".gz": zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
  for (const [extension, copy] of Object.entries(copies)) {
    if (copy.length > source.length * 0.9) continue;
    fs.writeFileSync(file + extension, copy);
    written++;
    if (extension === ".br") {
      before += source.length;
      after += copy.length;
    }
  }
}
console.log(
  `precompressed ${written} files in build/client (brotli: ${(before / 1024).toFixed(0)} KiB to ${(after / 1024).toFixed(0)} KiB)`,
);
