// Content pages drawn on the server (decision 0006), through the real server: the document shows
// the page's markup as HTML, and a navigation inside the app (a `.data` request) brings it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../setup/server-process";

const BUILD = path.resolve("build/server/index.js");
const server = serverForThisFile(BUILD);

async function body(url: string) {
  const response = await fetch(`${server().base}${url}`);
  expect(response.status).toBe(200);
  return response.text();
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe.skipIf(!fs.existsSync(BUILD))("content pages", () => {
  // An id of the page's own markup: as an HTML attribute once in the document, drawn and kept.
  it.each([
    ["/studies", "studies-title"],
    ["/", "ingredients-title"],
    ["/faq", "faq-title"],
  ])("the document of %s shows the page's markup; its .data request brings it", async (url, id) => {
    expect(await body(`${url === "/" ? "/_" : url}.data`)).toContain(id);
    for (const visit of [1, 2]) {
      // the first answer is rendered, the second kept (server/kept-responses.ts)
      expect(count(await body(url), `id="${id}"`), `${url}, visit ${visit}`).toBe(1);
    }
  });
});
