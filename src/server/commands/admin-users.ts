import { and, eq, isNull, sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { ADMIN_CONSOLE } from "../../core/messages";
import type { Database, Tx } from "../db/client";
import {
  accountSuspensions,
  employerStrikes,
  employers,
  moderationEvents,
  passkey,
  profiles,
  session,
  twoFactor,
  user,
} from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, missing } from "../kernel/domain-errors";
import { lockEmployerOfUser } from "../kernel/locks";
import { assertNotSelf } from "../policies/admin-users";
import { recomputeStanding } from "./employer-strikes";

/**
 * An administrator's actions on an account (issue 15 §3, D160–D162). Each takes a reason under the shared rule
 * (core/moderation-reason.ts), runs in one transaction with its audit row (admin, reason, before and after), and
 * refuses the administrator's own account. Ending sessions deletes their rows: the session trigger (migration
 * 0011) announces each end, so a live stream closes at once, and the cookie is worthless on the next request.
 */
export interface AdminUserCtx {
  actor: SignedIn;
  userId: string;
  reason: string;
  now: Date;
  origin: RequestOrigin;
}

async function lockTarget(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: user.id, deactivatedAt: profiles.deactivatedAt, twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .for("update", { of: user });
  if (!row) throw missing(ADMIN_CONSOLE.userNotFound);
  return row;
}

async function openSuspension(tx: Tx, userId: string) {
  const [row] = await tx
    .select()
    .from(accountSuspensions)
    .where(and(eq(accountSuspensions.userId, userId), isNull(accountSuspensions.liftedAt)))
    .for("update");
  return row ?? null;
}

async function endAllSessions(tx: Tx, userId: string): Promise<number> {
  const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return ended.length;
}

const audit = (tx: Tx, ctx: AdminUserCtx, action: string, tableName: string, recordId: string, data: object) =>
  auditInTx(tx, {
    userId: ctx.actor.userId,
    action,
    tableName,
    recordId,
    newData: { subject_user_id: ctx.userId, reason: ctx.reason, ...data },
    origin: ctx.origin,
    at: ctx.now,
  });

/** Suspends an account: it cannot sign in, its sessions end now, API keys stop (they check deactivation). */
export async function suspendUser(database: Database, ctx: AdminUserCtx) {
  assertNotSelf(ctx.actor.userId, ctx.userId);
  return database.db.transaction(async (tx) => {
    const target = await lockTarget(tx, ctx.userId);
    if (await openSuspension(tx, ctx.userId)) throw clash(ADMIN_CONSOLE.alreadySuspended);
    const [row] = await tx
      .insert(accountSuspensions)
      .values({ userId: ctx.userId, reason: ctx.reason, suspendedBy: ctx.actor.userId, suspendedAt: ctx.now })
      .returning({ id: accountSuspensions.id });
    await tx
      .insert(profiles)
      .values({ id: ctx.userId, deactivatedAt: ctx.now })
      .onConflictDoUpdate({
        target: profiles.id,
        set: {
          deactivatedAt: sql`coalesce(${profiles.deactivatedAt}, ${ctx.now.toISOString()}::timestamptz)`,
          updatedAt: ctx.now,
        },
      });
    const sessionsEnded = await endAllSessions(tx, ctx.userId);
    await audit(tx, ctx, "user_suspended", "account_suspensions", row!.id, {
      before: { suspended: false, deactivated: target.deactivatedAt !== null },
      after: { suspended: true, deactivated: true, sessions_ended: sessionsEnded },
    });
    return { sessionsEnded };
  });
}

/**
 * Lifts the open suspension. The account becomes active again only if the suspension is what deactivated it
 * (its `deactivated_at` is the suspension's instant); another deactivation (a deletion request) stays.
 */
export async function reactivateUser(database: Database, ctx: AdminUserCtx) {
  return database.db.transaction(async (tx) => {
    const target = await lockTarget(tx, ctx.userId);
    const open = await openSuspension(tx, ctx.userId);
    if (!open) throw clash(ADMIN_CONSOLE.notSuspended);
    await tx
      .update(accountSuspensions)
      .set({ liftedAt: ctx.now, liftedBy: ctx.actor.userId, liftReason: ctx.reason })
      .where(eq(accountSuspensions.id, open.id));
    const ours = target.deactivatedAt !== null && target.deactivatedAt.getTime() === open.suspendedAt.getTime();
    if (ours)
      await tx.update(profiles).set({ deactivatedAt: null, updatedAt: ctx.now }).where(eq(profiles.id, ctx.userId));
    await audit(tx, ctx, "user_reactivated", "account_suspensions", open.id, {
      before: { suspended: true, deactivated: target.deactivatedAt !== null },
      after: { suspended: false, deactivated: !ours },
    });
  });
}

