// The production server renders with React's production build (the development build renders
// about half as fast): `npm run serve` (what `npm start` runs after the build) and a bare start of
// the entry both get it, and a server that would render with the development build refuses to start.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer, waitForExit, type StartedServer } from "../setup/server-process";
import { freshStoreDatabase } from "../setup/fresh-database";

const BUILD = path.resolve("build/server/index.js");
const database = freshStoreDatabase;

async function expectHomePage(server: StartedServer) {
  expect(server.exited, server.output()).toBe(false);
  const response = await fetch(`${server.base}/`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("NAVA");
  server.kill("SIGTERM");
  await waitForExit(server.child);
}

describe.skipIf(!fs.existsSync(BUILD))("the production server", () => {
  it("npm run serve, with NODE_ENV unset in the shell, serves pages", async () => {
    await expectHomePage(
      await startServer({ ...database(), NODE_ENV: undefined }, ["npm", "run", "--silent", "serve"]),
    );
  });

  it("a bare start of the entry, with NODE_ENV unset, serves pages", async () => {
    await expectHomePage(await startServer({ ...database(), NODE_ENV: undefined }));
  });

  it("refuses to start when NODE_ENV would make React load its development build", async () => {
    const server = await startServer({ ...database(), NODE_ENV: "test" });
    expect(server.exited).toBe(true);
    expect(server.output()).toContain("React loaded its development build");
  });
});
