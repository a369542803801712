import cronParser from "cron-parser";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { MailTransport } from "../adapters/mail/mail-transport";
import { clock } from "../clock";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { type FailedJob, listFailedJobs } from "./failed-jobs";
import type { JobContext, JobDefinition, SendOptions } from "./job-definition";
import { createQueues, createSleeper, openJobDb } from "./job-queues";
import { runAsUnit } from "./wake-after-commit";

/** `all`: serve HTTP and run workers; `web`: serve HTTP and only queue jobs; `worker`: run workers, no HTTP. */
export type JobsMode = "all" | "web" | "worker";
export const JOBS_MODES = ["all", "web", "worker"] as const;

export interface JobRunner {
  /** Queues one run of `name`; null when the queue's policy already holds one (stately/singleton). */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Queues a run and nudges this instance's worker. Never throws: a failure is logged and the schedule catches up. */
  wake(name: string): Promise<void>;
  /** Installs the queue tables (first start), creates the queues, starts workers and the schedule clock if enabled. */
  start(): Promise<void>;
  /** Stops taking work, waits for running handlers, closes the runner's own connections. */
  stop(): Promise<void>;
  /**
   * Sends each scheduled job whose current period (by `now`, the business clock) was not yet started by any
   * instance. Returns the names it sent.
   */
  tick(now?: Date): Promise<string[]>;
  /** Runs every due job (of `names`, default all) in this process until none is left; returns how many ran. */
  drain(names?: string[]): Promise<number>;
  /** Sends one run of `name` and drains that kind: "run this now", for tests and operators. */
  runNow(name: string, data?: object): Promise<void>;
  /** Jobs that used up their retries, newest first (the admin overview reads this). */
  failedJobs(options?: { name?: string; limit?: number }): Promise<FailedJob[]>;
}

export interface JobRunnerOptions {
  database: Database;
  definitions: JobDefinition[];
  mode: JobsMode;
  /** Poll, sweep and tick in the background. Tests turn it off and call `drain()`/`tick()` themselves. */
  background: boolean;
  log: FastifyBaseLogger;
  config: Config;
  mailTransport: MailTransport;
  /** How often idle workers look for new jobs queued by other instances. */
  pollMs?: number;
  /** How often the schedule clock ticks; cron periods are at least a minute. */
  tickMs?: number;
}

/** A clock moved back (dev tools) further than this lets schedules start again from the earlier period. */
const CLOCK_MOVED_BACK_MS = 5 * 60_000;

