import { PREFERENCE_LABELS, ROSTER_INVITATIONS_LABEL, type UnsubscribeTopic } from "../../../core/notices";
import type { QueuedMail } from "./outbox";

/** The e-mail form of a catalogue notice (D124): its title and message and a link into the app. */
export function catalogueMail(input: {
  to: string;
  kind: string;
  title: string;
  message: string;
  link: string | null;
  publicUrl: string;
}): QueuedMail {
  const base = input.publicUrl.replace(/\/$/, "");
  const lines = [input.title, "", input.message];
  if (input.link) lines.push("", `Open Standing: ${base}${input.link}`);
  return {
    to: input.to,
    subject: input.title,
    text: lines.join("\n"),
    kind: `notice:${input.kind}`,
    content: {
      title: input.title,
      paragraphs: [input.message],
      ...(input.link ? { action: { label: "Open Standing", url: `${base}${input.link}` } } : {}),
    },
  };
}

/** What the footer of a notice e-mail offers: a one-click unsubscribe for its kind, or none (own account). */
export type MailFooter =
  | { kind: "unsubscribe"; topic: UnsubscribeTopic | "rosterInvitations"; token: string; preferences: boolean }
  | { kind: "always" };

/**
 * Adds the footer every notice e-mail carries (D210): for a switchable kind the one-click unsubscribe (RFC 8058:
 * `List-Unsubscribe` with an HTTPS URL that takes a POST, and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`),
 * a link to the page that unsubscribes without signing in, and (for an account) a link to the preferences page. A
 * notice about the person's own account says it is always sent. To the text and to the HTML's layout (its footer).
 */
export function withNoticeFooter(mail: QueuedMail, footer: MailFooter, publicUrl: string): QueuedMail {
  const base = publicUrl.replace(/\/$/, "");
  const lines: string[] = [];
  const headers: Record<string, string> = { ...(mail.headers ?? {}) };
  const preferences = `${base}/settings/notifications`;
  if (footer.kind === "unsubscribe") {
    const token = encodeURIComponent(footer.token);
    const about =
      footer.topic === "rosterInvitations" ? ROSTER_INVITATIONS_LABEL.about : PREFERENCE_LABELS[footer.topic].about;
    lines.push(`Stop e-mails about ${about}: ${base}/unsubscribe?token=${token}`);
    if (footer.preferences) lines.push(`Choose which e-mails you get: ${preferences}`);
    headers["List-Unsubscribe"] = `<${base}/api/v1/unsubscribe?token=${token}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  } else {
    lines.push("This e-mail is about your own account, so it is always sent.");
    lines.push(`Choose which e-mails you get: ${preferences}`);
  }
  const footerLines = lines.map((l) => {
    const at = l.lastIndexOf(": ");
    if (at < 0 || !l.slice(at + 2).startsWith("http")) return { text: l };
    return { text: l.slice(0, at), url: l.slice(at + 2) };
  });
  return {
    ...mail,
    text: `${mail.text}\n\n--\n${lines.join("\n")}`,
    ...(mail.content ? { content: { ...mail.content, footer: footerLines } } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}
