import { eq } from "drizzle-orm";
import type { Notice, RatingBatchKind } from "../../core/notices";
import type { QueuedMail } from "../adapters/mail/outbox";
import type { Tx } from "../db/client";
import { noticeBatchItems, notifications, user } from "../db/schema";
import { JOB_NAMES } from "../kernel/job-names";
import { wakeAfterCommit } from "../kernel/job-wake";
import { noticeEmailAllowed } from "./notice-email";

export interface NotifyInput {
  userId: string;
  /** Composed from the catalogue: `notice("claim.approved", { profileName })` (core/notices.ts). */
  notice: Notice;
  at?: Date;
  /**
   * The producer's own, fuller e-mail form of this notice (a decision on a request the person made), sent instead
   * of the catalogue's form, under the same rule and with the same footer (D210).
   */
  mail?: Omit<QueuedMail, "to" | "headers">;
}

/**
 * Writes a notice inside the caller's transaction (D120): the in-app notification always (it is the person's
 * record of what happened; live delivery follows from the row's trigger once the transaction commits), and marks
 * its e-mail `pending` when the preferences allow (`noticeEmailAllowed`, the one rule, D210). The notice-mail job
 * renders it (the catalogue form, or the producer's `mail`) and sends it through `sendNoticeEmail`, which owns the
 * unsubscribe token and the preferences link; it is woken after commit.
 * Callers pass catalogue notices only, which never name the employer behind a rating.
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<{ id: string; email: boolean }> {
  let email = false;
  if (input.notice.mailed) {
    const [recipient] = await tx.select({ email: user.email }).from(user).where(eq(user.id, input.userId));
    email =
      !!recipient &&
      (await noticeEmailAllowed(tx, { userId: input.userId, address: recipient.email }, input.notice.topic));
  }
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.notice.kind,
      title: input.notice.title,
      message: input.notice.message,
      link: input.notice.link,
      emailStatus: email ? "pending" : null,
      emailForm: email && input.mail ? input.mail : null,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning({ id: notifications.id });
  if (email) wakeAfterCommit(JOB_NAMES.noticeMail);
  return { id: row!.id, email };
}

/**
 * Queues a rating event for the professional's daily notice (D123), inside the rating command's transaction; the
 * daily batch (`jobs/rating-notices.ts`) turns the events into notices. Holds the profile and the kind only: nothing
 * about who rated.
 */
export async function queueRatingNotice(tx: Tx, professionalId: string, kind: RatingBatchKind, at: Date) {
  await tx.insert(noticeBatchItems).values({ professionalId, kind, createdAt: at });
}
