// A fresh copy of the suite's migrated PGlite template (tests/setup/database-template.ts), for a test
// file's own database or for a store a test starts. Copies sit beside the template and go with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

/**
 * A new PGlite data folder holding the migrated, seeded store. On a PostgreSQL run there is no
 * template: an empty folder, which the store (or openDatabase) migrates and seeds when it opens it.
 */
export function freshDatabaseDir(): string {
  const template = inject("pgliteTemplate");
  if (!template) return fs.mkdtempSync(path.join(os.tmpdir(), "nava-test-database-"));
  const dir = fs.mkdtempSync(path.join(path.dirname(template), "copy-"));
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/** The environment of a store started by a test: its own fresh PGlite database. */
export function freshStoreDatabase(): { PGLITE_DIR: string; DATABASE_URL: string } {
  return { PGLITE_DIR: freshDatabaseDir(), DATABASE_URL: "" };
}

export function removeDatabaseDir(dir: string) {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
