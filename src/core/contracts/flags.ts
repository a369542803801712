import { z } from "zod";
import { RATING_FLAG_REASONS } from "../domain";
import { instant } from "./instant";
import { uuidParams } from "./path-params";

/**
 * The flags queue (issue 15 §1, "AI flagging, human review"): every free text a user writes passes a
 * biased-language and abuse check after it is saved, rating anomalies join the same queue, and a moderator
 * dismisses, hides the text, removes a rating (with or without a strike) or warns the author (D170–D179).
 */

/** Where a flag comes from: the text checks (flagging adapter) and the rating anomaly checks (submit-rating.ts). */
export const TEXT_FLAG_SOURCES = ["equality", "profanity"] as const;
export const FLAG_SOURCES = [...TEXT_FLAG_SOURCES, ...RATING_FLAG_REASONS] as const;
export type FlagSource = (typeof FLAG_SOURCES)[number];
export type TextFlagSource = (typeof TEXT_FLAG_SOURCES)[number];

export const FLAG_SOURCE_LABELS: Record<FlagSource, string> = {
  equality: "Biased language",
  profanity: "Profanity or abuse",
  straight_lined: "Same score in every category",
  after_dispute: "Rating soon after a dispute",
  outlier_employer: "Far below other employers",
};

/** What was flagged: one kind per free-text field a user writes, and the rating itself for anomalies. */
export const FLAG_SUBJECTS = [
  "headline",
  "bio",
  "certification",
  "work_history",
  "dispute_statement",
  "dispute_message",
  "employer_answer",
  "appeal_statement",
  "verification_rejection",
  "claim_rejection",
  "rating",
] as const;
export type FlagSubject = (typeof FLAG_SUBJECTS)[number];
export type TextFlagSubject = Exclude<FlagSubject, "rating">;

export const FLAG_SUBJECT_LABELS: Record<FlagSubject, string> = {
  headline: "Profile headline",
  bio: "Profile bio",
  certification: "Certification",
  work_history: "Work history",
  dispute_statement: "Dispute statement",
  dispute_message: "Dispute message",
  employer_answer: "Employer's answer to a dispute",
  appeal_statement: "Strike appeal",
  verification_rejection: "Verification rejection reason",
  claim_rejection: "Claim rejection reason",
  rating: "Rating",
};

/** open → one of the decisions. Upheld = hidden, removed or warned; dismissed = the flag was wrong (D174). */
export const FLAG_STATES = ["open", "dismissed", "hidden", "removed", "warned"] as const;
export type FlagState = (typeof FLAG_STATES)[number];
export const UPHELD_STATES: readonly FlagState[] = ["hidden", "removed", "warned"];

export const FLAG_ACTIONS = ["dismiss", "hide", "remove_rating", "warn"] as const;
export type FlagAction = (typeof FLAG_ACTIONS)[number];

export const FLAG_LIMITS = {
  reasonMin: 10,
  reasonMax: 1000,
  /** A claim lapses after this many hours without action, like a dispute's (D101). */
  claimHours: 24,
  /** An open flag should be decided within this many hours (the overview's deadline, D176). */
  reviewHours: 48,
} as const;

/** What readers see instead of a hidden text that cannot simply be left empty (D173). */
export const HIDDEN_TEXT = "Hidden by moderation.";

export const FLAG_MESSAGES = {
  notFound: "This flag does not exist.",
  claimedByOther: (name: string) => `${name} is reviewing this flag. Wait until they finish or their claim lapses.`,
  claimFirst: "Claim this flag before acting on it.",
  decided: "This flag has already been decided.",
  notForSubject: "This action does not apply to this kind of flag.",
  noStrikeWithoutEmployer:
    "The employer behind this rating erased its account: there is no one to strike. Remove the rating without a strike.",
  reasonRequired: `Give a reason of at least ${FLAG_LIMITS.reasonMin} characters.`,
  claimed: "You are reviewing this flag.",
  released: "The flag is back in the queue.",
} as const;

