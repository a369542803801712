import { eq } from "drizzle-orm";
import { emailAllowed, type NoticeTopic, ROSTER_INVITATIONS_TOPIC } from "../../core/notices";
import { withNoticeFooter } from "../adapters/mail/notice-mail";
import { enqueueMail, type QueuedMail } from "../adapters/mail/outbox";
import { signAddressUnsubscribeToken, signUnsubscribeToken } from "../auth/unsubscribe-token";
import type { DbOrTx, Tx } from "../db/client";
import { mailSuppressions } from "../db/schema";
import { readPreferences } from "../queries/notification-preferences";

/** Where links in a notice e-mail point, and the key its unsubscribe token is signed with. */
export interface MailLinks {
  publicUrl: string;
  secret: string;
}

export type NoticeEmailRecipient =
  /** Someone with an account: their preferences decide. */
  | { userId: string; address: string }
  /** An address with no account (a roster invitation): the suppression list decides (D212). */
  | { address: string };

export type NoticeEmailTopic = NoticeTopic | typeof ROSTER_INVITATIONS_TOPIC | null;

/**
 * Whether a notice e-mail may go to this recipient (SPEC §4, D210): to an account, the master switch and the type
 * switch (a topic-less notice about the person's own account always goes); to a bare address, unless it is on the
 * suppression list. The one rule, shared by `notify` (in the producer's transaction) and `sendNoticeEmail`.
 */
export async function noticeEmailAllowed(
  db: DbOrTx,
  to: NoticeEmailRecipient,
  topic: NoticeEmailTopic,
): Promise<boolean> {
  if ("userId" in to) {
    if (topic === ROSTER_INVITATIONS_TOPIC)
      return emailAllowed(await readPreferences(db, to.userId), "verificationUpdates");
    return emailAllowed(await readPreferences(db, to.userId), topic);
  }
  const [suppressed] = await db
    .select({ address: mailSuppressions.address })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.address, to.address.trim().toLowerCase()))
    .limit(1);
  return !suppressed;
}

/**
 * THE way a notification-type e-mail leaves (D210): every notice e-mail — the catalogue's own form (jobs/
 * notice-mail.ts), a producer's fuller form (verification and claim decisions, through `notify`), a roster
 * invitation — passes here. It decides (`noticeEmailAllowed`), adds the footer with the one-click unsubscribe for
 * its kind and the preferences link (`withNoticeFooter`), and queues it in the caller's transaction. Security mail
 * (e-mail verification, password reset, new-device sign-in) does not come here: it is never switchable.
 * Returns whether it was queued.
 */
export async function sendNoticeEmail(
  tx: Tx,
  input: { to: NoticeEmailRecipient; topic: NoticeEmailTopic; mail: Omit<QueuedMail, "to">; links: MailLinks },
): Promise<boolean> {
  if (!(await noticeEmailAllowed(tx, input.to, input.topic))) return false;
  const { secret, publicUrl } = input.links;
  const mail: QueuedMail = { ...input.mail, to: input.to.address };
  const footer =
    input.topic === null
      ? ({ kind: "always" } as const)
      : "userId" in input.to
        ? ({
            kind: "unsubscribe",
            topic: input.topic === ROSTER_INVITATIONS_TOPIC ? "verificationUpdates" : input.topic,
            token: signUnsubscribeToken(
              secret,
              input.to.userId,
              input.topic === ROSTER_INVITATIONS_TOPIC ? "verificationUpdates" : input.topic,
            ),
            preferences: true,
          } as const)
        : ({
            kind: "unsubscribe",
            topic: ROSTER_INVITATIONS_TOPIC,
            token: signAddressUnsubscribeToken(secret, input.to.address),
            preferences: false,
          } as const);
  await enqueueMail(tx, withNoticeFooter(mail, footer, publicUrl));
  return true;
}
