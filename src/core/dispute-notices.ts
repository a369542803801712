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

/** A notice to the employer, pointing to its dashboard's disputes page. */
const toEmployer = <A>(title: string, message: (args: A) => string) =>
  ({ audience: "employer", topic: "dispute_updates", title, message, link: EMP_LINK }) satisfies DisputeNotice<A>;
/** A notice to the professional, pointing to their dashboard's disputes page. */
const toProfessional = <A>(title: string, message: (args: A) => string) =>
  ({ audience: "professional", topic: "dispute_updates", title, message, link: PRO_LINK }) satisfies DisputeNotice<A>;

/**
 * The sentence of a decision (a dispute's or an appeal's): its outcome in the recipient's words, chosen by the
 * decision's flag (`removed`, `upheld`), then the moderators' reason and their statement.
 */
const decision =
  <F extends "removed" | "upheld">(flag: F, ifTrue: string, ifFalse: string) =>
  (a: { [K in F]: boolean } & { reason: string; statement: string }) =>
    `${a[flag] ? ifTrue : ifFalse} Reason: ${a.reason}. ${a.statement}`;

export const DISPUTE_NOTICES = {
  /** To the employer when a dispute is filed about one of its ratings. */
  employerDisputeReceived: toEmployer(
    "A rating of yours is disputed",
    (a: { typeLabel: string; decisionBy: Date }) =>
      `A professional disputed one of your ratings (${a.typeLabel}). Standing will review it and may ask for your side. A decision is due by ${day(a.decisionBy)}.`,
  ),
  /** To the employer when the professional withdraws a live dispute about one of its ratings. */
  employerDisputeWithdrawn: toEmployer(
    "A dispute was withdrawn",
    (a: { typeLabel: string }) =>
      `A dispute about one of your ratings (${a.typeLabel}) was withdrawn. The rating stands as before and nothing more is needed from you.`,
  ),
  professionalInfoRequested: toProfessional(
    "More information requested",
    (a: { dueAt: Date }) =>
      `Standing's Trust & Safety team asked you a question about your dispute. Please answer by ${day(a.dueAt)}.`,
  ),
  employerInfoRequested: toEmployer(
    "Standing needs your side of a dispute",
    (a: { dueAt: Date }) =>
      `Standing's Trust & Safety team asked you about a disputed rating. Please answer by ${day(a.dueAt)}, or the dispute will be decided without your side.`,
  ),
  professionalDecision: toProfessional(
    "Your dispute was decided",
    decision("removed", "The rating was removed from your profile.", "The dispute was dismissed; the rating stays."),
  ),
  employerDecision: toEmployer(
    "A dispute about your rating was decided",
    decision("removed", "Your rating was removed.", "The dispute was dismissed; your rating stays."),
  ),
  employerStrike: toEmployer(
    "Strike issued",
    (a: { ordinal: number; appealBy: Date; suspendedUntil: Date | null; permanent: boolean }) =>
      `Your account received strike ${a.ordinal} of 3. ${
        a.permanent
          ? "Three strikes permanently suspend the account: rating, profile lookups and roster changes are no longer possible, and you were signed out everywhere."
          : a.suspendedUntil
            ? `Rating submission is suspended until ${day(a.suspendedUntil)}.`
            : "This is a warning."
      } You may appeal from your disputes page until ${day(a.appealBy)}.`,
  ),
  employerAppealDecided: toEmployer(
    "Your appeal was decided",
    decision(
      "upheld",
      "Your appeal was upheld: the strike and its effects were reversed and the rating restored.",
      "Your appeal was rejected: the strike stands.",
    ),
  ),
  professionalRatingRestored: toProfessional(
    "A removed rating was restored",
    (_a: Record<string, never>) =>
      "After an appeal, Standing reversed the decision on your dispute: the rating is shown on your profile again.",
  ),
  /** To the employer when the professional appeals a dismissal (D326): the appeal's existence, never its words. */
  employerDisputeAppealed: toEmployer(
    "A dispute decision was appealed",
    (a: { typeLabel: string }) =>
      `The professional appealed the dismissal of a dispute about one of your ratings (${a.typeLabel}). An administrator who did not take the first decision reviews it; the rating stays as it is meanwhile.`,
  ),
  /** To the professional when their appeal is decided (the statement was screened for the rater, D296). */
  professionalAppealDecided: toProfessional(
    "Your appeal was decided",
    decision(
      "upheld",
      "Your appeal was upheld: the decision was overturned and the rating was removed from your profile.",
      "Your appeal was rejected: the decision stands and the rating stays.",
    ),
  ),
  employerDisputeAppealDecided: toEmployer(
    "An appeal about your rating was decided",
    decision(
      "upheld",
      "The professional's appeal was upheld: the dismissal was overturned, your rating was removed and a strike issued (you may appeal it).",
      "The professional's appeal was rejected: the dispute stays dismissed and your rating stays.",
    ),
  ),
  professionalOverdue: toProfessional(
    "Disputed rating set aside",
    (_a: Record<string, never>) =>
      "Your dispute was not decided within 30 days, so the rating no longer counts in your profile's figures until it is decided.",
  ),
} as const;

export type DisputeNoticeName = keyof typeof DISPUTE_NOTICES;
