// Each integration test file gets a fresh, migrated and seeded database: a copy of the suite's
// PGlite template (tests/setup/database-template.ts), or the PostgreSQL in DATABASE_URL (reset first).
import { afterAll, beforeAll } from "vitest";
import { openDatabase, setDatabase, type Database } from "~/db/client.server";
import "~/flows/order-events.server";
import { freshDatabaseDir, removeDatabaseDir } from "./fresh-database";

process.env.NODE_ENV = "test";
let database: Database | undefined;
let databaseDir = "";

async function resetPostgres(url: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;",
    );
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    await resetPostgres(url);
    database = await openDatabase({ url });
  } else {
    databaseDir = freshDatabaseDir();
    // A copy of the template: migrated and seeded already.
    database = await openDatabase({ url: databaseDir, prepare: false });
  }
  setDatabase(Promise.resolve(database));
});

afterAll(async () => {
  setDatabase(undefined);
  await database?.close();
  removeDatabaseDir(databaseDir);
});
