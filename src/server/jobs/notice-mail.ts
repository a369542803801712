import { sql } from "drizzle-orm";
import { NOTICES, type NoticeKind } from "../../core/notices";
import { catalogueMail } from "../adapters/mail/notice-mail";
import type { QueuedMail } from "../adapters/mail/outbox";
import { resolveAuthSecret } from "../auth/auth-secret";
import { type MailLinks, sendNoticeEmail } from "../commands/notice-email";
import type { Db } from "../db/client";
import { JOB_NAMES } from "../kernel/job-names";
import { definePass } from "./job-definition";

type PendingRow = {
  id: string;
  kind: string | null;
  title: string;
  message: string;
  link: string | null;
  email_form: Omit<QueuedMail, "to" | "headers"> | string | null;
  user_id: string;
  email: string;
};

/**
 * One pass: the notices whose e-mail the preferences allowed (`email_status = 'pending'`, decided by `notify` in
 * the producer's transaction) go through `sendNoticeEmail` (which checks the preferences again, as they are now,
 * and adds the unsubscribe footer), each in the same transaction that marks it `queued` (or none, when switched off
 * since), so a pass that runs twice (or on two instances: SKIP LOCKED) queues each mail once. The producer's own
 * form is cleared once used. Returns how many it handled.
 */
export async function queueNoticeMail(db: Db, links: MailLinks, limit = 50): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.execute<PendingRow>(sql`
      SELECT n.id, n.kind, n.title, n.message, n.link, n.email_form, n.user_id, u.email
      FROM notifications n JOIN "user" u ON u.id = n.user_id
      WHERE n.email_status = 'pending'
      ORDER BY n.created_at
      LIMIT ${limit}
      FOR UPDATE OF n SKIP LOCKED`);
    const queued: string[] = [];
    for (const row of due.rows) {
      const def = row.kind && row.kind in NOTICES ? NOTICES[row.kind as NoticeKind] : null;
      const form = typeof row.email_form === "string" ? JSON.parse(row.email_form) : row.email_form;
      const mail =
        form ??
        catalogueMail({
          to: row.email,
          kind: row.kind ?? "notice",
          title: row.title,
          message: row.message,
          link: row.link,
          publicUrl: links.publicUrl,
        });
      const sent = await sendNoticeEmail(tx, {
        to: { userId: row.user_id, address: row.email },
        topic: def ? def.topic : null,
        mail,
        links,
      });
      if (sent) queued.push(row.id);
    }
    const ids = (list: string[]) =>
      sql.join(
        list.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
    const skipped = due.rows.map((r) => r.id).filter((id) => !queued.includes(id));
    if (queued.length > 0)
      await tx.execute(
        sql`UPDATE notifications SET email_status = 'queued', email_form = NULL WHERE id IN (${ids(queued)})`,
      );
    if (skipped.length > 0)
      await tx.execute(
        sql`UPDATE notifications SET email_status = NULL, email_form = NULL WHERE id IN (${ids(skipped)})`,
      );
    return due.rows.length;
  });
}

export const noticeMailJob = definePass(JOB_NAMES.noticeMail, {
  retry: { limit: 3, delaySeconds: 5 },
  expireInSeconds: 5 * 60,
  // Woken after each producer commits; the schedule only catches wakes that were lost.
  schedule: "* * * * *",
  async run(ctx) {
    const links = { publicUrl: ctx.config.publicUrl, secret: resolveAuthSecret(ctx.config) };
    while ((await queueNoticeMail(ctx.db, links)) > 0) {}
  },
});
