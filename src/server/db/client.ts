import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import { GuardedPool, transactionClients, transactionOpening } from "./guarded-pool";
import { listenPostgres } from "./pg-listen";
import * as schema from "./schema";
import { isDatabaseUnavailable } from "./unavailable";
import { CommitOutcomeUnknown, currentWriteUnit } from "./write-unit";

export type Schema = typeof schema;
/**
 * Both drivers expose the same query builder; we type the handle as the node-postgres flavour
 * so application code has one `Db` type whichever engine is underneath.
 */
export type Db = NodePgDatabase<Schema>;
/** The handle `db.transaction(async (tx) => …)` passes to its callback: the node-postgres transaction over our schema. */
export type Tx = PgTransaction<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** For helpers that run either on their own or inside a caller's transaction. */
export type DbOrTx = Db | Tx;
export type Engine = "pglite" | "postgres";

export interface Database {
  db: Db;
  engine: Engine;
  /** Raw SQL with positional parameters, for the few places (seed, health) that need it. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `onMessage` gets each NOTIFY payload (sent by committed transactions, from any instance
   * on PostgreSQL; in-process on PGlite). `onResync` runs after a lost listening connection came back, since
   * messages sent meanwhile are gone. Resolves to a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onResync?: () => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: the whole data directory as a gzipped tarball, taken between two statements after a CHECKPOINT: a
   * consistent copy (committed transactions only, after the restore's WAL recovery) while serving.
   */
  snapshot?(): Promise<Blob>;
  /** PostgreSQL only: the connection string (a second instance in tests opens its own pool with it). */
  url?: string;
  /** PGlite only: the one connection, for a library that speaks SQL itself (the job queue). */
  pglite?: PGlite;
  /** PostgreSQL only: the pool's settings, for a library that opens a pool of its own (the job queue). */
  poolOptions?: pg.PoolConfig;
  /** PostgreSQL only: connections open, idle, and requests waiting for one (a leak shows as open ≠ idle at rest). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export class DatabaseOpenError extends Error {}

/** The contrib extensions the migrations create (pg_trgm: 0000; unaccent: 0027, D321), for every PGlite instance. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

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
      client = await PGlite.create({ dataDir: dir ? join(dir, "pglite") : undefined, extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      lock?.release();
      const reason = error instanceof Error ? error.message : String(error);
      throw new DatabaseOpenError(
        `cannot open the embedded database in ${dir}/pglite (${reason}); if it is corrupt, move it aside and start again`,
      );
    }
  }
  const pglite = client;
  // PGlite has one session: the trigram thresholds are set on it once (PostgreSQL's connections start with them).
  for (const [name, value] of Object.entries(TRIGRAM_SETTINGS))
    await pglite.query("SELECT set_config($1, $2, false)", [name, String(value)]);
  const db = withCommitHooks(drizzlePglite(pglite, { schema }) as unknown as Db);
  return {
    db,
    engine: "pglite",
    pglite,
    async query<T>(text: string, params?: unknown[]) {
      const res = await pglite.query<T>(text, params);
      return res.rows;
    },
    async snapshot() {
      // Statements run one at a time and the dump waits its turn: it sees the files between two statements, as a
      // crash would leave them, and the restored engine's WAL recovery keeps exactly the committed transactions.
      await pglite.exec("CHECKPOINT");
      return pglite.dumpDataDir("gzip");
    },
    async listen(channel, onMessage) {
      const stop = await pglite.listen(channel, onMessage);
      return async () => {
        if (!pglite.closed) await stop();
      };
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

/**
 * `db.transaction` as the unit of writes sees it (D309, D310): the unit's `onBegin` and `beforeCommit` run inside each
 * read-write transaction before and after its work (the Idempotency-Key row commits with the effect), committed transactions are counted,
 * and a failure that says the database went away while COMMIT was under way becomes `CommitOutcomeUnknown` — drizzle
 * then tries a ROLLBACK on the dead connection, so the error it throws names the ROLLBACK, not the COMMIT. Nested
 * transactions (savepoints, `tx.transaction`) are untouched.
 */
function withCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const hooked: Db["transaction"] = async (work, config) => {
    const unit = currentWriteUnit();
    let committing = false;
    const opening: { client?: pg.PoolClient } = {};
    try {
      const hooks = config?.accessMode !== "read only" ? unit : undefined;
      const result = await transactionOpening.run(opening, () =>
        transaction(async (tx) => {
          if (opening.client) transactionClients.set(tx, opening.client);
          const begun = await hooks?.onBegin?.(tx);
          const value = await work(tx);
          if (hooks?.beforeCommit) await hooks.beforeCommit(tx, begun);
          committing = true;
          return value;
        }, config),
      );
      if (unit) unit.commits++;
      return result;
    } catch (error) {
      if (!committing || !isDatabaseUnavailable(error)) throw error;
      if (unit) unit.outcomeUnknown = true;
      throw new CommitOutcomeUnknown(error);
    }
  };
  db.transaction = hooked;
  return db;
}

/**
 * Memory for one search's bitmaps (D246). An industry's 100 k matches make a TID bitmap larger than the default 4 MB
 * `work_mem`, which PostgreSQL then keeps per page ("lossy"): ANDed with a word's exact bitmap, every page of the
 * word's matches became a candidate to read and recheck (`teacher` + Healthcare: 7,920 rows read to find none,
 * 6,652 blocks). It was a `SET LOCAL` in a transaction of its own around each search query, four round trips where
 * one does; every app connection now starts with it (D269). At most `max` connections × a few sort or bitmap nodes.
 */
