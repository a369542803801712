import { sql } from "drizzle-orm";
import { notice, RATING_BATCH_HOUR_UTC, RATING_BATCH_KINDS, type RatingBatchKind } from "../../core/notices";
import { notify } from "../commands/notify";
import type { Db } from "../db/client";
import { JOB_NAMES } from "../kernel/job-names";
import { countingPass } from "./job-definition";

/** The last fixed hour at or before `now` (UTC): the end of the period a batch covers. */
export function ratingBatchPeriodEnd(now: Date): Date {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RATING_BATCH_HOUR_UTC));
  if (end.getTime() > now.getTime()) end.setUTCDate(end.getUTCDate() - 1);
  return end;
}

/**
 * The daily batch: every rating event up to the period's end becomes one notice per person and kind ("You
 * received 3 new ratings"), written with the deletion of its items in one transaction, so a repeated or late run
 * writes nothing twice and misses nothing (items after the end wait for the next day). Events about profiles
 * nobody has claimed are dropped: there is no one to tell. Returns how many notices were written.
 */
export async function runRatingNotices(db: Db, now: Date, options: { closeAt?: Date } = {}): Promise<number> {
  // `closeAt` (tests only, through the dev route) ends the period at that instant instead of the fixed hour.
  const end = options.closeAt ?? ratingBatchPeriodEnd(now);
  return db.transaction(async (tx) => {
    const taken = await tx.execute<{ user_id: string | null; kind: string; items: number }>(sql`
      WITH taken AS (
        DELETE FROM notice_batch_items i
        WHERE i.id IN (
          SELECT id FROM notice_batch_items WHERE created_at <= ${end.toISOString()}::timestamptz
          FOR UPDATE SKIP LOCKED
        )
        RETURNING i.professional_id, i.kind
      )
      SELECT p.user_id, t.kind, count(*)::int AS items
      FROM taken t JOIN professionals p ON p.id = t.professional_id
      GROUP BY p.user_id, t.kind`);
    let written = 0;
    for (const row of taken.rows) {
      if (!row.user_id || !(RATING_BATCH_KINDS as readonly string[]).includes(row.kind)) continue;
      await notify(tx, {
        userId: row.user_id,
        notice: notice(row.kind as RatingBatchKind, { count: Number(row.items) }),
        at: end,
      });
      written++;
    }
    return written;
  });
}

export const ratingNoticesJob = countingPass(JOB_NAMES.ratingNotices, {
  retry: { limit: 5, delaySeconds: 60 },
  expireInSeconds: 15 * 60,
  schedule: `0 ${RATING_BATCH_HOUR_UTC} * * *`,
  count: (ctx) => runRatingNotices(ctx.db, ctx.now()),
  counted: "written",
  message: "daily rating notices written",
});
