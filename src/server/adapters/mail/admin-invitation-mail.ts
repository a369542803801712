import { INVITATION_LIMITS, INVITATIONS } from "../../../core/contracts/appeals";
import { escapeHtml } from "../../http/escape-html";
import type { QueuedMail } from "./outbox";

/** The administrator invitation (D329): who invited, what it grants, the single-use link and its expiry. */
export function adminInvitationMail(input: {
  to: string;
  inviterName: string;
  publicUrl: string;
  token: string;
}): QueuedMail {
  const url = `${input.publicUrl.replace(/\/$/, "")}/admin-invitation?token=${encodeURIComponent(input.token)}`;
  const lines = [
    `${input.inviterName} invited you to become an administrator of Standing: moderating disputes and appeals, verifications, users and the audit log.`,
    `Open the link to set your name and password. It works once and expires in ${INVITATION_LIMITS.validHours} hours.`,
    "Before the admin console opens you will enrol a second factor: an authenticator app or a passkey.",
    "If you were not expecting this, ignore this message; nothing is created until you accept.",
  ];
  return {
    kind: "admin_invitation",
    to: input.to,
    subject: INVITATIONS.mailSubject,
    text: `${lines.join("\n\n")}\n\n${url}`,
    // A plain HTML part (the same words and the link spelled out), valid whichever mail layout is in use.
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;max-width:560px;margin:24px auto;padding:0 16px"><h1 style="font-size:20px">Administrator invitation</h1>${lines
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join(
        "",
      )}<p><a href="${escapeHtml(url)}">Accept the invitation</a></p><p style="font-size:12px">${escapeHtml(url)}</p></body></html>`,
  };
}
