/**
 * Every notice (in-app notification and e-mail) the dispute workflow sends, one constant per type, in one place so
 * it can move as is into the notice catalogue (DESIGN "One catalogue of notices"). Each names its audience and the
 * preference switch that governs it. Wording rule: a notice to the professional never names or hints at the
 * employer; a notice to the employer never names the professional's statement or evidence (D104, D107).
 */

export interface DisputeNotice<A> {
  audience: "professional" | "employer";
  topic: "dispute_updates";
  title: string;
  message(args: A): string;
  link: string;
}

const PRO_LINK = "/dashboard/professional/disputes";
const EMP_LINK = "/dashboard/employer/disputes";

const day = (d: Date) =>
  d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

export const DISPUTE_NOTICES = {
  /** To the employer when a dispute is filed about one of its ratings. */
  employerDisputeReceived: {
    audience: "employer",
    topic: "dispute_updates",
    title: "A rating of yours is disputed",
    message: (a: { typeLabel: string; decisionBy: Date }) =>
      `A professional disputed one of your ratings (${a.typeLabel}). Standing will review it and may ask for your side. A decision is due by ${day(a.decisionBy)}.`,
    link: EMP_LINK,
  } satisfies DisputeNotice<{ typeLabel: string; decisionBy: Date }>,
  /** To the employer when the professional withdraws a live dispute about one of its ratings. */
  employerDisputeWithdrawn: {
    audience: "employer",
    topic: "dispute_updates",
    title: "A dispute was withdrawn",
    message: (a: { typeLabel: string }) =>
      `A dispute about one of your ratings (${a.typeLabel}) was withdrawn. The rating stands as before and nothing more is needed from you.`,
    link: EMP_LINK,
  } satisfies DisputeNotice<{ typeLabel: string }>,
  professionalInfoRequested: {
    audience: "professional",
    topic: "dispute_updates",
    title: "More information requested",
    message: (a: { dueAt: Date }) =>
      `Standing's Trust & Safety team asked you a question about your dispute. Please answer by ${day(a.dueAt)}.`,
    link: PRO_LINK,
  } satisfies DisputeNotice<{ dueAt: Date }>,
  employerInfoRequested: {
    audience: "employer",
    topic: "dispute_updates",
    title: "Standing needs your side of a dispute",
    message: (a: { dueAt: Date }) =>
      `Standing's Trust & Safety team asked you about a disputed rating. Please answer by ${day(a.dueAt)}, or the dispute will be decided without your side.`,
    link: EMP_LINK,
  } satisfies DisputeNotice<{ dueAt: Date }>,
  professionalDecision: {
    audience: "professional",
    topic: "dispute_updates",
    title: "Your dispute was decided",
    message: (a: { removed: boolean; reason: string; statement: string }) =>
      `${a.removed ? "The rating was removed from your profile." : "The dispute was dismissed; the rating stays."} Reason: ${a.reason}. ${a.statement}`,
    link: PRO_LINK,
  } satisfies DisputeNotice<{ removed: boolean; reason: string; statement: string }>,
  employerDecision: {
    audience: "employer",
    topic: "dispute_updates",
    title: "A dispute about your rating was decided",
    message: (a: { removed: boolean; reason: string; statement: string }) =>
      `${a.removed ? "Your rating was removed." : "The dispute was dismissed; your rating stays."} Reason: ${a.reason}. ${a.statement}`,
    link: EMP_LINK,
  } satisfies DisputeNotice<{ removed: boolean; reason: string; statement: string }>,
  employerStrike: {
    audience: "employer",
    topic: "dispute_updates",
    title: "Strike issued",
    message: (a: { ordinal: number; appealBy: Date; suspendedUntil: Date | null; permanent: boolean }) =>
      `Your account received strike ${a.ordinal} of 3. ${
        a.permanent
          ? "Three strikes permanently suspend the account: rating, profile lookups and roster changes are no longer possible, and you were signed out everywhere."
          : a.suspendedUntil
            ? `Rating submission is suspended until ${day(a.suspendedUntil)}.`
            : "This is a warning."
      } You may appeal from your disputes page until ${day(a.appealBy)}.`,
    link: EMP_LINK,
  } satisfies DisputeNotice<{ ordinal: number; appealBy: Date; suspendedUntil: Date | null; permanent: boolean }>,
  employerAppealDecided: {
    audience: "employer",
    topic: "dispute_updates",
    title: "Your appeal was decided",
    message: (a: { upheld: boolean; reason: string; statement: string }) =>
      `${a.upheld ? "Your appeal was upheld: the strike and its effects were reversed and the rating restored." : "Your appeal was rejected: the strike stands."} Reason: ${a.reason}. ${a.statement}`,
    link: EMP_LINK,
  } satisfies DisputeNotice<{ upheld: boolean; reason: string; statement: string }>,
  professionalRatingRestored: {
    audience: "professional",
    topic: "dispute_updates",
    title: "A removed rating was restored",
    message: (_a: Record<string, never>) =>
      "After an appeal, Standing reversed the decision on your dispute: the rating is shown on your profile again.",
    link: PRO_LINK,
  } satisfies DisputeNotice<Record<string, never>>,
  /** To the employer when the professional appeals a dismissal (D326): the appeal's existence, never its words. */
  employerDisputeAppealed: {
    audience: "employer",
    topic: "dispute_updates",
    title: "A dispute decision was appealed",
    message: (a: { typeLabel: string }) =>
      `The professional appealed the dismissal of a dispute about one of your ratings (${a.typeLabel}). An administrator who did not take the first decision reviews it; the rating stays as it is meanwhile.`,
    link: EMP_LINK,
  } satisfies DisputeNotice<{ typeLabel: string }>,
  /** To the professional when their appeal is decided (the statement was screened for the rater, D296). */
  professionalAppealDecided: {
    audience: "professional",
    topic: "dispute_updates",
    title: "Your appeal was decided",
    message: (a: { upheld: boolean; reason: string; statement: string }) =>
      `${a.upheld ? "Your appeal was upheld: the decision was overturned and the rating was removed from your profile." : "Your appeal was rejected: the decision stands and the rating stays."} Reason: ${a.reason}. ${a.statement}`,
    link: PRO_LINK,
  } satisfies DisputeNotice<{ upheld: boolean; reason: string; statement: string }>,
  employerDisputeAppealDecided: {
    audience: "employer",
    topic: "dispute_updates",
    title: "An appeal about your rating was decided",
    message: (a: { upheld: boolean; reason: string; statement: string }) =>
      `${a.upheld ? "The professional's appeal was upheld: the dismissal was overturned, your rating was removed and a strike issued (you may appeal it)." : "The professional's appeal was rejected: the dispute stays dismissed and your rating stays."} Reason: ${a.reason}. ${a.statement}`,
    link: EMP_LINK,
  } satisfies DisputeNotice<{ upheld: boolean; reason: string; statement: string }>,
  professionalOverdue: {
    audience: "professional",
    topic: "dispute_updates",
    title: "Disputed rating set aside",
    message: (_a: Record<string, never>) =>
      "Your dispute was not decided within 30 days, so the rating no longer counts in your profile's figures until it is decided.",
    link: PRO_LINK,
  } satisfies DisputeNotice<Record<string, never>>,
} as const;

export type DisputeNoticeName = keyof typeof DISPUTE_NOTICES;
