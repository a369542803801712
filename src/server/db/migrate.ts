import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), "migrations");

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

let journalCache: JournalEntry[] | undefined;

export function migrationJournal(): JournalEntry[] {
  if (journalCache) return journalCache;
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  journalCache = journal.entries;
  return journalCache;
}

export class MigrationError extends Error {}

/**
 * Applies pending migrations. Drizzle runs them all in one transaction, so a failure leaves the
 * database exactly as it was. The same SQL runs on PGlite and PostgreSQL 15.
 */
export async function runMigrations(database: Database): Promise<void> {
  try {
    // Both drivers share drizzle's pg-core migrator; the node-postgres entry point accepts either session.
    await migratePg(database.db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    const reason = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
    throw new MigrationError(`database migration failed, nothing was applied (${reason})`);
  }
}

/** The tag of the newest applied migration, or null on an empty database. */
export async function currentMigration(database: Database): Promise<string | null> {
  const rows = await database
    .query<{ created_at: string | number }>(
      `SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    )
    .catch(() => []);
  const last = rows[0];
  if (!last) return null;
  const when = Number(last.created_at);
  return migrationJournal().find((e) => e.when === when)?.tag ?? String(when);
}
