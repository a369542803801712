import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { MailTransport } from "../adapters/mail/mail-transport";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";

/**
 * How many runs of one job kind may be waiting or running at once, across every instance (pg-boss queue policies):
 * - `standard`: any number (one job per thing to do, e.g. one export archive per request);
 * - `singleton`: any number waiting, one running;
 * - `stately`: at most one waiting and one running — right for "do a pass over what is due" jobs, where a second
 *   request while one is waiting adds nothing.
 */
export type JobPolicy = "standard" | "singleton" | "stately";

export interface RetryPolicy {
  /** Attempts after the first; the job is `failed` (and logged at error level) when they are used up. */
  limit: number;
  delaySeconds: number;
  /** Doubles the delay after each failure (with jitter). */
  backoff: boolean;
}

/** What a handler may use. `now()` is the business clock: due work is what is due by it. */
export interface JobContext {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  mailTransport: MailTransport;
  now(): Date;
  /** Queues another job (e.g. one per item found by a sweep). */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** The job's id, for logs and idempotency keys. */
  jobId: string;
}

export interface SendOptions {
  /**
   * Not before this instant (database time). For business deadlines store the deadline on the row and let a
   * scheduled sweep find it by the business clock instead: the dev clock cannot move the database's time.
   */
  startAfter?: Date;
  /** With `singleton`/`stately` policies the limit applies per key. */
  singletonKey?: string;
}

/**
 * One kind of work that runs later. Handlers must be idempotent: a job may run twice (a worker died after the
 * work but before marking it done) or late, and must still leave one result.
 */
export interface JobDefinition<T extends object = object> {
  name: string;
  /** Validates the payload before the handler sees it. */
  data: z.ZodType<T>;
  policy: JobPolicy;
  retry: RetryPolicy;
  /** A run still active after this long is failed (and retried), so a dead worker does not hold the job forever. */
  expireInSeconds: number;
  /** Five-field cron (UTC, read against the business clock): the job is sent once per period. */
  schedule?: string;
  handler(data: T, ctx: JobContext): Promise<void>;
}

/** Keeps the payload type between `data` and `handler` when listing definitions of different kinds together. */
export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<object> {
  return definition;
}

export interface PassDefinition {
  retry: Omit<RetryPolicy, "backoff">;
  expireInSeconds: number;
  schedule: string;
  run(ctx: JobContext): Promise<void>;
}

/**
 * A pass over what is due (the sweeps, the outbox, the notices): no payload, `stately`, retried with back-off. It is
 * scheduled, and may also be woken; a wake while one pass waits adds nothing.
 */
export function definePass(name: string, pass: PassDefinition): JobDefinition<object> {
  return defineJob({
    name,
    data: z.strictObject({}),
    policy: "stately",
    retry: { ...pass.retry, backoff: true },
    expireInSeconds: pass.expireInSeconds,
    schedule: pass.schedule,
    handler: (_data, ctx) => pass.run(ctx),
  });
}

/**
 * A pass that answers how many things it did (notices written, rows pruned) and says so in one log line when there
 * were any, keyed `counted` — a quiet run logs nothing.
 */
export function countingPass(
  name: string,
  pass: Omit<PassDefinition, "run"> & { count(ctx: JobContext): Promise<number>; counted: string; message: string },
): JobDefinition<object> {
  const { count, counted, message, ...rest } = pass;
  return definePass(name, {
    ...rest,
    async run(ctx) {
      const done = await count(ctx);
      if (done) ctx.log.info({ [counted]: done }, message);
    },
  });
}
