// Runs requests through the production build's real React Router request handler, in process,
// on the test database, so a fuzzer can send thousands of requests and inspect the data after each.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getTableName, sql } from "drizzle-orm";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { getDatabase, getDb } from "~/db/client.server";
import { now } from "~/jobs/clock.server";
import * as schema from "~/db/schema";

const BUILD = path.resolve("build/server/index.js");

export async function loadApp() {
  if (!fs.existsSync(BUILD)) throw new Error("The fuzz suite runs the production build: run `npm run build` first.");
  // The built server holds its own copy of the app's modules: it is handed this file's database and clock.
  const server = (await import(BUILD)) as typeof import("../../server/index");
  server.setDatabase(getDatabase());
  server.followClock(now);
  const handler = createRequestHandler(await server.productionBuild(), "production");
  return (request: Request) => {
    const context = new RouterContextProvider();
    context.set(server.cspNonceContext, "fuzz-nonce");
    return handler(request, context);
  };
}

const tables = Object.values(schema).filter(
  (value): value is typeof schema.orders =>
    typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value,
);

/** A fingerprint of every row of every table, computed in the database: equal fingerprints, equal data. */
export async function databaseFingerprint(): Promise<string> {
  const db = await getDb();
  const parts = tables.map((table) => {
    const name = getTableName(table);
    return `select '${name}' as t, count(*)::text as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${name}" r`;
  });
  const result = await db.execute(sql.raw(parts.join(" union all ")));
  const rows = (result as unknown as { rows: Array<{ t: string; n: string; h: string }> }).rows;
  return crypto.createHash("sha256").update(JSON.stringify(rows)).digest("hex");
}
