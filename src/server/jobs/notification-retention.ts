import { sql } from "drizzle-orm";
import { READ_NOTIFICATION_RETENTION_DAYS } from "../../core/notices";
import type { Db } from "../db/client";
import { JOB_NAMES } from "../kernel/job-names";
import { countingPass } from "./job-definition";

/**
 * Retention (D126): read notifications older than READ_NOTIFICATION_RETENTION_DAYS by the business clock are
 * deleted in batches (the partial index on read rows finds them); unread ones stay until read. Returns the count.
 */
export async function pruneReadNotifications(db: Db, now: Date, batch = 5000): Promise<number> {
  const cutoff = new Date(now.getTime() - READ_NOTIFICATION_RETENTION_DAYS * 86_400_000).toISOString();
  let total = 0;
  for (;;) {
    const res = await db.execute<{ id: string }>(sql`
      DELETE FROM notifications WHERE id IN (
        SELECT id FROM notifications WHERE read AND created_at < ${cutoff}::timestamptz LIMIT ${batch}
      ) RETURNING id`);
    total += res.rows.length;
    if (res.rows.length < batch) return total;
  }
}

export const notificationRetentionJob = countingPass(JOB_NAMES.notificationRetention, {
  retry: { limit: 3, delaySeconds: 60 },
  expireInSeconds: 15 * 60,
  schedule: "30 3 * * *",
  count: (ctx) => pruneReadNotifications(ctx.db, ctx.now()),
  counted: "pruned",
  message: "read notifications pruned",
});
