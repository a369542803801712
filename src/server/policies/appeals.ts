import { APPEALS } from "../../core/contracts/appeals";
import { refused } from "../kernel/domain-errors";
import { type ClaimState, canClaim, claimHeldBy } from "./disputes";

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
  const holder = claimHeldBy(appeal, now);
  const firstDecider = appeal.originalDecider !== null && appeal.originalDecider === moderatorId;
  const mayDecide = !firstDecider || othersActive === 0;
  return {
    claim: pending && mayDecide && canClaim(moderatorId, appeal, now) && holder !== moderatorId,
    release: pending && holder === moderatorId,
    act: pending && mayDecide && holder === moderatorId,
    selfReasonNeeded: pending && firstDecider && othersActive === 0,
  };
}
