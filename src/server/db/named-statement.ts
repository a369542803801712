import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { DbOrTx } from "./client";
import { transactionClient } from "./guarded-pool";

/** drizzle's public SQL renderer (the same text and parameters `db.execute` sends). */
const dialect = new PgDialect();

/**
 * The types `db.execute` leaves as the text PostgreSQL sent (drizzle's node-postgres driver does so for raw SQL):
 * timestamptz, timestamp, date, interval and their arrays. Every other type gets pg's own parser, as there.
 */
const AS_SENT = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asSent = (value: string) => value;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    AS_SENT.has(oid) ? asSent : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Runs `query` as a named prepared statement, as `db.execute` would run it otherwise (same rows, same type parsing).
 * On PostgreSQL each pooled connection then parses and plans the statement once, not on every call: the signed-in
 * dashboard's one read spent 2.5 of its 3 ms of server time in parse and plan (D284). Public APIs only (decision
 * 0343): drizzle renders the SQL (`PgDialect.sqlToQuery`), and pg runs it with a `name`, on the pool (`db.$client`)
 * or on a transaction's own connection (`transactionClient`). On PGlite and in a nested transaction it is `execute`
 * as usual: unnamed.
 *
 * `query` must render to the same text on every call (values only as parameters): node-postgres refuses a name
 * reused for another text on the same connection. Names start with `standing_` and are listed in D284.
 */
export async function executeNamed<Row>(db: DbOrTx, name: string, query: SQL): Promise<{ rows: Row[] }> {
  const client: unknown = "$client" in db ? db.$client : transactionClient(db);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query({ name, text, values: params, types });
    return { rows: result.rows as Row[] };
  }
  const result = await db.execute(query);
  return { rows: result.rows as Row[] };
}
