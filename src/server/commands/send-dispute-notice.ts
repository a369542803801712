import { eq } from "drizzle-orm";
import { DISPUTE_NOTICES, type DisputeNoticeName } from "../../core/dispute-notices";
import { html } from "../adapters/mail/employer-mail";
import { enqueueMail } from "../adapters/mail/outbox";
import type { Tx } from "../db/client";
import { notificationPreferences, user } from "../db/schema";
import { notify } from "./notify";

type ArgsOf<N extends DisputeNoticeName> = Parameters<(typeof DISPUTE_NOTICES)[N]["message"]>[0];

/**
 * Sends one dispute notice inside the caller's transaction: the in-app notification (through `notify`, which
 * honours the "dispute updates" switch) and, when the person keeps e-mail on, the same words by e-mail. Both are
 * written with the change that caused them, so neither exists without the other's cause.
 */
export async function sendDisputeNotice<N extends DisputeNoticeName>(
  tx: Tx,
  input: { name: N; userId: string; args: ArgsOf<N>; at: Date; publicUrl: string },
): Promise<void> {
  const notice = DISPUTE_NOTICES[input.name];
  const message = (notice.message as (a: ArgsOf<N>) => string)(input.args);
  const written = await notify(tx, {
    userId: input.userId,
    topic: notice.topic,
    title: notice.title,
    message,
    link: notice.link,
    at: input.at,
  });
  if (!written) return;
  const [prefs] = await tx
    .select({ email: notificationPreferences.emailNotifications })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, input.userId));
  if (prefs && !prefs.email) return;
  const [recipient] = await tx.select({ email: user.email }).from(user).where(eq(user.id, input.userId));
  if (!recipient) return;
  const url = new URL(notice.link, input.publicUrl).toString();
  await enqueueMail(tx, {
    kind: `dispute_${input.name}`,
    to: recipient.email,
    subject: `${notice.title} — Standing`,
    text: `${message}\n\n${url}`,
    html: html(notice.title, [message], { label: "Open in Standing", url }),
  });
}
