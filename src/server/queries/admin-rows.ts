import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/** Raw SQL rows of the admin console's read models and the forgiving readers of their cells. */
export type Row = Record<string, unknown>;
export const rows = async (db: DbOrTx, query: SQL) => (await db.execute(query)).rows as Row[];
export const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string | Date).toISOString());
export const num = (v: unknown): number => Number(v ?? 0);
export const str = (v: unknown): string | null => (v == null ? null : String(v));
