import { INVITATION_LIMITS, INVITATIONS } from "../../../core/contracts/appeals";
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
    content: { title: "Administrator invitation", paragraphs: lines, action: { label: "Accept the invitation", url } },
  };
}
