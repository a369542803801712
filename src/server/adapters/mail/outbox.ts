import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { JOB_NAMES } from "../../kernel/job-names";
import { wakeAfterCommit } from "../../kernel/job-wake";
import { type MailContent, renderMailHtml } from "./layout";
import type { MailTransport } from "./mail-transport";

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, drawn with react-email's components in the one layout when the mail is queued (decision 0344). */
  content?: MailContent;
  /** A ready HTML part: only a notice's stored e-mail form from before 0344 has one. */
  html?: string;
  /** What the mail is for (verify_email, reset_password, …): shown in /dev/mail and logs. */
  kind: string;
  /** Extra headers, e.g. RFC 8058 one-click unsubscribe on notice mail. */
  headers?: Record<string, string>;
}

/**
 * Queues mail in the caller's transaction, so the mail exists exactly when the change that caused it does; the
 * delivery job is woken once the surrounding request or job has committed.
 */
export async function enqueueMail(db: Pick<DbOrTx, "insert">, mail: QueuedMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.content ? await renderMailHtml(mail.content) : (mail.html ?? null),
      headers: mail.headers ?? null,
      kind: mail.kind,
    })
    .returning({ id: mailOutbox.id });
  wakeAfterCommit(JOB_NAMES.mailDelivery);
  return row!.id;
}

export const MAX_MAIL_ATTEMPTS = 8;
/** A claimed row whose sender died is claimed again after this lease. */
const LEASE_MS = 10 * 60_000;

/** Seconds to wait after the n-th failed attempt: 5 s, 10 s, 20 s … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
}

type DueRow = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | null;
  attempts: number;
};

/**
 * Delivers due mail. Each row is claimed by moving it to `sending` with a lease in one statement (SKIP LOCKED, so
 * several instances never send one mail twice; a sender that dies mid-way leaves the row to be retried), then marked `sent`, or rescheduled with back-off, or `failed` after
 * MAX_MAIL_ATTEMPTS. Returns how many were sent.
 */
export async function deliverDueMail(db: Db, transport: MailTransport, now = new Date(), limit = 20): Promise<number> {
  const claimed = await db.execute<DueRow>(sql`
    UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
      next_attempt_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE status IN ('queued', 'sending') AND next_attempt_at <= ${now.toISOString()}::timestamptz
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, to_address, subject, text_body, html_body, headers, attempts`);
  let sent = 0;
  for (const row of claimed.rows) {
    try {
      await transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers,
      });
      await db.execute(
        sql`UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ${row.id}`,
      );
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = row.attempts >= MAX_MAIL_ATTEMPTS;
      const next = new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000).toISOString();
      await db.execute(sql`
        UPDATE mail_outbox SET status = ${failed ? "failed" : "queued"}, last_error = ${message.slice(0, 500)},
          next_attempt_at = ${next}::timestamptz
        WHERE id = ${row.id}`);
    }
  }
  return sent;
}
