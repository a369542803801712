import { emailAllowed, type Notice } from "../../core/notices";
import type { Tx } from "../db/client";
import { notifications } from "../db/schema";
import { JOB_NAMES } from "../jobs/job-names";
import { wakeAfterCommit } from "../jobs/wake-after-commit";
import { readPreferences } from "../queries/notification-preferences";

export interface NotifyInput {
  userId: string;
  /** Composed from the catalogue: `notice("claim.approved", { profileName })` (core/notices.ts). */
  notice: Notice;
  at?: Date;
}

/**
 * Writes a notice inside the caller's transaction (D120): the in-app notification always (it is the person's
 * record of what happened; live delivery follows from the row's trigger once the transaction commits), and its
 * e-mail form when the preferences allow (`emailAllowed`: master switch and type switch; topic-less notices about
 * the person's own account always). The e-mail is marked `pending` on the row and rendered by the notice-mail job,
 * which owns the links and the signed unsubscribe token; it is woken after commit.
 * Callers pass catalogue notices only, which never name the employer behind a rating.
 */
export async function notify(
  tx: Tx,
  input: NotifyInput,
): Promise<{ id: string; email: boolean; mailAllowed: boolean }> {
  // Whether the preferences allow e-mail for this notice; a producer that sends its own mail (D122) obeys it too.
  const mailAllowed = emailAllowed(await readPreferences(tx, input.userId), input.notice.topic);
  const email = input.notice.mailed && mailAllowed;
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.notice.kind,
      title: input.notice.title,
      message: input.notice.message,
      link: input.notice.link,
      emailStatus: email ? "pending" : null,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning({ id: notifications.id });
  if (email) wakeAfterCommit(JOB_NAMES.noticeMail);
  return { id: row!.id, email, mailAllowed };
}
