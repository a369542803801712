import { sql } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

/** `col IN ('a','b')` for CHECK constraints built from the shared enums in src/core. */
export function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} IN (${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")})`);
}
