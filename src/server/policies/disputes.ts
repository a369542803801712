import { REVIEW } from "../../core/contracts/dispute-review";
import { LIVE_DISPUTE_STATUSES } from "../../core/domain";
import { clash } from "../kernel/domain-errors";
import type { ClaimSentences } from "./review-claim";

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

/** A dispute's claim (D101) refuses in the dispute's sentences; the rule itself is `review-claim.ts`. */
export const DISPUTE_CLAIM: ClaimSentences = { claimFirst: REVIEW.claimFirst, claimedByOther: REVIEW.claimedByOther };

/** Who decides an appeal (a second pair of eyes, or the first decider alone with a reason): `appeals.ts` (D328). */
