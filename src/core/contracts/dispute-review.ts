import { z } from "zod";
import { APPEAL_STATES } from "../dispute-workflow";
import { DISPUTE_STATUSES, EMPLOYMENT_STATUSES } from "../domain";
import { RATER_IDENTIFIER_KINDS } from "../rater-screen";
import {
  AppealReviewers,
  appealReviewFields,
  DisputeAppealRow,
  ReviewClaim,
  ReviewDecision,
  selfDecisionReason,
} from "./appeals";
import { DISPUTE_TYPE_KEYS, DisputeMessage, EvidenceFile } from "./disputes";
import { Scores } from "./employer";
import { instant } from "./instant";
import { uuidParams } from "./path-params";

/**
 * Disputes decided (issue 14): the moderators' queue and decisions, strikes and appeals. The professional's side
 * stays in `disputes.ts`, the employer's is `employer-disputes.ts`, the public report `transparency.ts`.
 */

export const REVIEW_LIMITS = {
  /** A statement of reasons (decision or appeal decision) is at least this long, on top of its reason code. */
  statementMin: 40,
  statementMax: 5000,
  questionMin: 20,
  questionMax: 5000,
  appealMin: 20,
  appealMax: 5000,
  /** A moderator's claim lapses after this many hours without action, so a dispute is never stuck (D101). */
  claimHours: 24,
  /** Transparency report: a monthly count below this is shown as "fewer than 5" (D108). */
  suppressBelow: 5,
} as const;

/** Why a rating was removed (upheld) — the statement of reasons starts from one of these (DSA art. 17). */
export const REMOVE_REASONS = [
  { key: "employment_not_verified", label: "The employment could not be verified" },
  { key: "factually_inaccurate", label: "The rating rests on facts shown to be inaccurate" },
  { key: "discriminatory", label: "The rating was found to be discriminatory" },
  { key: "retaliatory", label: "The rating was found to be retaliatory" },
  { key: "employer_no_answer", label: "The employer did not answer in time; decided on the professional's evidence" },
] as const;
/** Why a dispute was dismissed (the rating stays). */
export const DISMISS_REASONS = [
  { key: "evidence_supports_rating", label: "The evidence supports the rating" },
  { key: "opinion_within_policy", label: "The rating is an opinion within the fair-use policy" },
  { key: "insufficient_evidence", label: "The dispute was not supported by enough evidence" },
  { key: "professional_no_answer", label: "The professional did not answer the request for information" },
] as const;
export const APPEAL_UPHOLD_REASONS = [
  { key: "new_evidence", label: "New evidence changes the outcome" },
  { key: "decision_error", label: "The original decision was wrong" },
  { key: "procedural_error", label: "The review did not follow its procedure" },
] as const;
export const APPEAL_REJECT_REASONS = [
  { key: "decision_stands", label: "The original decision stands" },
  { key: "no_new_evidence", label: "The appeal brings no new evidence" },
] as const;

type Keys<T extends ReadonlyArray<{ key: string }>> = [T[number]["key"], ...T[number]["key"][]];
const keysOf = <T extends ReadonlyArray<{ key: string }>>(list: T) => list.map((r) => r.key) as Keys<T>;

export const REASON_LABELS: Record<string, string> = Object.fromEntries(
  [...REMOVE_REASONS, ...DISMISS_REASONS, ...APPEAL_UPHOLD_REASONS, ...APPEAL_REJECT_REASONS].map((r) => [
    r.key,
    r.label,
  ]),
);

