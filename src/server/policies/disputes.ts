import { REVIEW, REVIEW_LIMITS } from "../../core/contracts/dispute-review";
import { LIVE_DISPUTE_STATUSES } from "../../core/domain";
import { clash } from "../kernel/domain-errors";

/** Dispute liveness (issue 13 §2): a dispute can be answered or withdrawn while it is live. */

export function isLiveDispute(status: string): boolean {
  return (LIVE_DISPUTE_STATUSES as readonly string[]).includes(status);
}

/** Refuses a step on a dispute that is no longer live (409 with the page's sentence). */
export function assertLiveDispute(status: string, message: string): void {
  if (!isLiveDispute(status)) throw clash(message);
}

/**
 * The review side (issue 14). Who may reach the routes at all is the route-action table in `index.ts`
 * (`admin:disputes`, `admin:appeals`, `employer:disputes`, `transparency:read`); these decide what a moderator may
 * do to one item. The employer's reach — only disputes about ratings attributed to it — is a filter in its query,
 * so another employer's dispute is simply "not found".
 */

export interface ClaimState {
  claimedBy: string | null;
  claimedAt: Date | null;
}

const CLAIM_MS = REVIEW_LIMITS.claimHours * 3_600_000;

/** A claim older than `claimHours` has lapsed: anyone may take the item over (D101). */
export function claimHeldBy(claim: ClaimState, now: Date): string | null {
  if (!claim.claimedBy || !claim.claimedAt) return null;
  return now.getTime() - claim.claimedAt.getTime() < CLAIM_MS ? claim.claimedBy : null;
}

export function canClaim(moderatorId: string, claim: ClaimState, now: Date): boolean {
  const holder = claimHeldBy(claim, now);
  return holder === null || holder === moderatorId;
}

/** Claim-before-act: only the moderator holding a live claim may change the item (409 otherwise). */
export function authorizeModeratorAct(
  moderatorId: string,
  claim: ClaimState,
  now: Date,
  holderLabel: (userId: string) => string,
): void {
  const holder = claimHeldBy(claim, now);
  if (holder === moderatorId) return;
  if (holder === null) throw clash(REVIEW.claimFirst);
  throw clash(REVIEW.claimedByOther(holderLabel(holder)));
}

/** Who decides an appeal (a second pair of eyes, or the first decider alone with a reason): `appeals.ts` (D328). */
