import { eq } from "drizzle-orm";
import { DISPUTE_NOTICES, type DisputeNoticeName } from "../../core/dispute-notices";
import { notice } from "../../core/notices";
import { html } from "../adapters/mail/employer-mail";
import { enqueueMail } from "../adapters/mail/outbox";
import type { Tx } from "../db/client";
import { user } from "../db/schema";
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
  const entry = DISPUTE_NOTICES[input.name];
  const message = (entry.message as (a: ArgsOf<N>) => string)(input.args);
  // Through the notice catalogue (core/notices.ts, `dispute.step`): in-app always; this producer sends the e-mail
  // form itself (its own wording and button), only when the preferences allow it (D122).
  const { mailAllowed } = await notify(tx, {
    userId: input.userId,
    notice: { ...notice("dispute.step", { title: entry.title, message, link: entry.link }), mailed: false },
    at: input.at,
  });
  if (!mailAllowed) return;
  const [recipient] = await tx.select({ email: user.email }).from(user).where(eq(user.id, input.userId));
  if (!recipient) return;
  const url = new URL(entry.link, input.publicUrl).toString();
  await enqueueMail(tx, {
    kind: `dispute_${input.name}`,
    to: recipient.email,
    subject: `${entry.title} — Standing`,
    text: `${message}\n\n${url}`,
    html: html(entry.title, [message], { label: "Open in Standing", url }),
  });
}
