import { and, eq, ne, sql } from "drizzle-orm";
import { CLAIM } from "../../core/messages";
import { notice } from "../../core/notices";
import { claimDecisionMail } from "../adapters/mail/claim-mail";
import type { Tx } from "../db/client";
import { claimRequests, professionals } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash } from "../kernel/domain-errors";
import type { LockedProfile, LockedUser } from "../kernel/locks";
import { assertUnclaimed } from "../policies/claims";
import { notify } from "./notify";

/**
 * Shared steps of the three ways to own a profile (invitation, approved request, new profile).
 *
 * Lock order, always: the claiming user's row, then the profile's row. Every claim path takes the user lock first,
 * so two claims by one person serialize (one of them sees "already owns a profile"), and two people claiming one
 * profile serialize on the profile row (one of them sees "already claimed"). The unique index on
 * professionals.user_id and the is_claimed = (user_id IS NOT NULL) check stay as the last line of defence.
 */

/**
 * Makes `owner` the owner of the (locked, unclaimed) profile, then tidies the queue:
 * - other people's pending requests for this profile are rejected with the reason "claimed by its owner"
 *   (notified and e-mailed, in this transaction);
 * - the owner's own pending requests (for any profile) are withdrawn: an account holds one profile.
 * The UPDATE is conditional on the profile still being unclaimed, so even without the row lock a lost race
 * could not overwrite an owner.
 */
export async function takeOwnership(
  tx: Tx,
  cmd: {
    profile: LockedProfile;
    owner: LockedUser;
    now: Date;
    publicUrl: string;
    /** The request being approved, excluded from the tidy-up (the caller records its decision). */
    approvingRequestId?: string;
  },
): Promise<void> {
  assertUnclaimed(cmd.profile);
  const updated = await tx
    .update(professionals)
    .set({ userId: cmd.owner.id, isClaimed: true, updatedAt: cmd.now })
    .where(and(eq(professionals.id, cmd.profile.id), sql`${professionals.userId} IS NULL`))
    .returning({ id: professionals.id });
  if (updated.length === 0) throw clash(CLAIM.alreadyClaimed);

  const others = await tx
    .update(claimRequests)
    .set({
      status: "rejected",
      reviewReason: CLAIM.claimedByOwnerReason,
      reviewedAt: cmd.now,
      reviewedBy: null,
    })
    .where(
      and(
        eq(claimRequests.professionalId, cmd.profile.id),
        eq(claimRequests.status, "pending"),
        ne(claimRequests.userId, cmd.owner.id),
        cmd.approvingRequestId ? ne(claimRequests.id, cmd.approvingRequestId) : undefined,
      ),
    )
    .returning({ id: claimRequests.id, userId: claimRequests.userId });
  const profileName = `${cmd.profile.firstName} ${cmd.profile.lastName}`;
  for (const other of others) {
    // The address is the account's own, filled in when the mail is sent (sendNoticeEmail).
    const { to: _to, ...mail } = claimDecisionMail({
      to: "",
      profileName,
      publicUrl: cmd.publicUrl,
      decision: { approved: false, reason: CLAIM.claimedByOwnerReason },
    });
    await notify(tx, { userId: other.userId, notice: notice("claim.closed", { profileName }), at: cmd.now, mail });
  }

  await tx
    .update(claimRequests)
    .set({ status: "withdrawn" })
    .where(
      and(
        eq(claimRequests.userId, cmd.owner.id),
        eq(claimRequests.status, "pending"),
        cmd.approvingRequestId ? ne(claimRequests.id, cmd.approvingRequestId) : undefined,
      ),
    );
}

/** The audit row every claim path writes: who now owns which profile, and how. */
export async function auditClaim(
  tx: Tx,
  entry: {
    userId: string;
    actorId: string;
    professionalId: string;
    via: "invitation" | "request" | "new_profile";
    details?: Record<string, unknown>;
    origin: RequestOrigin;
    at: Date;
  },
) {
  await auditInTx(tx, {
    userId: entry.actorId,
    action: entry.via === "new_profile" ? "profile_created" : "profile_claimed",
    tableName: "professionals",
    recordId: entry.professionalId,
    newData: { owner_id: entry.userId, via: entry.via, ...entry.details },
    origin: entry.origin,
    at: entry.at,
  });
}
