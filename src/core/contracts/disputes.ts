import { z } from "zod";
import {
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  type DisputeStatus,
  type DisputeType,
  EMPLOYMENT_STATUSES,
  RATING_STATUSES,
} from "../domain";
import { ProfessionalAppeal } from "./appeals";
import { calendarMonth } from "./calendar-month";
import { Scores } from "./employer";
import { HiddenNote } from "./flags";
import { instant } from "./instant";
import { uuidParams } from "./path-params";

/**
 * Disputes, filing side (issue 7 §5): the professional's view of the ratings on their own profile and of the
 * disputes they opened. Nothing here names, or could name, the employer behind a rating.
 */

export const DISPUTE_TYPE_KEYS = DISPUTE_TYPES.map((d) => d.key) as [DisputeType, ...DisputeType[]];
export const DISPUTE_TYPE_LABELS = Object.fromEntries(DISPUTE_TYPES.map((d) => [d.key, d.label])) as Record<
  DisputeType,
  string
>;

export const DISPUTE_LIMITS = {
  statementMin: 20,
  statementMax: 5000,
  messageMax: 5000,
  /** Evidence files per submission (the dispute itself, or one message). */
  filesPerSubmission: 5,
  /** Evidence files on one dispute, all submissions together. */
  filesPerDispute: 20,
  fileBytes: 10 * 1024 * 1024,
  /** Withdrawn disputes on one rating within `reopenWindowDays` after which it cannot be disputed again (D70). */
  withdrawalsPerRating: 2,
  reopenWindowDays: 30,
} as const;

/**
 * When a rating whose disputes were withdrawn (these `resolvedAt` times) may be disputed again, or null when it may
 * be now: after `withdrawalsPerRating` withdrawals inside the window, once the oldest of them has left it (D70).
 */
export function disputeAgainFrom(withdrawnAt: readonly Date[], now: Date): Date | null {
  const windowMs = DISPUTE_LIMITS.reopenWindowDays * 86_400_000;
  const recent = withdrawnAt
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - windowMs)
    .sort((a, b) => a - b);
  if (recent.length < DISPUTE_LIMITS.withdrawalsPerRating) return null;
  return new Date(recent[recent.length - DISPUTE_LIMITS.withdrawalsPerRating]! + windowMs);
}

/** "December 23, 2026" (UTC), as the re-open limit names the day. */
export const reopenDateLabel = (d: Date) =>
  d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** Every sentence the dispute screens and API answer with. */
/**
 * What each party of a dispute sees (issue 33 §4, D301), said the same way on every screen, notice and page. The
 * employer knows whom it rated: the dispute shows it its own rating of that professional, so it learns that this
 * professional disputed it and the reason chosen (the dispute type). The professional's statement, messages and
 * evidence never reach the employer (`presenters/employer-disputes.ts`), and the employer's answers never reach
 * the professional (`presenters/dispute.ts`).
 */
export const DISPUTE_VISIBILITY = {
  /** To the professional, before and after filing. */
  professional:
    "The employer who wrote the rating is told that you dispute it and the reason you chose, and Standing may ask for its side. It never sees your statement, your messages or your evidence.",
  /** To the employer, on its disputes page. */
  employer:
    "Each dispute is raised by the professional you rated, about your rating of them. You see the reason they chose and Standing's questions to you, never their statement, messages or evidence; they never see your answers.",
} as const;

