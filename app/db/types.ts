// The database handle's types, apart from the module that opens it, so that code which only
// takes a handle (the seed, the audit log, every domain's queries) does not import the opener.
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, as `db.transaction(async (tx) => …)` passes it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Functions that can run inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;