/** Every sentence of the review side. */
export const REVIEW = {
  notFound: "We could not find that dispute.",
  appealNotFound: "We could not find that appeal.",
  strikeNotFound: "We could not find that strike.",
  closed: "This dispute is already decided or closed.",
  claimedByOther: (who: string) => `${who} is working on this dispute. Wait for them to release it.`,
  appealClaimedByOther: (who: string) => `${who} is working on this appeal. Wait for them to release it.`,
  claimFirst: "Claim this item before acting on it, so no one else decides it at the same time.",
  notWaitingForYou: "Standing has not asked you anything on this dispute right now.",
  reasonRequired: "Choose a reason.",
  statementTooShort: `Write the statement of reasons in at least ${REVIEW_LIMITS.statementMin} characters.`,
  statementTooLong: `Keep the statement under ${REVIEW_LIMITS.statementMax.toLocaleString("en-US")} characters.`,
  questionTooShort: `Write the question in at least ${REVIEW_LIMITS.questionMin} characters.`,
  answerRequired: "Write your answer.",
  appealTooShort: `Explain your appeal in at least ${REVIEW_LIMITS.appealMin} characters.`,
  appealTooLong: `Keep your appeal under ${REVIEW_LIMITS.appealMax.toLocaleString("en-US")} characters.`,
  appealWindowClosed: "The 30 days to appeal this strike have passed.",
  alreadyAppealed: "This strike has already been appealed.",
  strikeNotActive: "This strike no longer counts, so there is nothing to appeal.",
  appealDecided: "This appeal is already decided.",
  claimed: "You claimed it. Others now see it as yours.",
  released: "Released. Another moderator can pick it up.",
  infoRequested: "Your question was sent. The deadline is shown on the dispute.",
  decided: "Decision recorded and both parties told.",
  answerSent: "Your answer was sent to Standing's Trust & Safety team.",
  appealFiled: "Your appeal was filed. A moderator who did not take the original decision will review it.",
  appealResult: "Appeal decided and the employer told.",
  reviewerName: "Standing Trust & Safety",
} as const;

const text = (min: number, max: number, short: string, long: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replaceAll("\u0000", "").trim() : v),
    z.string({ error: short }).min(min, { error: short }).max(max, { error: long }),
  );

export const DisputeIdParams = uuidParams("disputeId");
export const AppealIdParams = uuidParams("appealId");
export const StrikeIdParams = uuidParams("strikeId");

export const RequestInfoInput = z.strictObject({
  party: z.enum(["employer", "professional"]),
  question: text(
    REVIEW_LIMITS.questionMin,
    REVIEW_LIMITS.questionMax,
    REVIEW.questionTooShort,
    REVIEW.statementTooLong,
  ),
});
export type RequestInfoInput = z.infer<typeof RequestInfoInput>;

const statement = text(
  REVIEW_LIMITS.statementMin,
  REVIEW_LIMITS.statementMax,
  REVIEW.statementTooShort,
  REVIEW.statementTooLong,
);

export const DecideDisputeInput = z.discriminatedUnion("outcome", [
  z.strictObject({
    outcome: z.literal("remove"),
    reasonCode: z.enum(keysOf(REMOVE_REASONS), { error: REVIEW.reasonRequired }),
    statement,
  }),
  z.strictObject({
    outcome: z.literal("dismiss"),
    reasonCode: z.enum(keysOf(DISMISS_REASONS), { error: REVIEW.reasonRequired }),
    statement,
  }),
]);
export type DecideDisputeInput = z.infer<typeof DecideDisputeInput>;

export const DecideAppealInput = z.discriminatedUnion("outcome", [
  z.strictObject({
    outcome: z.literal("uphold"),
    reasonCode: z.enum(keysOf(APPEAL_UPHOLD_REASONS), { error: REVIEW.reasonRequired }),
    statement,
    /** Only from the administrator who took the original decision, when no other is active (D328). */
    selfDecisionReason: selfDecisionReason.optional(),
  }),
  z.strictObject({
    outcome: z.literal("reject"),
    reasonCode: z.enum(keysOf(APPEAL_REJECT_REASONS), { error: REVIEW.reasonRequired }),
    statement,
    selfDecisionReason: selfDecisionReason.optional(),
  }),
]);
export type DecideAppealInput = z.infer<typeof DecideAppealInput>;

export const AppealInput = z.strictObject({
  statement: text(REVIEW_LIMITS.appealMin, REVIEW_LIMITS.appealMax, REVIEW.appealTooShort, REVIEW.appealTooLong),
});

export const EmployerAnswerFields = z.strictObject({
  body: text(1, REVIEW_LIMITS.questionMax, REVIEW.answerRequired, REVIEW.statementTooLong),
});

export const AdminDisputeQuery = z.strictObject({
  status: z.enum(["live", "closed", ...DISPUTE_STATUSES]).default("live"),
  type: z.enum(DISPUTE_TYPE_KEYS).optional(),
  claim: z.enum(["any", "mine", "unclaimed"]).default("any"),
});
export type AdminDisputeQuery = z.infer<typeof AdminDisputeQuery>;