export const DISPUTES = {
  noProfile:
    "You don't have a profile yet. Claim your profile first: disputes are filed on your own profile's ratings.",
  ratingNotFound: "We could not find that rating on your profile.",
  ratingRemoved: "This rating has already been removed from your profile, so there is nothing to dispute.",
  alreadyDisputed:
    "This rating already has an open dispute. Follow it under Your disputes, or withdraw it before opening another.",
  disputeNotFound: "We could not find that dispute.",
  evidenceNotFound: "We could not find that file.",
  typeRequired: "Choose what is wrong with this rating.",
  statementTooShort: `Explain what is wrong in at least ${DISPUTE_LIMITS.statementMin} characters.`,
  statementTooLong: `Keep your statement under ${DISPUTE_LIMITS.statementMax.toLocaleString("en-US")} characters.`,
  messageRequired: "Write a message.",
  messageTooLong: `Keep your message under ${DISPUTE_LIMITS.messageMax.toLocaleString("en-US")} characters.`,
  tooManyFiles: `Attach at most ${DISPUTE_LIMITS.filesPerSubmission} files at a time.`,
  tooManyFilesOnDispute: `A dispute can hold at most ${DISPUTE_LIMITS.filesPerDispute} files.`,
  fileTooLarge: "Each file must be 10 MB or smaller.",
  fileEmpty: "One of the files is empty.",
  fileType: "Evidence must be a PDF, PNG or JPEG file.",
  multipartRequired: "Send the dispute as a form (multipart/form-data).",
  malformedForm: "The form could not be read. Please try again.",
  closed: "This dispute is closed, so it can no longer take messages.",
  notLive: "This dispute is already closed.",
  reopenLimit: (from: string) =>
    `You have withdrawn ${DISPUTE_LIMITS.withdrawalsPerRating} disputes on this rating in the last ${DISPUTE_LIMITS.reopenWindowDays} days. You can dispute it again from ${from}.`,
  opened: "Your dispute was sent. Standing's Trust & Safety team will review it; you'll be notified of any change.",
  messageSent: "Your message was added to the dispute.",
  answerSent: "Thanks — your answer was sent and the dispute is back under review.",
  withdrawn: "You withdrew the dispute. The rating is shown as before.",
  /** How the reviewer appears in the conversation: never a person's name. */
  reviewerName: "Standing Trust & Safety",
  youName: "You",
} as const;

/** Trimmed, without NUL characters (PostgreSQL text cannot hold them; they carry no meaning in a statement). */
const trimmed = (schema: z.ZodString) =>
  z.preprocess((v) => (typeof v === "string" ? v.replaceAll("\u0000", "").trim() : v), schema);

/** The text fields of POST /professional/disputes (the files travel beside them in the multipart body). */
export const OpenDisputeFields = z.strictObject({
  ratingId: z.uuid({ error: DISPUTES.ratingNotFound }),
  disputeType: z.enum(DISPUTE_TYPE_KEYS, { error: DISPUTES.typeRequired }),
  statement: trimmed(
    z
      .string({ error: DISPUTES.statementTooShort })
      .min(DISPUTE_LIMITS.statementMin, { error: DISPUTES.statementTooShort })
      .max(DISPUTE_LIMITS.statementMax, { error: DISPUTES.statementTooLong }),
  ),
});
export type OpenDisputeFields = z.infer<typeof OpenDisputeFields>;

/** The text field of POST /professional/disputes/:disputeId/messages. */
export const DisputeMessageFields = z.strictObject({
  body: trimmed(
    z
      .string({ error: DISPUTES.messageRequired })
      .min(1, { error: DISPUTES.messageRequired })
      .max(DISPUTE_LIMITS.messageMax, { error: DISPUTES.messageTooLong }),
  ),
});
export type DisputeMessageFields = z.infer<typeof DisputeMessageFields>;

export const DisputeParams = uuidParams("disputeId");
export const EvidenceParams = uuidParams("disputeId", "evidenceId");

const DisputeStatusSchema = z.enum(DISPUTE_STATUSES);

