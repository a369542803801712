import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { KeyQueue } from "./key-queue";
import type { ThrottleStore } from "./throttle-store";

/**
 * `throttle_counters` rows, one per key. `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING` creates or locks the
 * key's row and returns its state in one statement; the new state is written in the same transaction, so
 * concurrent instances queue on the same key and every decision sees the one before it (D312). Expired rows are
 * ignored and swept now and then.
 */
export class PostgresThrottleStore implements ThrottleStore {
  readonly kind = "postgres";
  private updates = 0;
  private readonly queue = new KeyQueue();
  constructor(private readonly database: Database) {}

  async update<S, R>(key: string, ttlMs: number, change: (state: S | null) => { state: S | null; result: R }) {
    return this.queue.run(key, () => this.updateNow(key, ttlMs, change));
  }

  private async updateNow<S, R>(
    key: string,
    ttlMs: number,
    change: (state: S | null) => { state: S | null; result: R },
  ) {
    const result = await this.database.db.transaction(async (tx) => {
      const row = (
        await tx.execute(sql`
INSERT INTO throttle_counters (key, state, expires_at) VALUES (${key}, 'null'::jsonb, now())
ON CONFLICT (key) DO UPDATE SET state = throttle_counters.state
RETURNING state, expires_at > now() AS live`)
      ).rows[0] as { state: S | string | null; live: boolean } | undefined;
      const stored = row?.live ? parseState<S>(row.state) : null;
      const next = change(stored);
      if (next.state === null) await tx.execute(sql`DELETE FROM throttle_counters WHERE key = ${key}`);
      else
        await tx.execute(sql`
UPDATE throttle_counters SET state = ${JSON.stringify(next.state)}::jsonb,
  expires_at = now() + make_interval(secs => ${ttlMs}::float8 / 1000)
WHERE key = ${key}`);
      return next.result;
    });
    if (++this.updates % 1000 === 0)
      void this.database.query("DELETE FROM throttle_counters WHERE expires_at < now()").catch(() => {});
    return result;
  }

  async get<S>(key: string): Promise<S | null> {
    const rows = await this.database.query<{ state: S | string | null }>(
      "SELECT state FROM throttle_counters WHERE key = $1 AND expires_at > now()",
      [key],
    );
    return parseState<S>(rows[0]?.state ?? null);
  }

  async close() {}
}

function parseState<S>(value: S | string | null): S | null {
  if (typeof value === "string") return JSON.parse(value) as S;
  return value ?? null;
}
