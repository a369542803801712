import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/**
 * Both drivers expose the same query builder; we type the handle as the node-postgres flavour
 * so application code has one `Db` type whichever engine is underneath.
 */
export type Db = NodePgDatabase<Schema>;
export type Engine = "pglite" | "postgres";

export interface Database {
  db: Db;
  engine: Engine;
  /** Raw SQL with positional parameters, for the few places (seed, health) that need it. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export class DatabaseOpenError extends Error {}

export async function openPglite(options: { dataDir?: string; pglite?: PGlite } = {}): Promise<Database> {
  let lock: DataDirLock | undefined;
  let client = options.pglite;
  if (!client) {
    const dir = options.dataDir;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      lock = acquireDataDirLock(dir);
    }
    try {
      client = await PGlite.create({ dataDir: dir ? join(dir, "pglite") : undefined, extensions: { pg_trgm } });
    } catch (error) {
      lock?.release();
      const reason = error instanceof Error ? error.message : String(error);
      throw new DatabaseOpenError(
        `cannot open the embedded database in ${dir}/pglite (${reason}); if it is corrupt, move it aside and start again`,
      );
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    engine: "pglite",
    async query<T>(text: string, params?: unknown[]) {
      const res = await pglite.query<T>(text, params);
      return res.rows;
    },
    async close() {
      try {
        if (!pglite.closed) {
          // Flush to disk before closing: the embedded engine runs without fsync.
          await pglite.exec("CHECKPOINT");
          await pglite.close();
        }
      } finally {
        lock?.release();
      }
    },
  };
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it. Requests see errors through their own queries.
  });
  try {
    const c = await pool.connect();
    c.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(
      `cannot connect to PostgreSQL at ${redactUrl(url)} (${reason || "connection refused"})`,
    );
  }
  const db = drizzlePg(pool, { schema });
  return {
    db,
    engine: "postgres",
    async query<T>(text: string, params?: unknown[]) {
      const res = await pool.query(text, params as unknown[]);
      return res.rows as T[];
    },
    async close() {
      await pool.end();
    },
  };
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
