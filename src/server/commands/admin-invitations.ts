import { createHash, randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import {
  type AcceptInvitationInput,
  INVITATION_LIMITS,
  INVITATIONS,
  type InviteAdminInput,
} from "../../core/contracts/appeals";
import { COMMON_PASSWORD, CONTEXT_PASSWORD } from "../../core/contracts/auth";
import { adminInvitationMail } from "../adapters/mail/admin-invitation-mail";
import { enqueueMail } from "../adapters/mail/outbox";
import { isCommonPassword, isContextPassword } from "../auth/common-passwords";
import type { Database, Tx } from "../db/client";
import {
  account,
  adminInvitations,
  notificationPreferences,
  profiles,
  subscriptions,
  user,
  userRoles,
} from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, invalidInput, missing, spent } from "../kernel/domain-errors";
import { moderatorLabel } from "./dispute-review";

/**
 * Administrator invitations (issue 34 §4a; D329–D330; Discourse's and GitLab's invitations): an administrator invites
 * an e-mail address; the e-mail carries a single-use link (only its SHA-256 is stored) valid 72 hours; accepting it
 * creates a NEW account with the admin role, e-mail confirmed by the link, under the password policy — it never
 * grants the role to an existing account (D330). The new administrator's sessions can do nothing but enrol a second
 * factor until they have one (D30). Create, revoke and accept are audited; creating is throttled per administrator.
 */

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

async function emailTaken(tx: Pick<Tx, "select">, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`);
  return Boolean(row);
}

export async function inviteAdmin(
  database: Database,
  cmd: { actor: SignedIn; input: InviteAdminInput; now: Date; origin: RequestOrigin; publicUrl: string },
): Promise<{ id: string; email: string; expiresAt: Date }> {
  const { actor, now } = cmd;
  const email = cmd.input.email.toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_LIMITS.validHours * 3_600_000);
  return database.db.transaction(async (tx) => {
    if (await emailTaken(tx, email)) throw clash(INVITATIONS.accountExists);
    // An expired invitation no longer blocks a new one: it is closed (revoked, by nobody).
    await tx
      .update(adminInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(adminInvitations.email, email),
          isNull(adminInvitations.acceptedAt),
          isNull(adminInvitations.revokedAt),
          lt(adminInvitations.expiresAt, now),
        ),
      );
    const rows = await tx
      .insert(adminInvitations)
      .values({ email, tokenHash: hashInvitationToken(token), invitedBy: actor.userId, createdAt: now, expiresAt })
      .onConflictDoNothing()
      .returning({ id: adminInvitations.id });
    // The one open invitation per address (a unique index): a second, even at the same moment, is refused.
    if (rows.length === 0) throw clash(INVITATIONS.alreadyInvited);
    const id = rows[0]!.id;
    await enqueueMail(
      tx,
      adminInvitationMail({
        to: email,
        inviterName: await moderatorLabel(tx, actor.userId),
        publicUrl: cmd.publicUrl,
        token,
      }),
    );
    await auditInTx(tx, {
      userId: actor.userId,
      action: "admin_invitation_created",
      tableName: "admin_invitations",
      recordId: id,
      newData: { email, expires_at: expiresAt.toISOString() },
      origin: cmd.origin,
      at: now,
    });
    return { id, email, expiresAt };
  });
}

export async function revokeAdminInvitation(
  database: Database,
  cmd: { actor: SignedIn; invitationId: string; now: Date; origin: RequestOrigin },
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.id, cmd.invitationId))
      .for("update");
    if (!row) throw missing(INVITATIONS.notFound);
    if (row.acceptedAt || row.revokedAt) throw clash(INVITATIONS.notOpen);
    await tx
      .update(adminInvitations)
      .set({ revokedAt: cmd.now, revokedBy: cmd.actor.userId })
      .where(eq(adminInvitations.id, row.id));
    await auditInTx(tx, {
      userId: cmd.actor.userId,
      action: "admin_invitation_revoked",
      tableName: "admin_invitations",
      recordId: row.id,
      newData: { email: row.email, expired: row.expiresAt.getTime() < cmd.now.getTime() },
      origin: cmd.origin,
      at: cmd.now,
    });
  });
}

type InvitationRow = typeof adminInvitations.$inferSelect;

/** The invitation a link names, if it can still be used (404 unknown; 410 used, revoked or expired). */
function assertUsable(row: InvitationRow | undefined, now: Date): InvitationRow {
  if (!row) throw missing(INVITATIONS.invalidLink);
  if (row.acceptedAt) throw spent(INVITATIONS.used);
  if (row.revokedAt) throw spent(row.revokedBy ? INVITATIONS.revokedLink : INVITATIONS.expired);
  if (new Date(row.expiresAt).getTime() < now.getTime()) throw spent(INVITATIONS.expired);
  return row;
}

export async function previewAdminInvitation(database: Database, token: string, now: Date) {
  const [row] = await database.db
    .select()
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, hashInvitationToken(token)));
  const usable = assertUsable(row, now);
  return { email: usable.email, expiresAt: new Date(usable.expiresAt) };
}

export async function acceptAdminInvitation(
  database: Database,
  cmd: { token: string; input: AcceptInvitationInput; now: Date; origin: RequestOrigin },
): Promise<{ userId: string; email: string }> {
  const { now, input } = cmd;
  const preview = await previewAdminInvitation(database, cmd.token, now);
  if (isCommonPassword(input.password)) throw invalidInput({ password: COMMON_PASSWORD });
  if (isContextPassword(input.password, { email: preview.email, name: input.fullName }))
    throw invalidInput({ password: CONTEXT_PASSWORD });
  // scrypt is slow on purpose: hash before the transaction opens.
  const passwordHash = await hashPassword(input.password);
  return database.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.tokenHash, hashInvitationToken(cmd.token)))
      .for("update");
    const invitation = assertUsable(locked, now);
    // Never a silent escalation (D330): an account that appeared for this address meanwhile keeps its roles.
    if (await emailTaken(tx, invitation.email)) throw clash(INVITATIONS.accountExists);
    const userId = randomUUID().replaceAll("-", "");
    await tx.insert(user).values({
      id: userId,
      name: input.fullName,
      email: invitation.email,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(account).values({
      id: randomUUID().replaceAll("-", ""),
      accountId: userId,
      providerId: "credential",
      userId,
      password: passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(profiles).values({ id: userId, fullName: input.fullName, accountType: "professional" });
    await tx.insert(userRoles).values({ userId, role: "admin" });
    await tx.insert(subscriptions).values({ userId, subscriptionType: "free", userType: "professional" });
    await tx.insert(notificationPreferences).values({ userId });
    await tx
      .update(adminInvitations)
      .set({ acceptedAt: now, acceptedUserId: userId })
      .where(eq(adminInvitations.id, invitation.id));
    await auditInTx(tx, {
      userId,
      action: "admin_invitation_accepted",
      tableName: "admin_invitations",
      recordId: invitation.id,
      newData: { email: invitation.email, invited_by: invitation.invitedBy, role_granted: "admin" },
      origin: cmd.origin,
      at: now,
    });
    return { userId, email: invitation.email };
  });
}
