import { APPEALS } from "../../core/contracts/appeals";
import { REVIEW } from "../../core/contracts/dispute-review";
import { refused } from "../kernel/domain-errors";
import { type ClaimSentences, type ClaimState, claimAbilities } from "./review-claim";

/** An appeal of either kind: a refused claim says "this appeal", a refused act the dispute queue's sentences. */
export const APPEAL_CLAIM: ClaimSentences = {
  claimFirst: REVIEW.claimFirst,
  claimedByOther: REVIEW.claimedByOther,
  takenBy: REVIEW.appealClaimedByOther,
};

/**
 * Who decides an appeal (DSA art. 20; issue 34 §3–§4, D326–D328), for both kinds: an employer's strike appeal and a
 * professional's dispute appeal. An administrator other than the first decider decides; the first decider may
 * decide alone only while no other administrator is active (`othersActive` = 0, queries/active-admins.ts), and
 * then only with a recorded reason (the command requires it; the audit row and the appeal row carry it).
 */
export type AppealDecider = "independent" | "first_decider_alone";

export function appealDecider(
  moderatorId: string,
  originalDecider: string | null,
  othersActive: number,
): AppealDecider {
  if (originalDecider === null || originalDecider !== moderatorId) return "independent";
  if (othersActive > 0) throw refused(APPEALS.anotherMustDecide);
  return "first_decider_alone";
}

/** What the queue offers this administrator on one appeal (the same rules, answered as booleans). */
export function appealAbilities(
  moderatorId: string,
  appeal: ClaimState & { status: string; originalDecider: string | null },
  othersActive: number,
  now: Date,
) {
  const pending = appeal.status === "pending";
  const firstDecider = appeal.originalDecider !== null && appeal.originalDecider === moderatorId;
  const mayDecide = !firstDecider || othersActive === 0;
  const can = claimAbilities(moderatorId, appeal, now, pending);
  return {
    claim: mayDecide && can.claim,
    release: can.release,
    act: mayDecide && can.act,
    selfReasonNeeded: pending && firstDecider && othersActive === 0,
  };
}
