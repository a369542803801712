import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./client";

/** The part of drizzle's database and transaction handles this needs (internal to drizzle, identical on both drivers). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<{ rows: unknown[] }> };
  };
}

/**
 * Runs `query` as a named prepared statement, as `db.execute` would run it otherwise (same rows, same type parsing).
 * On PostgreSQL each pooled connection then parses and plans the statement once, not on every call: the signed-in
 * dashboard's one read spent 2.5 of its 3 ms of server time in parse and plan (D284). On PGlite the name is ignored.
 *
 * `query` must render to the same text on every call (values only as parameters): node-postgres refuses a name
 * reused for another text on the same connection. Names start with `standing_` and are listed in D284.
 */
export async function executeNamed<Row>(db: DbOrTx, name: string, query: SQL): Promise<{ rows: Row[] }> {
  const internals = db as unknown as DrizzleInternals;
  const prepared = internals.session.prepareQuery(internals.dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as { rows: Row[] };
}