export const SESSION_WORK_MEM = "16MB";
/**
 * pg_trgm's thresholds, read only by the typo tolerance (queries/search-typos.ts, D353): a vocabulary word is a
 * candidate for a typed word from this trigram similarity (`%`), and a word completes a suggestion's prefix from this
 * word similarity (`<%`: the prefix's trigrams found inside the word). Nothing else uses those operators, so every
 * connection starts with them (D421): each was a `set_config` in a transaction of its own around its one statement,
 * four round trips where one does. The similarity is low on purpose: a typo breaks up to 3 of a word's trigrams (a
 * swap 4), so two swapped letters in a 5-letter word ("nruse" / "nurse") share 2 of 10 distinct trigrams (0.2), and a
 * 9-letter word with two typos may share 2 of 18 (0.11). The edit distance decides afterwards.
 */
const TRIGRAM_THRESHOLDS = { similarity: 0.1, wordSimilarity: 0.3 } as const;
const TRIGRAM_SETTINGS = {
  "pg_trgm.similarity_threshold": TRIGRAM_THRESHOLDS.similarity,
  "pg_trgm.word_similarity_threshold": TRIGRAM_THRESHOLDS.wordSimilarity,
};
/**
 * What every connection starts with: the work_mem and the trigram thresholds above, and no parallel workers (D270):
 * starting them costs more than a web request's query takes (a 0.4 ms index walk took 12.7 ms as a parallel plan),
 * and under concurrent requests they only compete for the same cores.
 */
export const SESSION_SETTINGS = [
  `-c work_mem=${SESSION_WORK_MEM} -c max_parallel_workers_per_gather=0`,
  ...Object.entries(TRIGRAM_SETTINGS).map(([name, value]) => `-c ${name}=${value}`),
].join(" ");

export async function openPostgres(
  url: string,
  options: {
    max?: number;
    onConnectionError?: (error: Error) => void;
    /**
     * Open all `max` connections before answering and keep them open (D361): the server's first second under load
     * then opens none. Without it a connection idle for 10 s is closed and opened again when wanted.
     */
    keepWarm?: boolean;
  } = {},
): Promise<Database> {
  const max = options.max ?? 10;
  const pool = new GuardedPool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    options: SESSION_SETTINGS,
    // pg-pool closes idle connections only above `min`: with keepWarm none is closed for being idle.
    ...(options.keepWarm ? { min: max } : {}),
  });
  // When PostgreSQL restarts or fails over, every connection dies. An idle one is reported on the pool, a checked-out
  // one on its client: without a listener on both, Node ends the process (issue 12, hole 3). The request that held
  // the client sees the failure through its own query (answered 503); the pool opens new connections afterwards.
  pool.on("error", (error) => options.onConnectionError?.(error));
  pool.on("connect", (client) => client.on("error", (error) => options.onConnectionError?.(error)));
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
  if (options.keepWarm) await warmUp(pool, max);
  const db = withCommitHooks(drizzlePg(pool, { schema }));
  return {
    db,
    engine: "postgres",
    async query<T>(text: string, params?: unknown[]) {
      const res = await pool.query(text, params as unknown[]);
      return res.rows as T[];
    },
    url,
    poolOptions: pool.options,
    listen: (channel, onMessage, onResync) => listenPostgres(url, channel, onMessage, onResync),
    async close() {
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount + pool.waitingHere }),
  };
}

/**
 * Opens `max` connections at once and gives them back (D361). A server that had been quiet for 10 s had closed all
 * but one, and 200 visitors arriving together made it open the other 39 while they waited, each a new backend (a
 * fork, authentication, the session settings) on the same busy cores. A connection that cannot be opened now is not
 * an error: the pool opens it when it is wanted, as before.
 *
 * Each connection then plans a read of every table of the app's schema (D428): a new backend reads a table's and its
 * indexes' descriptions from the catalogue the first time a statement names them, and 40 backends doing that for
 * the first 200 requests after a start kept the process idle while its requests waited up to a second.
 */
async function warmUp(pool: pg.Pool, max: number): Promise<void> {
  const plans = await warmUpStatements(pool);
  const clients = await Promise.allSettled(
    Array.from({ length: max }, async () => {
      const client = await pool.connect();
      try {
        await client.query(plans);
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      return client;
    }),
  );
  for (const c of clients) if (c.status === "fulfilled") c.value.release();
}

/**
 * `EXPLAIN` of a read of each table in the `public` schema, as one simple-protocol script (one round trip): planning
 * opens the table and its indexes, and that is what a backend's first statement on them costs. Nothing is read.
 * `SELECT 1` when the tables cannot be listed (the connection check then stands alone, as before D428).
 */
export async function warmUpStatements(pool: Pick<pg.Pool, "query">): Promise<string> {
  try {
    const tables = await pool.query<{ name: string }>(
      `SELECT quote_ident(relname) AS name FROM pg_catalog.pg_class
       WHERE relkind IN ('r', 'p') AND relnamespace = 'public'::regnamespace ORDER BY relname`,
    );
    return tables.rows.map((t) => `EXPLAIN SELECT * FROM public.${t.name}`).join(";\n") || "SELECT 1";
  } catch {
    return "SELECT 1";
  }
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

export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string; databasePoolMax?: number },
  onConnectionError?: (error: Error) => void,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { onConnectionError, max: config.databasePoolMax, keepWarm: true })
    : openPglite({ dataDir: config.dataDir });
}
