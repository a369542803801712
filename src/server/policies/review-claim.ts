import { REVIEW_LIMITS } from "../../core/contracts/dispute-review";
import { clash } from "../kernel/domain-errors";

/**
 * Claim-before-act, once for every review queue (issue 35 §3; D101, D174, D367): a dispute, an appeal of either
 * kind, a flag. One moderator's claim holds the item for `claimHours`; only the holder may release it or act on it;
 * a lapsed claim may be taken over by anyone. Each queue words its refusals in its own sentences
 * (`ClaimSentences`); the writes around these rules are `commands/review-queue.ts`.
 */

export interface ClaimState {
  claimedBy: string | null;
  claimedAt: Date | null;
}

/** The sentences one queue refuses with. `takenBy` words a refused claim where it differs from a refused act. */
export interface ClaimSentences {
  claimFirst: string;
  claimedByOther: (who: string) => string;
  takenBy?: (who: string) => string;
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

/**
 * Claim-before-act (409 with the queue's sentence otherwise). `claim`: refused while another moderator's claim
 * holds. `hold`: only the moderator holding a live claim may release or change the item.
 */
export function assertClaim(
  mode: "claim" | "hold",
  sentences: ClaimSentences,
  moderatorId: string,
  claim: ClaimState,
  now: Date,
  holderLabel: (userId: string) => string,
): void {
  const holder = claimHeldBy(claim, now);
  if (holder === moderatorId) return;
  if (holder === null) {
    if (mode === "hold") throw clash(sentences.claimFirst);
    return;
  }
  const words = mode === "claim" ? (sentences.takenBy ?? sentences.claimedByOther) : sentences.claimedByOther;
  throw clash(words(holderLabel(holder)));
}

/** What a queue offers one moderator on one item: claim it, release it, act on it. */
export function claimAbilities(moderatorId: string, claim: ClaimState, now: Date, open: boolean) {
  const holder = claimHeldBy(claim, now);
  return {
    holder,
    claim: open && canClaim(moderatorId, claim, now) && holder !== moderatorId,
    release: open && holder === moderatorId,
    act: open && holder === moderatorId,
  };
}
