import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { type InvitationPreview, maskEmail } from "../../core/contracts/professional";
import { CLAIM } from "../../core/messages";
import { notice, ROSTER_INVITATIONS_TOPIC } from "../../core/notices";
import { rosterInviteMail } from "../adapters/mail/claim-mail";
import type { Database, Tx } from "../db/client";
import { claimInvitations, professionals, user } from "../db/schema";
import type { RequestOrigin } from "../kernel/audit";
import { missing, refused, spent } from "../kernel/domain-errors";
import { lockClaimant, lockProfile, ownedProfileId } from "../kernel/locks";
import { profileCardColumns } from "../kernel/profile-columns";
import { assertOwnsNoProfile, assertUnclaimed } from "../policies/claims";
import { auditClaim, takeOwnership } from "./claim-support";
import { sendNoticeEmail } from "./notice-email";
import { notify } from "./notify";

/** How long an invitation link stays valid (decisions P1). */
export const INVITATION_TTL_DAYS = 14;
const TTL_MS = INVITATION_TTL_DAYS * 24 * 3_600_000;

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface InvitationTarget {
  professionalId: string;
  email: string;
  firstName: string;
}

/**
 * Called by the roster import inside its transaction: one invitation per (unclaimed profile, e-mail), a fresh
 * random token whose SHA-256 alone is stored, and the invitation e-mail through the outbox. Claimed profiles get
 * nothing (their owner already has an account). Returns how many were sent.
 */
export async function inviteToClaim(
  tx: Tx,
  cmd: { targets: InvitationTarget[]; employerId: string; now: Date; publicUrl: string; unsubscribeSecret: string },
): Promise<number> {
  if (cmd.targets.length === 0) return 0;
  const ids = [...new Set(cmd.targets.map((t) => t.professionalId))];
  const unclaimed = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const res = await tx.execute(sql`
SELECT id FROM professionals
WHERE user_id IS NULL AND id = ANY(${`{${ids.slice(i, i + 1000).join(",")}}`}::uuid[])`);
    for (const row of res.rows as Array<{ id: string }>) unclaimed.add(row.id);
  }
  let sent = 0;
  for (const target of cmd.targets) {
    if (!unclaimed.has(target.professionalId)) continue;
    const email = target.email.trim().toLowerCase();
    const token = randomBytes(32).toString("base64url");
    await tx.insert(claimInvitations).values({
      professionalId: target.professionalId,
      employerId: cmd.employerId,
      email,
      tokenHash: hashInvitationToken(token),
      createdAt: cmd.now,
      expiresAt: new Date(cmd.now.getTime() + TTL_MS),
    });
    // The invitation is a notice e-mail like any other (D210, D212): someone with an account gets it when their
    // "verification updates" allow, with the usual unsubscribe; a bare address unless it asked for no more
    // invitations (the suppression list). It is sent here, not by `notify`: its single-use link is never stored.
    const [account] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
    const { to: _to, ...mail } = rosterInviteMail({
      to: email,
      firstName: target.firstName,
      publicUrl: cmd.publicUrl,
      token,
      expiresInDays: INVITATION_TTL_DAYS,
    });
    await sendNoticeEmail(tx, {
      to: account ? { userId: account.id, address: email } : { address: email },
      topic: ROSTER_INVITATIONS_TOPIC,
      mail,
      links: { publicUrl: cmd.publicUrl, secret: cmd.unsubscribeSecret },
    });
    // Someone who already has an account hears of it in-app too (the e-mail above is the invitation's own form).
    if (account) await notify(tx, { userId: account.id, notice: notice("roster.invitation", {}), at: cmd.now });
    sent++;
  }
  return sent;
}

interface InvitationRow {
  id: string;
  professionalId: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

const invitationColumns = {
  id: claimInvitations.id,
  professionalId: claimInvitations.professionalId,
  email: claimInvitations.email,
  expiresAt: claimInvitations.expiresAt,
  usedAt: claimInvitations.usedAt,
};

/** 404 for a token nobody issued, 410 for a used or expired one. */
function checkUsable(row: InvitationRow | undefined, now: Date): InvitationRow {
  if (!row) throw missing(CLAIM.invitationNotFound);
  if (row.usedAt) throw spent(CLAIM.invitationUsed);
  if (row.expiresAt.getTime() <= now.getTime()) throw spent(CLAIM.invitationExpired);
  return row;
}

/** GET /claim/invitations/:token: which profile the link is for. Never the employer who sent it. */
export async function previewInvitation(database: Database, token: string, now: Date): Promise<InvitationPreview> {
  const [found] = await database.db
    .select(invitationColumns)
    .from(claimInvitations)
    .where(eq(claimInvitations.tokenHash, hashInvitationToken(token)));
  const row = checkUsable(found, now);
  const [profile] = await database.db
    .select({
      ...profileCardColumns,
      userId: professionals.userId,
    })
    .from(professionals)
    .where(eq(professionals.id, row.professionalId));
  if (!profile) throw missing(CLAIM.invitationNotFound);
  return {
    profile: {
      id: profile.id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      headline: profile.headline,
      city: profile.city,
      state: profile.state,
    },
    claimable: profile.userId === null,
    maskedEmail: maskEmail(row.email),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * POST /claim/invitations/:token/accept. In one transaction: the invitation (locked) must be unused and unexpired
 * and addressed to the signed-in account's e-mail; the account must own no profile and the profile must still be
 * unclaimed. Then the profile is owned, the link spent, the queue tidied, an audit row and a notification written.
 */
export async function acceptInvitation(
  database: Database,
  cmd: { actor: SignedIn; token: string; now: Date; publicUrl: string; origin: RequestOrigin },
): Promise<{ professionalId: string }> {
  return database.db.transaction(async (tx) => {
    const owner = await lockClaimant(tx, cmd.actor.userId);
    const [found] = await tx
      .select(invitationColumns)
      .from(claimInvitations)
      .where(eq(claimInvitations.tokenHash, hashInvitationToken(cmd.token)))
      .for("update");
    const invitation = checkUsable(found, cmd.now);
    if (owner.email.trim().toLowerCase() !== invitation.email)
      throw refused(CLAIM.invitationWrongEmail(maskEmail(invitation.email)));
    const profile = await lockProfile(tx, invitation.professionalId);
    if (!profile) throw missing(CLAIM.invitationNotFound);
    assertUnclaimed(profile);
    assertOwnsNoProfile(await ownedProfileId(tx, owner.id));

    await takeOwnership(tx, { profile, owner, now: cmd.now, publicUrl: cmd.publicUrl });
    await tx
      .update(claimInvitations)
      .set({ usedAt: cmd.now, usedBy: owner.id })
      .where(eq(claimInvitations.id, invitation.id));
    await auditClaim(tx, {
      userId: owner.id,
      actorId: owner.id,
      professionalId: profile.id,
      via: "invitation",
      details: { invitation_id: invitation.id },
      origin: cmd.origin,
      at: cmd.now,
    });
    await notify(tx, { userId: owner.id, notice: notice("claim.via_invitation", {}), at: cmd.now });
    return { professionalId: profile.id };
  });
}
