// A migrated and seeded PGlite data folder, made once per run of the integration suite. Every test
// file, and every store a test starts, opens a copy of it: copying is a fraction of a second, where
// a new PGlite runs initdb, the migrations and the seed (4-11 s on a busy two-core machine).
// On PostgreSQL (DATABASE_URL) there is no template: each file resets the one database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The template data folder, or "" on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function makeTemplate(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  // tmpfs where there is one: the copies are read and written as memory, like `memory://`.
  const base = fs.existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir();
  const root = fs.mkdtempSync(path.join(base, "nava-test-databases-"));
  const template = path.join(root, "template");
  const database = await openDatabase({ url: template });
  await database.close();
  project.provide("pgliteTemplate", template);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
