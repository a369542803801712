import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Visitor views of public profiles, batched (issue 19 §2, D192). A visit no longer writes: it is remembered
 * here and written by `flush()` — every `intervalMs`, as soon as `maxPending` views wait, and when the app
 * closes. The stored count stays exact over time: the flush inserts the `(professional, viewer, day)` keys into
 * `profile_views` (its primary key keeps "once per viewer per profile per UTC day" across instances and
 * restarts) and adds to `view_count` only the keys that were really new.
 *
 * Loss bound on a crash (the process killed, not closed): the views not yet flushed, at most one interval's
 * worth and never more than `maxPending` (a full batch flushes at once; while the database refuses writes the
 * batch keeps at most `maxPending` views and drops the newest beyond that).
 */
export interface ViewCounterOptions {
  intervalMs?: number;
  maxPending?: number;
  /** Remembered keys already counted or queued (per UTC day), so a repeat visit shows no phantom +1. */
  maxRemembered?: number;
  onError?: (error: unknown) => void;
}

export class ViewCounter {
  private pending = new Map<string, { professionalId: string; viewerKey: string; day: string }>();
  private pendingPerProfile = new Map<string, number>();
  private remembered = new Set<string>();
  private rememberedDay = "";
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly intervalMs: number;
  private readonly maxPending: number;
  private readonly maxRemembered: number;

  constructor(
    private readonly database: Database,
    private readonly options: ViewCounterOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1_000;
    this.maxPending = options.maxPending ?? 1_000;
    this.maxRemembered = options.maxRemembered ?? 100_000;
  }

  /**
   * Records a view and returns how many views of this profile wait in this instance (to add to the stored
   * count when showing it). A key seen before today adds nothing.
   */
  record(professionalId: string, viewerKey: string, now: Date = new Date()): number {
    const day = now.toISOString().slice(0, 10);
    if (day !== this.rememberedDay) {
      this.remembered.clear();
      this.rememberedDay = day;
    }
    const key = `${professionalId}|${viewerKey}|${day}`;
    if (!this.remembered.has(key) && !this.pending.has(key)) {
      if (this.pending.size >= this.maxPending) {
        // The database refused the last flushes: keep the bound rather than grow without limit.
        if (this.flushing) return this.waiting(professionalId);
        void this.flush();
      }
      if (this.pending.size < this.maxPending) {
        this.pending.set(key, { professionalId, viewerKey, day });
        this.pendingPerProfile.set(professionalId, (this.pendingPerProfile.get(professionalId) ?? 0) + 1);
        if (this.remembered.size >= this.maxRemembered) this.remembered.clear();
        this.remembered.add(key);
        if (this.pending.size >= this.maxPending) void this.flush();
      }
    }
    this.schedule();
    return this.waiting(professionalId);
  }

  private waiting(professionalId: string): number {
    return this.pendingPerProfile.get(professionalId) ?? 0;
  }

  get size(): number {
    return this.pending.size;
  }

  private schedule() {
    if (this.timer || this.pending.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Writes every waiting view (one statement); on failure they wait for the next flush. */
  async flush(): Promise<void> {
    if (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.pendingPerProfile = new Map();
    this.flushing = this.write(batch).then(
      () => {},
      (error) => {
        // Put the batch back (bounded by maxPending) for the next flush.
        for (const v of batch) {
          if (this.pending.size >= this.maxPending) break;
          const key = `${v.professionalId}|${v.viewerKey}|${v.day}`;
          if (this.pending.has(key)) continue;
          this.pending.set(key, v);
          this.pendingPerProfile.set(v.professionalId, (this.pendingPerProfile.get(v.professionalId) ?? 0) + 1);
        }
        this.options.onError?.(error);
        this.schedule();
      },
    );
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  private async write(batch: Array<{ professionalId: string; viewerKey: string; day: string }>) {
    // Sorted, so two instances flushing at once lock rows in the same order.
    batch.sort((a, b) => (a.professionalId < b.professionalId ? -1 : a.professionalId > b.professionalId ? 1 : 0));
    const ids = pgArray(batch.map((v) => v.professionalId));
    const keys = pgArray(batch.map((v) => v.viewerKey));
    const days = pgArray(batch.map((v) => v.day));
    await this.database.db.execute(sql`
WITH v AS (
  SELECT v.professional_id, v.viewer_key, v.day
  FROM unnest(${ids}::uuid[], ${keys}::text[], ${days}::date[]) AS v(professional_id, viewer_key, day)
  WHERE EXISTS (SELECT 1 FROM professionals p WHERE p.id = v.professional_id)
),
fresh AS (
  INSERT INTO profile_views (professional_id, viewer_key, day) SELECT professional_id, viewer_key, day FROM v
  ON CONFLICT DO NOTHING RETURNING professional_id
),
added AS (SELECT professional_id, count(*)::int AS n FROM fresh GROUP BY professional_id ORDER BY professional_id)
UPDATE professionals p SET view_count = p.view_count + added.n FROM added WHERE p.id = added.professional_id`);
  }

  /** Stops the timer and writes what waits (a clean shutdown loses nothing). */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}

/** A PostgreSQL array literal of strings (every element quoted), the same on node-postgres and PGlite. */
function pgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}