export const Status = z.enum(DISPUTE_STATUSES);
export const Deadline = z.object({ kind: z.enum(["answer", "decision"]), at: instant }).nullable();
const Claim = ReviewClaim;
export const Decision = ReviewDecision;

/** A row of /admin/disputes (moderators see the employer: SPEC "traceable" by administrators). */
export const AdminDisputeRow = z.object({
  id: z.string(),
  type: z.enum(DISPUTE_TYPE_KEYS),
  typeLabel: z.string(),
  status: Status,
  statusLabel: z.string(),
  professionalName: z.string(),
  companyName: z.string().nullable(),
  filedAt: instant,
  deadline: Deadline,
  overdue: z.boolean(),
  claim: Claim,
});
export type AdminDisputeRow = z.infer<typeof AdminDisputeRow>;
export const AdminDisputeList = z.object({ disputes: z.array(AdminDisputeRow) });
export type AdminDisputeList = z.infer<typeof AdminDisputeList>;

/** A dispute's file as the party sees it, and which party sent it. */
const File = EvidenceFile.extend({ party: z.enum(["professional", "employer"]) });

export const ModerationEvent = z.object({
  id: z.string(),
  kind: z.string(),
  label: z.string(),
  actor: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  reasonCode: z.string().nullable(),
  note: z.string().nullable(),
  at: instant,
});
export type ModerationEvent = z.infer<typeof ModerationEvent>;

/** A dispute's message as its party sees it, with the thread it is on, who wrote it and the files' party. */
export const ThreadMessage = DisputeMessage.extend({
  thread: z.enum(["professional", "employer"]),
  author: z.enum(["professional", "employer", "standing"]),
  evidence: z.array(File),
});

/**
 * What the administrator's screen checks a text toward the professional against while it is typed (D296): the
 * identifiers of the employer behind the rating and Standing's own domains. Administrators only, like `employer`.
 */
export const RaterScreen = z.object({
  identifiers: z.array(z.object({ kind: z.enum(RATER_IDENTIFIER_KINDS), value: z.string() })),
  ownDomains: z.array(z.string()),
});
export type RaterScreen = z.infer<typeof RaterScreen>;

export const AdminDisputeDetail = AdminDisputeRow.extend({
  statement: z.string(),
  rating: z.object({
    id: z.string(),
    status: z.string(),
    employmentStatus: z.enum(EMPLOYMENT_STATUSES),
    score: z.number(),
    scores: Scores,
    submittedAt: instant,
  }),
  professionalId: z.string(),
  employer: z
    .object({ id: z.string(), companyName: z.string(), activeStrikes: z.number().int(), email: z.string() })
    .nullable(),
  evidence: z.array(File),
  messages: z.array(ThreadMessage),
  events: z.array(ModerationEvent),
  decision: Decision,
  /** What this moderator may do now. */
  can: z.object({ claim: z.boolean(), release: z.boolean(), act: z.boolean() }),
  raterScreen: RaterScreen,
});
export type AdminDisputeDetail = z.infer<typeof AdminDisputeDetail>;

export const AppealRow = z.object({
  id: z.string(),
  status: z.enum(APPEAL_STATES),
  companyName: z.string(),
  strikeOrdinal: z.number().int(),
  strikeEffect: z.string(),
  /** The strike's cause: its dispute, or the flag whose decision issued it (D236); exactly one is set. */
  disputeId: z.string().nullable(),
  flagId: z.string().nullable(),
  ...appealReviewFields,
});
export type AppealRow = z.infer<typeof AppealRow>;
/** Employers' strike appeals, professionals' dispute appeals (D326), and who can review them now (D328). */
export const AppealList = z.object({
  appeals: z.array(AppealRow),
  disputeAppeals: z.array(DisputeAppealRow),
  reviewers: AppealReviewers,
});
export type AppealList = z.infer<typeof AppealList>;

/** What a strike does, by its effect (both the moderators' and the employer's views). */
export const STRIKE_EFFECT_LABELS = {
  warning: "Warning — the rating was removed",
  rating_suspension: "Rating submission suspended for 30 days",
  permanent_suspension: "Account permanently suspended",
} as const;

/** Kept for tests/api/hidden-texts.test.ts and flag-strikes.test.ts until their imports name employer-disputes.ts. */
export type { EmployerDisputesResponse } from "./employer-disputes";
export { OkMessage } from "./ok";
