import { CLAIM } from "../../core/messages";
import { clash } from "../kernel/domain-errors";

/**
 * Claim eligibility (issue 13 §2): an account holds at most one profile, and a profile has at most one owner.
 * Checked by the three ways to own a profile (invitation, approved request, new profile) after their locks
 * (commands/claim-support.ts names the lock order); the unique index stays the last line of defence.
 */

/** Refuses someone who already owns a profile (`message`: the sentence for who is asking). */
export function assertOwnsNoProfile(ownedProfileId: string | null, message: string = CLAIM.alreadyOwnsProfile): void {
  if (ownedProfileId) throw clash(message);
}

/** Refuses a profile that already has an owner. */
export function assertUnclaimed(profile: { userId: string | null }, message: string = CLAIM.alreadyClaimed): void {
  if (profile.userId !== null) throw clash(message);
}
