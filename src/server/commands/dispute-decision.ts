import { eq } from "drizzle-orm";
import { REASON_LABELS, REVIEW } from "../../core/contracts/dispute-review";
import type { DisputeState } from "../../core/dispute-workflow";
import type { Tx } from "../db/client";
import { disputes } from "../db/schema";
import { missing } from "../kernel/domain-errors";
import type { lockDisputeChain } from "./dispute-chain";
import { issueStrike } from "./employer-strikes";
import { refuseTextNamingRater } from "./screen-rater-text";
import { sendDisputeNotice } from "./send-dispute-notice";

/**
 * The parts a decision on a dispute shares, whether a moderator decides it or an appeal overturns it: the statement
 * screened, the decision written on the dispute row, the strike it issues against the employer, and the notice that
 * tells both parties.
 */

type Chain = Awaited<ReturnType<typeof lockDisputeChain>>;
type Strike = Awaited<ReturnType<typeof issueStrike>>;

/**
 * The rating and profile a decision moves, both still there (404 otherwise). The decision's statement reaches the
 * professional, so it must not name the employer behind the rating (D296).
 */
export async function screenDecision(
  tx: Tx,
  chain: Pick<Chain, "rating" | "professional">,
  statement: string,
  ownDomains: readonly string[] | undefined,
) {
  const { rating, professional } = chain;
  if (!rating || !professional) throw missing(REVIEW.notFound);
  await refuseTextNamingRater(tx, {
    ratingId: rating.id,
    text: statement,
    field: "statement",
    ownDomains: ownDomains ?? [],
  });
  return { rating, professional };
}

/** Writes a decision on the dispute row: its new state, who decided, the reason and the statement of reasons. */
export async function writeDecision(
  tx: Tx,
  disputeId: string,
  decision: { status: DisputeState; decidedBy: string; reasonCode: string; statement: string; now: Date },
  also: { answerDueAt?: null } = {},
): Promise<void> {
  await tx
    .update(disputes)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      reasonCode: decision.reasonCode,
      decisionStatement: decision.statement,
      resolvedAt: decision.now,
      updatedAt: decision.now,
      ...also,
    })
    .where(eq(disputes.id, disputeId));
}

/** The strike a decision against the employer issues for this dispute; none when the rating has no employer left. */
export async function strikeForDispute(
  tx: Tx,
  employer: Chain["employer"],
  input: { disputeId: string; moderatorId: string; now: Date; publicUrl: string },
): Promise<Strike | null> {
  if (!employer) return null;
  return issueStrike(tx, {
    employerId: employer.id,
    employerUserId: employer.userId,
    cause: { disputeId: input.disputeId },
    moderatorId: input.moderatorId,
    now: input.now,
    publicUrl: input.publicUrl,
  });
}

/** How a decision's audit row records the strike it issued. */
export const strikeAudit = (strike: Strike | null) =>
  strike ? { id: strike.strikeId, ordinal: strike.ordinal, effect: strike.effect } : null;

/** The two kinds of decision both parties hear of: a moderator's, and an appeal's against a dismissal. */
type DecisionNotices =
  | { professional: "professionalDecision"; employer: "employerDecision"; args: { removed: boolean } }
  | { professional: "professionalAppealDecided"; employer: "employerDisputeAppealDecided"; args: { upheld: boolean } };

/**
 * Tells both parties of a decision, each its own notice with the same reason (its label) and statement, when they
 * have an account.
 */
export async function noticeBothParties(
  tx: Tx,
  parties: Pick<Chain, "professional" | "employer">,
  notices: DecisionNotices,
  decision: { reasonCode: string; statement: string; at: Date; publicUrl: string },
): Promise<void> {
  const { professional, employer } = parties;
  const { at, publicUrl } = decision;
  const reason = REASON_LABELS[decision.reasonCode] ?? decision.reasonCode;
  const args = { ...notices.args, reason, statement: decision.statement };
  if (professional?.userId)
    await sendDisputeNotice(tx, { name: notices.professional, userId: professional.userId, args, at, publicUrl });
  if (employer) await sendDisputeNotice(tx, { name: notices.employer, userId: employer.userId, args, at, publicUrl });
}
