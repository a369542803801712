import { z } from "zod";
import { LIMITS } from "../limits";
import { VALIDATION } from "../messages";
import { instant } from "./instant";
import { OkMessage } from "./ok";
import { uuidParams } from "./path-params";

/**
 * Issue 34 §3–§4: the professional's appeal of a dispute decision (D326–D327), an appeal decided by the first
 * decider when no other administrator is active (D328), and administrator invitations (D329–D330).
 */

export const APPEAL_LIMITS = {
  statementMin: 20,
  statementMax: 5000,
  /** The reason the administrator who took the original decision records before deciding the appeal alone. */
  selfReasonMin: 30,
  selfReasonMax: 2000,
  /** Days after the decision within which the professional may appeal (the strike appeal's 30 days, D326). */
  windowDays: 30,
} as const;

export const INVITATION_LIMITS = {
  /** An invitation link works this many hours after it is sent. */
  validHours: 72,
  /** Invitations one administrator may send in an hour. */
  perAdminPerHour: 10,
} as const;

export const APPEALS = {
  statementTooShort: `Explain why the decision is wrong in at least ${APPEAL_LIMITS.statementMin} characters.`,
  statementTooLong: `Keep your appeal under ${APPEAL_LIMITS.statementMax.toLocaleString("en-US")} characters.`,
  notAppealable: "Only a dismissed dispute can be appealed: this decision did not go against you.",
  windowClosed: `The ${APPEAL_LIMITS.windowDays} days to appeal this decision have passed.`,
  alreadyAppealed: "You have already appealed this decision. One appeal per decision.",
  filed:
    "Your appeal was filed. An administrator who did not take the original decision reviews it; you'll be notified of the outcome.",
  notFound: "We could not find that appeal.",
  decided: "Appeal decided and both parties told.",
  selfReasonRequired: `You took the original decision. No other administrator is active, so you may decide this appeal yourself: record why in at least ${APPEAL_LIMITS.selfReasonMin} characters.`,
  selfReasonTooLong: `Keep the reason under ${APPEAL_LIMITS.selfReasonMax.toLocaleString("en-US")} characters.`,
  selfReasonNotNeeded: "A reason for deciding alone is only recorded when you took the original decision.",
  anotherMustDecide:
    "You took the original decision. Another administrator is active, so they decide this appeal (DSA art. 20).",
  /** The queue's truthful sentence about who reviews an appeal. */
  reviewersOthers: (n: number) =>
    `Appeals are decided by an administrator other than the one who took the original decision. ${n === 1 ? "1 other administrator is" : `${n} other administrators are`} active.`,
  reviewersAlone:
    "You are the only active administrator. You may decide an appeal against your own decision after recording why; it is flagged in the audit log and counted in the transparency report. Invite another administrator to avoid this.",
} as const;

const text = (min: number, max: number, short: string, long: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replaceAll("\u0000", "").trim() : v),
    z.string({ error: short }).min(min, { error: short }).max(max, { error: long }),
  );

export const selfDecisionReason = text(
  APPEAL_LIMITS.selfReasonMin,
  APPEAL_LIMITS.selfReasonMax,
  APPEALS.selfReasonRequired,
  APPEALS.selfReasonTooLong,
);

export const ProfessionalAppealInput = z.strictObject({
  statement: text(
    APPEAL_LIMITS.statementMin,
    APPEAL_LIMITS.statementMax,
    APPEALS.statementTooShort,
    APPEALS.statementTooLong,
  ),
});
export type ProfessionalAppealInput = z.infer<typeof ProfessionalAppealInput>;

export const APPEAL_STATUS_LABELS = {
  pending: "Appeal under review",
  upheld: "Appeal upheld — the decision was overturned",
  rejected: "Appeal rejected — the decision stands",
} as const;

/** The professional's view of the appeal on their dispute page: their own words and the outcome, naming no one. */
export const ProfessionalAppeal = z.object({
  /** Whether the professional may appeal now, and until when (null once appealed or when nothing is appealable). */
  canAppeal: z.boolean(),
  appealBy: instant.nullable(),
  filed: z
    .object({
      status: z.enum(["pending", "upheld", "rejected"]),
      statusLabel: z.string(),
      statement: z.string(),
      filedAt: instant,
      decision: z.object({ reasonLabel: z.string(), statement: z.string(), at: instant }).nullable(),
    })
    .nullable(),
});
export type ProfessionalAppeal = z.infer<typeof ProfessionalAppeal>;