export const FlagIdParams = uuidParams("flagId");

export const FlagListQuery = z.strictObject({
  state: z.enum(["open", "decided", "all"]).default("open"),
  source: z.enum(FLAG_SOURCES).optional(),
});

export const DecideFlagInput = z.strictObject({
  action: z.enum(FLAG_ACTIONS),
  reason: z
    .string()
    .trim()
    .min(FLAG_LIMITS.reasonMin, FLAG_MESSAGES.reasonRequired)
    .max(FLAG_LIMITS.reasonMax, `Keep the reason under ${FLAG_LIMITS.reasonMax} characters.`),
  /** Only with remove_rating: also issue a strike to the employer, caused by this flag (D236). */
  strike: z.boolean().default(false),
});
export type DecideFlagInput = z.infer<typeof DecideFlagInput>;

export const FlagMatch = z.object({ word: z.string(), rule: z.string(), note: z.string() });

export const FlagSummaryItem = z.object({
  id: z.string(),
  source: z.enum(FLAG_SOURCES),
  sourceLabel: z.string(),
  subject: z.enum(FLAG_SUBJECTS),
  subjectLabel: z.string(),
  state: z.enum(FLAG_STATES),
  priority: z.number().int(),
  excerpt: z.string(),
  matchCount: z.number().int(),
  createdAt: instant,
  dueAt: instant,
  claimedBy: z.string().nullable(),
  claimedByMe: z.boolean(),
});

export const SourceScore = z.object({
  source: z.enum(FLAG_SOURCES),
  label: z.string(),
  open: z.number().int(),
  upheld: z.number().int(),
  dismissed: z.number().int(),
  /** upheld / (upheld + dismissed), null before any decision. */
  upheldRate: z.number().nullable(),
});

export const FlagList = z.object({ flags: z.array(FlagSummaryItem), sources: z.array(SourceScore) });

export const FlagDetail = FlagSummaryItem.extend({
  text: z.string(),
  matches: z.array(FlagMatch),
  author: z.object({ userId: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() }),
  /** For rating flags (admins only): the rating's state, the employer behind it, whether a strike can be issued. */
  rating: z
    .object({
      id: z.string(),
      status: z.string(),
      employerName: z.string().nullable(),
      professionalName: z.string().nullable(),
      /** The employer behind it still has an account to strike (D236). */
      canStrike: z.boolean(),
    })
    .nullable(),
  actions: z.array(z.enum(FLAG_ACTIONS)),
  decision: z.object({ by: z.string().nullable(), at: instant, reason: z.string(), strike: z.boolean() }).nullable(),
});
export type FlagDetail = z.infer<typeof FlagDetail>;
export type FlagList = z.infer<typeof FlagList>;

export const FlagOk = z.object({ message: z.string(), flag: FlagDetail });

/** Which decisions apply to a subject: texts can be hidden, ratings removed; every author can be warned. */
export function actionsFor(subject: FlagSubject): FlagAction[] {
  return subject === "rating" ? ["dismiss", "remove_rating", "warn"] : ["dismiss", "hide", "warn"];
}

/** The author's view of their profile texts hidden by moderation (D173). */
export const HiddenTexts = z.object({
  hidden: z.array(
    z.object({ subject: z.enum(FLAG_SUBJECTS), label: z.string(), reason: z.string(), hiddenAt: instant }),
  ),
});
export type HiddenTexts = z.infer<typeof HiddenTexts>;

/**
 * One of the reader's own texts a moderator hid, on the page where they read it (a dispute statement or message, an
 * employer's answer, an appeal; D237): which text, why, when, and what they wrote. Only ever sent to its author.
 */
export const HiddenNote = z.object({
  subject: z.enum(FLAG_SUBJECTS),
  subjectId: z.string(),
  label: z.string(),
  reason: z.string(),
  hiddenAt: instant,
  text: z.string(),
});
export type HiddenNote = z.infer<typeof HiddenNote>;
