import { z } from "zod";
import { APPEAL_STATES, STRIKE_STATES } from "../dispute-workflow";
import { type DISPUTE_STATUSES, EMPLOYMENT_STATUSES } from "../domain";
import { calendarMonth } from "./calendar-month";
import { Deadline, Decision, Status, ThreadMessage } from "./dispute-review";
import { DISPUTE_TYPE_KEYS } from "./disputes";
import { HiddenNote } from "./flags";
import { instant } from "./instant";

/** Disputes and strikes as the employer sees them (issue 14): its own ratings' disputes, its strikes and appeals. */

/**
 * A dispute about one of the employer's ratings, as the employer sees it: its own rating, the dispute type, the
 * state and deadline, Standing's questions to it and its own answers. Never the professional's statement, evidence
 * or messages (D104); a moderator quotes what the employer must answer.
 */
export const EmployerDispute = z.object({
  id: z.string(),
  type: z.enum(DISPUTE_TYPE_KEYS),
  typeLabel: z.string(),
  status: Status,
  statusLabel: z.string(),
  statusHelp: z.string(),
  filedMonth: calendarMonth,
  deadline: Deadline,
  rating: z.object({
    id: z.string(),
    professionalName: z.string(),
    employmentStatus: z.enum(EMPLOYMENT_STATUSES),
    score: z.number(),
    submittedAt: instant,
  }),
  messages: z.array(ThreadMessage),
  decision: Decision,
  awaitingYourAnswer: z.boolean(),
  /** The employer's own answers a moderator hid, with the reason (D237). */
  hidden: z.array(HiddenNote),
});
export type EmployerDispute = z.infer<typeof EmployerDispute>;

export const EmployerStrike = z.object({
  id: z.string(),
  ordinal: z.number().int(),
  effect: z.enum(["warning", "rating_suspension", "permanent_suspension"]),
  effectLabel: z.string(),
  status: z.enum(STRIKE_STATES),
  /** A dispute's strike names its dispute; a strike from a moderator's decision on a flagged rating (D236) has none. */
  disputeId: z.string().nullable(),
  /** For a flag's strike: the moderator's reason and the rated professional (the employer's own rating). */
  moderation: z.object({ reason: z.string(), professionalName: z.string().nullable() }).nullable(),
  issuedAt: instant,
  expiresAt: instant,
  appealDeadline: instant,
  canAppeal: z.boolean(),
  appeal: z
    .object({
      id: z.string(),
      status: z.enum(APPEAL_STATES),
      statement: z.string(),
      decision: Decision,
      /** Set when a moderator hid the appeal's statement: why (D237). */
      hidden: HiddenNote.nullable(),
    })
    .nullable(),
});
export type EmployerStrike = z.infer<typeof EmployerStrike>;

export const EmployerDisputesResponse = z.object({
  disputes: z.array(EmployerDispute),
  strikes: z.array(EmployerStrike),
  standing: z.object({
    activeStrikes: z.number().int(),
    suspendedUntil: instant.nullable(),
    permanentlySuspended: z.boolean(),
  }),
});
export type EmployerDisputesResponse = z.infer<typeof EmployerDisputesResponse>;

export const EMPLOYER_DISPUTE_HELP: Record<(typeof DISPUTE_STATUSES)[number], string> = {
  open: "A professional disputed this rating. Standing's Trust & Safety team will review it.",
  under_review: "Standing is reviewing the dispute.",
  awaiting_employer: "Standing asked you a question. Answer before the deadline, or it is decided without your side.",
  needs_info: "Standing is waiting for more information before deciding.",
  upheld: "The rating was removed and a strike issued. You may appeal the strike within 30 days.",
  dismissed: "The dispute was dismissed; your rating stays.",
  withdrawn: "The dispute was withdrawn; your rating stays.",
  overturned: "Your appeal was upheld: the strike was reversed and the rating restored.",
};