/** Who holds a review item (disputes, appeals), and a decision taken on one: the moderators' views share them. */
export const ReviewClaim = z.object({ byYou: z.boolean(), by: z.string(), at: instant }).nullable();
export const ReviewDecision = z
  .object({ reasonCode: z.string(), reasonLabel: z.string(), statement: z.string(), at: instant })
  .nullable();

/** What this administrator may do with an appeal; `selfReasonNeeded`: acting needs the recorded reason (D328). */
export const AppealAbilities = z.object({
  claim: z.boolean(),
  release: z.boolean(),
  act: z.boolean(),
  selfReasonNeeded: z.boolean(),
});

/** What both kinds of appeal show in the administrators' queue after their subject: the appeal and its review. */
export const appealReviewFields = {
  statement: z.string(),
  filedAt: instant,
  claim: ReviewClaim,
  decision: ReviewDecision,
  /** Set when the first decider decided alone: the recorded reason (D328). */
  selfDecisionReason: z.string().nullable(),
  can: AppealAbilities,
};

/** A professional's appeal in the administrators' appeals queue (administrators see the employer). */
export const DisputeAppealRow = z.object({
  id: z.string(),
  status: z.enum(["pending", "upheld", "rejected"]),
  disputeId: z.string(),
  professionalName: z.string(),
  companyName: z.string().nullable(),
  originalDecision: z.object({ reasonLabel: z.string(), by: z.string() }).nullable(),
  ...appealReviewFields,
});
export type DisputeAppealRow = z.infer<typeof DisputeAppealRow>;

/** Who can review appeals right now, for the queue's sentence (truthful with one administrator or several). */
export const AppealReviewers = z.object({ othersActive: z.number().int(), note: z.string() });
export type AppealReviewers = z.infer<typeof AppealReviewers>;

// --- administrator invitations

const email = z
  .string({ error: VALIDATION.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, VALIDATION.invalidEmail)
  .pipe(z.email({ error: VALIDATION.invalidEmail }));

export const INVITATIONS = {
  sent: (email: string) => `Invitation sent to ${email}. The link works for ${INVITATION_LIMITS.validHours} hours.`,
  revoked: "Invitation revoked. Its link no longer works.",
  accountExists:
    "An account with this e-mail already exists. An invitation only creates a new administrator account; it never adds the role to an existing account (D330).",
  alreadyInvited: "An invitation to this e-mail is still open. Revoke it first to send a new one.",
  notFound: "We could not find that invitation.",
  invalidLink: "This invitation link is not valid. Ask the administrator who invited you for a new one.",
  expired: "This invitation has expired. Ask the administrator who invited you for a new one.",
  used: "This invitation was already used. Sign in instead.",
  revokedLink: "This invitation was revoked. Ask an administrator for a new one.",
  notOpen: "This invitation is no longer open.",
  accepted:
    "Your administrator account is ready. Sign in, then enrol a second factor (an authenticator app or a passkey) before the admin console opens.",
  mailSubject: "You are invited to administer Standing",
} as const;

export const InviteAdminInput = z.strictObject({ email });
export type InviteAdminInput = z.infer<typeof InviteAdminInput>;
export const InvitationIdParams = uuidParams("invitationId");
export const InvitationTokenParams = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/) });

export const AcceptInvitationInput = z.strictObject({
  fullName: z.string({ error: VALIDATION.fullNameRequired }).trim().min(2, VALIDATION.fullNameRequired).max(120),
  password: z
    .string({ error: VALIDATION.passwordTooShort })
    .min(LIMITS.passwordMinLength, VALIDATION.passwordTooShort)
    .max(128, "Password must be at most 128 characters"),
});
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInput>;

export const AdminInvitationRow = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: instant,
  expiresAt: instant,
  state: z.enum(["open", "expired", "accepted", "revoked"]),
  canRevoke: z.boolean(),
});
export type AdminInvitationRow = z.infer<typeof AdminInvitationRow>;
export const AdminInvitationList = z.object({ invitations: z.array(AdminInvitationRow) });
export type AdminInvitationList = z.infer<typeof AdminInvitationList>;
export const InvitationPreview = z.object({ email: z.string(), expiresAt: instant });
/** An invitation step done, with the sentence the page shows. */
export const InvitationMessage = OkMessage;
