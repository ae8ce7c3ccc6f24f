// The one database handle. PGlite (embedded, ./data) when DATABASE_URL is unset,
// node-postgres pool when it is postgres://…; `memory://` gives a throwaway PGlite for tests.
// The handle lives on globalThis so the Express entry and the app bundle share one.
import path from "node:path";
import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import * as schema from "./schema";
import { seedCatalog } from "./seed";
import { acquireDataDirLock, type DataDirLock } from "./lock.server";
import type { Db } from "./types";

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Cheap round trip used by /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(process.cwd(), "app/db/migrations");

const globalKey = Symbol.for("nava.database");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Database> };

export interface OpenOptions {
  /** postgres://… URL, or a PGlite data dir / `memory://`. */
  url?: string;
  /** Apply migrations and seed the catalog (default true). */
  prepare?: boolean;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const url = options.url || process.env.DATABASE_URL || process.env.PGLITE_DIR || "./data";
  const database = /^postgres(ql)?:\/\//.test(url) ? await openPostgres(url) : await openPglite(url);
  if (options.prepare !== false) {
    await migrateDatabase(database);
    await seedCatalog(database.db);
  }
  return database;
}

async function openPglite(dir: string): Promise<Database> {
  const pglite = await import("@electric-sql/pglite");
  const { PGlite, types } = pglite;
  const { drizzle } = await import("drizzle-orm/pglite");
  let lock: DataDirLock | undefined;
  if (dir !== "memory://") lock = acquireDataDirLock(path.resolve(dir));
  // PGlite owns a folder of its own inside the data folder; the lock file sits beside it.
  const pgdata = dir === "memory://" ? undefined : path.join(path.resolve(dir), "pgdata");
  try {
    const client = await PGlite.create(pgdata, { parsers: drizzleTextTypes(types) });
    const db = drizzle({ client: preparedClient(client, pglite), schema }) as unknown as Db;
    return {
      db,
      driver: "pglite",
      ping: async () => void (await client.query("select 1")),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

// drizzle reads dates, timestamps and intervals (and their arrays, and numeric[]) as text and
// converts them itself, so it passes PGlite these parsers with every query; PGlite then copies its
// table of about 300 parsers to merge them in, for every result: about a tenth of an order's CPU.
// Set once on the client instead, and dropped from each query, they give drizzle the same rows.
function drizzleTextTypes(types: typeof import("@electric-sql/pglite").types) {
  // The types drizzle's PGlite session lists, arrays by their OIDs as it gives them.
  const NUMERIC_ARRAY = 1231;
  const TIMESTAMP_ARRAY = 1115;
  const TIMESTAMPTZ_ARRAY = 1185;
  const INTERVAL_ARRAY = 1187;
  const DATE_ARRAY = 1182;
  const asText = [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    NUMERIC_ARRAY,
    TIMESTAMP_ARRAY,
    TIMESTAMPTZ_ARRAY,
    INTERVAL_ARRAY,
    DATE_ARRAY,
  ];
  return Object.fromEntries(asText.map((type) => [type, (text: string) => text]));
}

type Pglite = typeof import("@electric-sql/pglite");
type QueryResult = Awaited<ReturnType<PGlite["query"]>>;

/** PostgreSQL keeps this many statements prepared per process; others run as one-off queries. */
const MAX_PREPARED = 200;

/** An error as PGlite's query() gives it: with the query, its parameters and options. */
function withQuery(error: unknown, query: string, params: unknown[], queryOptions: QueryOptions | undefined) {
  return Object.assign(error as Error, { query, params, queryOptions });
}

/**
 * The client as drizzle sees it (decision 0018). drizzle sends a few statement texts again and
 * again with new parameters; PGlite's `query()` parses and plans each one afresh and calls into
 * its WebAssembly module six times (parse, describe, bind, describe, execute, sync). Here a
 * statement with parameters is prepared once under a name, and each run is one call (bind,
 * execute, sync) on what PostgreSQL kept, under the same locks `query()` takes. Each query also
 * goes without drizzle's own parsers, which the client was created with (see above).
 */
function preparedClient(client: PGlite, { protocol, parse }: Pglite): PGlite {
  const { serialize } = protocol;
  const prepared = new Map<string, { name: string; paramTypes: number[]; rowDescription?: unknown }>();

  const send = (...messages: Uint8Array[]) => {
    const bytes = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
    let offset = 0;
    for (const m of messages) {
      bytes.set(m, offset);
      offset += m.length;
    }
    return client.execProtocolStream(bytes, { syncToFs: false });
  };

  /**
   * Holding the query lock: the statement's name and types, or undefined to run it as a one-off.
   * A statement PostgreSQL refuses is refused here with its error (in a transaction, a second
   * attempt would only be told the transaction is aborted).
   */
  async function statementFor(text: string, params: unknown[], options: QueryOptions | undefined) {
    const known = prepared.get(text);
    if (known || prepared.size >= MAX_PREPARED) return known;
    const name = `nava_${prepared.size + 1}`;
    const messages = await send(
      serialize.parse({ name, text }),
      serialize.describe({ type: "S", name }),
      serialize.sync(),
    ).catch((error: unknown) => {
      throw withQuery(error, text, params, options);
    });
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === "rowDescription"),
    };
    prepared.set(text, statement);
    return statement;
  }

  /** Runs a prepared statement, or returns undefined when the text is not (to be) prepared. */
  async function runPrepared(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    return client._runExclusiveQuery(async (): Promise<QueryResult | undefined> => {
      const statement = await statementFor(text, params, options);
      if (!statement) return undefined;
      // As PGlite's query() turns parameters into text.
      const values = params.map((value, i) => {
        if (value == null) return null;
        const serializer = client.serializers[statement.paramTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await send(
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ).catch((error: unknown) => {
        throw withQuery(error, text, params, options);
      });
      if (!inTransaction) await client.syncToFs();
      const described = statement.rowDescription ? [statement.rowDescription as (typeof messages)[number]] : [];
      return parse.parseResults([...described, ...messages], client.parsers, options)[0] as QueryResult;
    });
  }

  const lean = <T extends Pick<Transaction, "query">>(target: T, inTransaction: boolean): T =>
    Object.assign(Object.create(target) as T, {
      query: async (text: string, params?: unknown[], options?: QueryOptions) => {
        const leanOptions = { ...options, parsers: undefined };
        if (params?.length && !options?.blob) {
          await client._checkReady();
          const run = () => runPrepared(text, params, leanOptions, inTransaction);
          // Outside a transaction, wait for any open one to end, as query() does.
          const result = await (inTransaction ? run() : client._runExclusiveTransaction(run));
          if (result) return result;
        }
        return target.query(text, params, leanOptions);
      },
    });
  return Object.assign(lean(client, false), {
    transaction: <R>(callback: (tx: Transaction) => Promise<R>) => client.transaction((tx) => callback(lean(tx, true))),
  });
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // As on PGlite (decision 0018): a statement text with parameters gets a name, under which each
  // connection has PostgreSQL parse it once and keep its plan where that pays (node-postgres
  // remembers what each connection prepared).
  const names = new Map<string, string>();
  const withName = (config: unknown, values: unknown) => {
    if (!config || typeof config !== "object" || !("text" in config) || ("name" in config && config.name))
      return config;
    if (!Array.isArray(values) || values.length === 0) return config;
    const text = String(config.text);
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED) names.set(text, (name = `nava_${names.size + 1}`));
    return name ? { ...config, name } : config;
  };
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => query(withName(config, rest[0]), ...rest)) as never;
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: "postgres",
    ping: async () => void (await pool.query("select 1")),
    close: () => pool.end(),
  };
}

async function migrateDatabase(database: Database) {
  if (database.driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS });
  }
}

/** The process-wide database, opened on first use. */
export function getDatabase(): Promise<Database> {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= openDatabase();
  return g[globalKey];
}

/** Shorthand for loaders and actions. */
export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Tests and the server entry install their own database. */
export function setDatabase(database: Promise<Database> | undefined) {
  (globalThis as GlobalWithDb)[globalKey] = database;
}
