import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { SignedIn } from "../../core/actor";
import type { OwnProfileInput } from "../../core/contracts/professional";
import { CLAIM } from "../../core/messages";
import type { Database } from "../db/client";
import { claimRequests, professionals } from "../db/schema";
import type { RequestOrigin } from "../kernel/audit";
import { clash } from "../kernel/domain-errors";
import { lockClaimant, ownedProfileId } from "../kernel/locks";
import { assertOwnsNoProfile } from "../policies/claims";
import { auditClaim } from "./claim-support";
import { queueTextCheck } from "./queue-flags";

/**
 * POST /claim/own-profile: a professional with no profile to claim creates one, owned (claimed) at once.
 * Refused while the account owns a profile or has a claim request under review (withdraw it first).
 */
export async function createOwnProfile(
  database: Database,
  cmd: { actor: SignedIn; input: z.output<typeof OwnProfileInput>; now: Date; origin: RequestOrigin },
): Promise<{ professionalId: string }> {
  return database.db.transaction(async (tx) => {
    const owner = await lockClaimant(tx, cmd.actor.userId);
    assertOwnsNoProfile(await ownedProfileId(tx, owner.id));
    const [pending] = await tx
      .select({ id: claimRequests.id })
      .from(claimRequests)
      .where(and(eq(claimRequests.userId, owner.id), eq(claimRequests.status, "pending")));
    if (pending) throw clash(CLAIM.pendingBlocksCreate);
    const { input } = cmd;
    const [row] = await tx
      .insert(professionals)
      .values({
        userId: owner.id,
        isClaimed: true,
        firstName: input.firstName,
        lastName: input.lastName,
        city: input.city,
        state: input.state,
        country: input.country,
        headline: input.headline ? input.headline : null,
        visibility: input.visibility,
        createdAt: cmd.now,
        updatedAt: cmd.now,
      })
      .returning({ id: professionals.id });
    await queueTextCheck(tx, { subject: "headline", subjectId: row!.id, authorUserId: owner.id, text: input.headline });
    await auditClaim(tx, {
      userId: owner.id,
      actorId: owner.id,
      professionalId: row!.id,
      via: "new_profile",
      details: { visibility: input.visibility },
      origin: cmd.origin,
      at: cmd.now,
    });
    return { professionalId: row!.id };
  });
}
