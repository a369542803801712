import { sql } from "drizzle-orm";
import { z } from "zod";
import { NOTICES, type NoticeKind } from "../../core/notices";
import { noticeMail } from "../adapters/mail/notice-mail";
import { enqueueMail } from "../adapters/mail/outbox";
import { resolveAuthSecret } from "../auth/auth-secret";
import { signUnsubscribeToken } from "../auth/unsubscribe-token";
import type { Db } from "../db/client";
import { defineJob } from "./job-definition";
import { JOB_NAMES } from "./job-names";

type PendingRow = {
  id: string;
  kind: string | null;
  title: string;
  message: string;
  link: string | null;
  user_id: string;
  email: string;
};

/**
 * One pass: the notices whose e-mail the preferences allowed (`email_status = 'pending'`, decided by `notify` in
 * the producer's transaction) become outbox mail, each in the same transaction that marks it `queued`, so a pass
 * that runs twice (or on two instances: SKIP LOCKED) queues each mail once. Returns how many it queued.
 */
export async function queueNoticeMail(db: Db, publicUrl: string, secret: string, limit = 50): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.execute<PendingRow>(sql`
      SELECT n.id, n.kind, n.title, n.message, n.link, n.user_id, u.email
      FROM notifications n JOIN "user" u ON u.id = n.user_id
      WHERE n.email_status = 'pending'
      ORDER BY n.created_at
      LIMIT ${limit}
      FOR UPDATE OF n SKIP LOCKED`);
    for (const row of due.rows) {
      const def = row.kind && row.kind in NOTICES ? NOTICES[row.kind as NoticeKind] : null;
      const topic = def ? def.topic : null;
      await enqueueMail(
        tx,
        noticeMail({
          to: row.email,
          kind: row.kind ?? "notice",
          title: row.title,
          message: row.message,
          link: row.link,
          topic,
          publicUrl,
          ...(topic ? { unsubscribeToken: signUnsubscribeToken(secret, row.user_id, topic) } : {}),
        }),
      );
    }
    if (due.rows.length > 0)
      await tx.execute(
        sql`UPDATE notifications SET email_status = 'queued' WHERE id IN (${sql.join(
          due.rows.map((r) => sql`${r.id}::uuid`),
          sql`, `,
        )})`,
      );
    return due.rows.length;
  });
}

export const noticeMailJob = defineJob({
  name: JOB_NAMES.noticeMail,
  data: z.strictObject({}),
  policy: "stately",
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  expireInSeconds: 5 * 60,
  // Woken after each producer commits; the schedule only catches wakes that were lost.
  schedule: "* * * * *",
  async handler(_data, ctx) {
    const secret = resolveAuthSecret(ctx.config);
    while ((await queueNoticeMail(ctx.db, ctx.config.publicUrl, secret)) > 0) {}
  },
});
