import pg from "pg";
import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import type { JobDefinition } from "./job-definition";

/**
 * pg-boss plumbing under the job runner: the database it talks to (the app's PGlite connection or a small pool of
 * its own), its queues kept in line with the job definitions, and the workers' interruptible idle wait.
 */

/** What pg-boss needs from a database: one statement or several, with results. */
interface JobDb extends PgBoss.Db {
  close(): Promise<void>;
}

/**
 * PGlite: the app's own single connection (pg-boss's statements queue behind the app's, one process). PostgreSQL:
 * a small pool of its own, copied from the app's connection settings, so polling never starves requests.
 */
export function openJobDb(database: Database): JobDb {
  if (database.engine === "pglite") {
    const pglite = database.pglite;
    if (!pglite) throw new Error("job runner: the PGlite database carries no connection");
    return {
      async executeSql(text: string, values?: unknown[]) {
        if (values?.length) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
      async close() {},
    };
  }
  const { connectionString, ssl, connectionTimeoutMillis } = database.poolOptions ?? {};
  const pool = new pg.Pool({
    connectionString,
    ssl,
    connectionTimeoutMillis,
    max: 3,
    application_name: "standing-jobs",
  });
  // A restart kills every connection: idle ones report on the pool, checked-out ones on their client, and an
  // 'error' event without a listener ends the process. The query that was running fails on its own; the loop retries.
  const ignore = () => {};
  pool.on("error", ignore);
  pool.on("connect", (client) => client.on("error", ignore));
  return {
    executeSql: (text: string, values?: unknown[]) => pool.query(text, values),
    close: () => pool.end(),
  };
}

/** A worker's idle wait that a wake on this instance cuts short. */
export function createSleeper() {
  const waiting = new Map<string, () => void>();
  return {
    wait(name: string, ms: number) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          waiting.delete(name);
          resolve();
        }
        waiting.set(name, done);
      });
    },
    notify(name: string) {
      waiting.get(name)?.();
    },
    notifyAll() {
      for (const done of [...waiting.values()]) done();
    },
  };
}

/**
 * Creates missing queues and brings changed ones in line with their definitions. Reads first: pg-boss's
 * create_queue is a PL/pgSQL function whose first call in a session costs ~0.4 s on PGlite, paid by every test file.
 */
export async function createQueues(boss: PgBoss, definitions: Iterable<JobDefinition>) {
  const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
  for (const def of definitions) {
    const queue = {
      name: def.name,
      policy: def.policy,
      retryLimit: def.retry.limit,
      retryDelay: def.retry.delaySeconds,
      retryBackoff: def.retry.backoff,
      expireInSeconds: def.expireInSeconds,
    };
    const current = existing.get(def.name);
    if (!current) await boss.createQueue(def.name, queue);
    else if ((Object.keys(queue) as (keyof typeof queue)[]).some((k) => current[k] !== queue[k]))
      await boss.updateQueue(def.name, queue);
  }
}

/**
 * Installs pg-boss's tables and the queues of `definitions` without running anything. The test template calls it
 * once per run, so each test file's start skips the install (~0.1–0.8 s on PGlite).
 */
export async function installJobQueues(database: Database, definitions: Iterable<JobDefinition>): Promise<void> {
  const jobDb = openJobDb(database);
  const boss = new PgBoss({ db: jobDb, schedule: false, supervise: false });
  try {
    await boss.start();
    await createQueues(boss, definitions);
    await boss.stop({ graceful: false, close: false });
  } finally {
    await jobDb.close();
  }
}
