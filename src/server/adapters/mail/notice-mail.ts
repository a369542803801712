import { PREFERENCE_LABELS, type UnsubscribeTopic } from "../../../core/notices";
import type { QueuedMail } from "./outbox";

export interface NoticeMailInput {
  to: string;
  kind: string;
  title: string;
  message: string;
  link: string | null;
  /** The switch that governs it; null for mail about the person's own account (not switchable). */
  topic: UnsubscribeTopic | null;
  publicUrl: string;
  /** Signed for this user and topic (auth/unsubscribe-token.ts); absent when `topic` is null. */
  unsubscribeToken?: string;
}

/**
 * The e-mail form of a catalogue notice (D124): its title and message, a link into the app, and for switchable
 * kinds a one-click unsubscribe for that kind (RFC 8058: `List-Unsubscribe` with an HTTPS URL that takes a POST,
 * and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`), a link to a page that unsubscribes without signing in,
 * and a link to the preferences. Carries only the notice's own wording, which never names a rater.
 */
export function noticeMail(input: NoticeMailInput): QueuedMail {
  const base = input.publicUrl.replace(/\/$/, "");
  const lines = [input.title, "", input.message, ""];
  if (input.link) lines.push(`Open Standing: ${base}${input.link}`, "");
  lines.push("--");
  const headers: Record<string, string> = {};
  if (input.topic && input.unsubscribeToken) {
    const token = encodeURIComponent(input.unsubscribeToken);
    lines.push(`Stop e-mails about ${PREFERENCE_LABELS[input.topic].about}: ${base}/unsubscribe?token=${token}`);
    headers["List-Unsubscribe"] = `<${base}/api/v1/unsubscribe?token=${token}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  } else {
    lines.push("This e-mail is about your own account, so it is always sent.");
  }
  lines.push(`Choose which e-mails you get: ${base}/settings/notifications`);
  return {
    to: input.to,
    subject: input.title,
    text: lines.join("\n"),
    kind: `notice:${input.kind}`,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}
