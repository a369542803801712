import { type SQL, sql } from "drizzle-orm";

/** Above every other character in byte order, so `[text, text + TOP)` holds exactly the values starting with `text`. */
const TOP = "\u{10FFFF}";

/**
 * `column` starts with `text`, as a range of the `text_pattern_ops` byte order, which a btree index with those ops
 * reads in order. A range, not `LIKE 'text%'`: the trigram indexes cannot serve it, so the planner cannot trade the
 * btree's ordered read (stopped after a handful of rows) for a trigram bitmap it misjudges as small, then sort
 * thousands of rows.
 */
export function startsWith(column: SQL, text: string): SQL {
  return sql`(${column} ~>=~ ${text} AND ${column} ~<~ ${text + TOP})`;
}