/**
 * The job runner on pg-boss 10: its tables hold the queues (policies, retries with back-off, expiry, archive), on
 * PostgreSQL or PGlite alike. We run the fetch loop ourselves — the same code for background workers and for
 * `drain()` — so every outcome is awaited and logged, and a handler runs as a unit of work (wakeAfterCommit).
 * Schedules are ours too (`tick`), read against the business clock.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, log, mode } = options;
  const definitions = new Map(options.definitions.map((d) => [d.name, d]));
  const runsWorkers = options.background && mode !== "web";
  const pollMs = options.pollMs ?? 2000;
  const tickMs = options.tickMs ?? 15_000;
  const jobDb = openJobDb(database);
  const boss = new PgBoss({
    db: jobDb,
    // Our own tick replaces pg-boss's cron (business clock, testable); maintenance runs where workers run.
    schedule: false,
    supervise: runsWorkers,
    // Failed jobs stay queryable for a month (completed ones leave the live table after a day).
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    deleteAfterDays: 30,
  });
  boss.on("error", (err: Error) => log.error({ err }, "job queue maintenance failed"));
  const sleeper = createSleeper();
  let started: Promise<void> | undefined;
  let stopping = false;
  const loops: Promise<void>[] = [];
  let tickTimer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> | undefined;

  const definition = (name: string) => {
    const def = definitions.get(name);
    if (!def) throw new Error(`unknown job "${name}"`);
    return def;
  };

  const send: JobRunner["send"] = async (name, data = {}, sendOptions = {}) => {
    const def = definition(name);
    def.data.parse(data);
    return boss.send(name, data, {
      ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
    });
  };

  const wake: JobRunner["wake"] = async (name) => {
    try {
      await send(name);
      if (runsWorkers) sleeper.notify(name);
    } catch (err) {
      log.warn({ err, job: name }, "could not queue a job run; its schedule will pick the work up");
    }
  };

  const contextFor = (jobId: string): JobContext => ({
    config: options.config,
    database,
    db: database.db,
    log: log.child({ job: jobId }),
    mailTransport: options.mailTransport,
    now: () => clock.now(),
    send,
    jobId,
  });

  /** Whether a queued run of these kinds is due by the next millisecond (a fetch a moment later will take it). */
  async function dueThisInstant(names: string[]): Promise<boolean> {
    const { rows } = (await jobDb.executeSql(
      `SELECT 1 FROM pgboss.job WHERE name = ANY($1::text[]) AND state < 'active'
         AND start_after <= now() + interval '1 millisecond' LIMIT 1`,
      [names],
    )) as { rows: unknown[] };
    return rows.length > 0;
  }

  /** Fetches and runs at most one job of this kind; returns 1 if one ran (whatever its outcome). */
  async function runOne(def: JobDefinition): Promise<number> {
    const [job] = await boss.fetch<object>(def.name, { batchSize: 1, includeMetadata: true });
    if (!job) return 0;
    try {
      const data = def.data.parse(job.data ?? {});
      await runAsUnit(wake, () => def.handler(data, contextFor(job.id)));
      await boss.complete(def.name, job.id);
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      const fields = { err: error, job: def.name, jobId: job.id, attempt: job.retryCount + 1 };
      if (last) log.error(fields, "job failed and will not be retried");
      else log.warn(fields, "job failed; it will be retried");
      await boss.fail(
        def.name,
        job.id,
        error instanceof Error ? { message: error.message } : { message: String(error) },
      );
    }
    return 1;
  }

  async function workLoop(def: JobDefinition) {
    while (!stopping) {
      let ran = 0;
      try {
        ran = await runOne(def);
      } catch (err) {
        log.warn({ err, job: def.name }, "job worker could not reach the queue; retrying");
      }
      if (!ran && !stopping) await sleeper.wait(def.name, pollMs);
    }
  }

  const tick: JobRunner["tick"] = async (now = clock.now()) => {
    const sent: string[] = [];
    for (const def of definitions.values()) {
      if (!def.schedule) continue;
      // +1 ms: a tick exactly on a period's first instant belongs to that period.
      const slot = cronParser
        .parseExpression(def.schedule, { currentDate: new Date(now.getTime() + 1), tz: "UTC" })
        .prev()
        .toDate();
      const won = await database.query(
        `INSERT INTO job_schedules (name, last_slot) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET last_slot = EXCLUDED.last_slot, updated_at = now()
         WHERE job_schedules.last_slot < EXCLUDED.last_slot OR job_schedules.last_slot > $3
         RETURNING name`,
        [def.name, slot.toISOString(), new Date(now.getTime() + CLOCK_MOVED_BACK_MS).toISOString()],
      );
      if (!won.length) continue;
      // A crash between these two statements skips one period; the next one's run does the due work.
      await send(def.name);
      sent.push(def.name);
      if (runsWorkers) sleeper.notify(def.name);
    }
    return sent;
  };

  return {
    send,
    wake,
    tick,
    start() {
      started ??= (async () => {
        await boss.start();
        await createQueues(boss, definitions.values());
        if (!runsWorkers) return;
        for (const def of definitions.values()) loops.push(workLoop(def));
        const onTick = () => {
          if (ticking || stopping) return;
          ticking = tick()
            .catch((err: unknown) => log.warn({ err }, "schedule tick failed; retrying at the next one"))
            .finally(() => (ticking = undefined));
        };
        onTick();
        tickTimer = setInterval(onTick, tickMs);
        tickTimer.unref();
      })();
      return started;
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      if (tickTimer) clearInterval(tickTimer);
      sleeper.notifyAll();
      await started?.catch(() => {});
      await Promise.all([ticking, ...loops]);
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      await jobDb.close();
    },
    async drain(names) {
      const defs = names ? names.map(definition) : [...definitions.values()];
      let total = 0;
      // Bounded: a job that keeps re-queuing itself must not hang a test or a shutdown.
      let clockWaits = 0;
      for (let round = 0; round < 1000; round++) {
        let ran = 0;
        for (const def of defs) ran += await runOne(def);
        total += ran;
        if (ran) continue;
        // pg-boss fetches `start_after < now()`, and PGlite's clock counts milliseconds: a run queued in the same
        // millisecond as the fetch is due but not yet fetchable. Wait for the clock to pass it, not for a time.
        if (clockWaits < 50 && (await dueThisInstant(defs.map((d) => d.name)))) {
          clockWaits++;
          await new Promise((resolve) => setTimeout(resolve, 1));
          continue;
        }
        break;
      }
      return total;
    },
    async runNow(name, data) {
      await send(name, data);
      await this.drain([name]);
    },
    failedJobs(filter = {}) {
      return listFailedJobs(jobDb, filter);
    },
  };
}
