// Each integration test file gets a fresh, migrated and seeded database:
// PGlite in memory by default, or the PostgreSQL in DATABASE_URL (reset first).
import { afterAll, beforeAll } from "vitest";
import { openDatabase, setDatabase, type Database } from "~/db/client.server";
import "~/orders/listeners.server";

process.env.NODE_ENV = "test";
let database: Database | undefined;

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
  if (url) await resetPostgres(url);
  database = await openDatabase({ url: url ?? "memory://" });
  setDatabase(Promise.resolve(database));
});

afterAll(async () => {
  setDatabase(undefined);
  await database?.close();
});