/** A rating on the caller's own profile: scores, month only, and its live dispute if any. No author. */
export const OwnRating = z.object({
  id: z.string(),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES),
  status: z.enum(RATING_STATUSES),
  scores: Scores,
  /** Mean of the scored categories, 2 decimals. */
  score: z.number(),
  /** YYYY-MM (UTC): the month it was submitted, never the exact time. */
  month: calendarMonth,
  dispute: z.object({ id: z.string(), status: DisputeStatusSchema, statusLabel: z.string() }).nullable(),
  /** Whether a dispute can be opened now (not removed, no live dispute, not waiting after withdrawals). */
  canDispute: z.boolean(),
  /** After repeated withdrawals: when a dispute may be opened again (ISO time), else null (D70). */
  disputeAgainFrom: instant.nullable(),
});
export type OwnRating = z.infer<typeof OwnRating>;

export const OwnRatingsResponse = z.object({ ratings: z.array(OwnRating) });
export type OwnRatingsResponse = z.infer<typeof OwnRatingsResponse>;

export const DisputeSummary = z.object({
  id: z.string(),
  ratingId: z.string(),
  /** YYYY-MM of the disputed rating. */
  ratingMonth: calendarMonth,
  type: z.enum(DISPUTE_TYPE_KEYS),
  typeLabel: z.string(),
  status: DisputeStatusSchema,
  statusLabel: z.string(),
  live: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
  resolvedAt: instant.nullable(),
});
export type DisputeSummary = z.infer<typeof DisputeSummary>;

export const DisputeListResponse = z.object({ disputes: z.array(DisputeSummary) });
export type DisputeListResponse = z.infer<typeof DisputeListResponse>;

export const EvidenceFile = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: instant,
});
export type EvidenceFile = z.infer<typeof EvidenceFile>;

/** One entry of the dispute's timeline. The reviewer is always "Standing Trust & Safety", never a person. */
export const DisputeMessage = z.object({
  id: z.string(),
  author: z.enum(["you", "standing"]),
  authorLabel: z.string(),
  body: z.string(),
  createdAt: instant,
  evidence: z.array(EvidenceFile),
});
export type DisputeMessage = z.infer<typeof DisputeMessage>;

export const DisputeDetail = DisputeSummary.extend({
  statement: z.string(),
  rating: OwnRating.omit({ dispute: true, canDispute: true, disputeAgainFrom: true }),
  /** Files sent with the statement. */
  evidence: z.array(EvidenceFile),
  messages: z.array(DisputeMessage),
  /** Whether the professional may add a message now, and whether that message answers a request. */
  canMessage: z.boolean(),
  awaitingAnswer: z.boolean(),
  canWithdraw: z.boolean(),
  /** The date shown to the professional: an answer deadline while Standing waits for them, else the 30-day date. */
  deadline: z.object({ kind: z.enum(["answer", "decision"]), at: instant }).nullable(),
  /** The statement of reasons once decided (D103): written for both parties, naming no one. */
  decision: z.object({ reasonLabel: z.string(), statement: z.string(), at: instant }).nullable(),
  /** The professional's own statement or messages a moderator hid, with the reason (D237). */
  hidden: z.array(HiddenNote),
  /** Whether the decision may be appealed, and the appeal once filed (D326). */
  appeal: ProfessionalAppeal,
});
export type DisputeDetail = z.infer<typeof DisputeDetail>;

export const DisputeWriteResponse = z.object({ dispute: DisputeDetail, message: z.string() });
export type DisputeWriteResponse = z.infer<typeof DisputeWriteResponse>;

export const DISPUTE_STATUS_HELP: Record<DisputeStatus, string> = {
  open: "Waiting for review by Standing's Trust & Safety team.",
  needs_info: "Standing asked you for more information. Answer below to continue the review.",
  under_review:
    "Standing is reviewing the dispute and may ask the employer for its side. The employer never sees your statement or evidence.",
  awaiting_employer:
    "Standing asked the employer for its side. It knows this rating is disputed and why, but never sees your statement or evidence. If it does not answer in time, the dispute is decided on your evidence.",
  upheld: "The rating was found inaccurate and removed from your profile.",
  dismissed: "The review found no reason to remove the rating.",
  withdrawn: "You withdrew this dispute.",
  overturned: "The employer appealed and the decision was reversed, so the rating is shown again.",
};
