import type { QueuedMail } from "./outbox";

/** E-mails of the claim flows (issue 7). None names an employer behind a rating. */

const base = (publicUrl: string) => publicUrl.replace(/\/$/, "");

/**
 * The roster invitation: an employer added this person and gave their e-mail. It never names the employer: a rating
 * that follows could then be tied to it (issue 12, hole 7). The link opens the claim page with the single-use token.
 */
export function rosterInviteMail(input: {
  to: string;
  firstName: string;
  publicUrl: string;
  token: string;
  expiresInDays: number;
}): QueuedMail {
  const url = `${base(input.publicUrl)}/dashboard/professional/claim?invite=${encodeURIComponent(input.token)}`;
  const lines = [
    `Hi ${input.firstName},`,
    "A verified employer added you to its team on Standing, the verified reputation network for today's workforce. Claim your free profile to see your ratings, control who can see them and dispute anything inaccurate:",
  ];
  const after = [
    `Sign in, or create a free professional account, with this e-mail address (${input.to}). The link works once and expires in ${input.expiresInDays} days.`,
    "If you were not expecting this, you can ignore this message: nothing is shown about you until you choose.",
  ];
  return {
    kind: "roster_invite",
    to: input.to,
    subject: "You were added to a team on Standing",
    text: `${lines.join("\n\n")}\n\n${url}\n\n${after.join("\n\n")}`,
    content: {
      title: "Claim your profile on Standing",
      paragraphs: [...lines, ...after],
      action: { label: "Claim your profile", url },
    },
  };
}

export function claimDecisionMail(input: {
  to: string;
  profileName: string;
  publicUrl: string;
  decision: { approved: true } | { approved: false; reason: string };
}): QueuedMail {
  const approved = input.decision.approved;
  const lines = approved
    ? [
        `Good news: your request to claim the profile of ${input.profileName} was approved.`,
        "The profile is yours now and shows the Claimed Profile badge. Complete it, choose who can see it, and dispute any rating you believe is inaccurate.",
      ]
    : [
        `We could not approve your request to claim the profile of ${input.profileName}.`,
        `Reason: ${input.decision.approved ? "" : input.decision.reason}`,
        "You can send a new request with other evidence, or create your own profile.",
      ];
  const url = `${base(input.publicUrl)}/dashboard/professional${approved ? "" : "/claim"}`;
  return {
    kind: approved ? "claim_request_approved" : "claim_request_rejected",
    to: input.to,
    subject: approved ? "Your profile on Standing is claimed" : "Your Standing claim request",
    text: `${lines.join("\n\n")}\n\n${url}`,
    content: {
      title: approved ? "Profile claimed" : "Claim request not approved",
      paragraphs: lines,
      action: { label: approved ? "Open your dashboard" : "Review your claim", url },
    },
  };
}