/** Signs the account out everywhere (a stolen session, a shared device). */
export async function endUserSessions(database: Database, ctx: AdminUserCtx) {
  assertNotSelf(ctx.actor.userId, ctx.userId);
  return database.db.transaction(async (tx) => {
    await lockTarget(tx, ctx.userId);
    const sessionsEnded = await endAllSessions(tx, ctx.userId);
    await audit(tx, ctx, "user_sessions_ended", "session", ctx.userId, {
      before: { sessions: sessionsEnded },
      after: { sessions: 0 },
    });
    return { sessionsEnded };
  });
}

/**
 * Removes every second factor of someone who lost their device, after the support check the reason records: the
 * authenticator app with its backup codes and every passkey (D235). Their sessions end too, since they proved a
 * factor that no longer exists; they sign in again with their password (or a reset link) and enrol anew.
 */
export async function resetSecondFactor(database: Database, ctx: AdminUserCtx) {
  assertNotSelf(ctx.actor.userId, ctx.userId);
  return database.db.transaction(async (tx) => {
    const target = await lockTarget(tx, ctx.userId);
    const removed = await tx.delete(twoFactor).where(eq(twoFactor.userId, ctx.userId)).returning({ id: twoFactor.id });
    const passkeys = await tx
      .delete(passkey)
      .where(eq(passkey.userId, ctx.userId))
      .returning({ id: passkey.id, name: passkey.name });
    const totp = removed.length > 0 || target.twoFactorEnabled;
    if (!totp && passkeys.length === 0) throw clash(ADMIN_CONSOLE.noSecondFactor);
    await tx.update(user).set({ twoFactorEnabled: false, updatedAt: ctx.now }).where(eq(user.id, ctx.userId));
    const sessionsEnded = await endAllSessions(tx, ctx.userId);
    await audit(tx, ctx, "user_second_factor_reset", "two_factor", ctx.userId, {
      before: { totp, passkeys: passkeys.map((p) => ({ id: p.id, name: p.name })) },
      after: { totp: false, passkeys: [], sessions_ended: sessionsEnded },
    });
    return { sessionsEnded, passkeysRemoved: passkeys.length };
  });
}

/** Reverses an active strike of the employer this account owns, outside an appeal (a moderator's own error). */
export async function reverseStrike(database: Database, ctx: AdminUserCtx & { strikeId: string }) {
  return database.db.transaction(async (tx) => {
    const employer = await lockEmployerOfUser(tx, ctx.userId);
    if (!employer) throw missing(ADMIN_CONSOLE.strikeNotFound);
    const [strike] = await tx
      .select()
      .from(employerStrikes)
      .where(and(eq(employerStrikes.id, ctx.strikeId), eq(employerStrikes.employerId, employer.id)))
      .for("update");
    if (!strike) throw missing(ADMIN_CONSOLE.strikeNotFound);
    if (strike.status !== "active") throw clash(ADMIN_CONSOLE.strikeNotActive);
    await tx
      .update(employerStrikes)
      .set({ status: "reversed", endedAt: ctx.now })
      .where(eq(employerStrikes.id, strike.id));
    await recomputeStanding(tx, employer.id, ctx.now, true);
    const [after] = await tx
      .select({ strikeCount: employers.strikeCount, suspendedUntil: employers.suspendedUntil })
      .from(employers)
      .where(eq(employers.id, employer.id));
    await tx.insert(moderationEvents).values({
      disputeId: strike.disputeId,
      strikeId: strike.id,
      kind: "strike_reversed",
      actorRole: "admin",
      actorId: ctx.actor.userId,
      fromState: "active",
      toState: "reversed",
      note: ctx.reason,
      createdAt: ctx.now,
    });
    await audit(tx, ctx, "strike_reversed", "employer_strikes", strike.id, {
      before: { strike: "active", strike_count: employer.strikeCount, suspended_until: employer.suspendedUntil },
      after: { strike: "reversed", strike_count: after?.strikeCount, suspended_until: after?.suspendedUntil ?? null },
    });
  });
}
