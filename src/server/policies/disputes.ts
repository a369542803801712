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
