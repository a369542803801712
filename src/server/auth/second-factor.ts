import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { passkey, session, user } from "../db/schema";

/**
 * Whether a session proved a second factor (decisions D30). The auth library only creates a session for an account
 * with TOTP after the code (or a trusted-device cookie it set after one); a passkey sign-in is a second factor by
 * itself. We record the moment on the session row, and count it only while the account still has a factor.
 */
export async function sessionHasSecondFactor(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      verifiedAt: session.secondFactorVerifiedAt,
      totp: user.twoFactorEnabled,
      passkeys: sql<number>`(SELECT count(*)::int FROM ${passkey} WHERE ${passkey.userId} = ${userId})`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)));
  return Boolean(row?.verifiedAt && (row.totp || row.passkeys > 0));
}

/** Whether the account has any second factor enrolled (TOTP or a passkey). */
export async function accountHasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      totp: user.twoFactorEnabled,
      passkeys: sql<number>`(SELECT count(*)::int FROM ${passkey} WHERE ${passkey.userId} = ${userId})`,
    })
    .from(user)
    .where(eq(user.id, userId));
  return Boolean(row && (row.totp || row.passkeys > 0));
}

/** Records that this session proved a second factor just now. */
export async function markSecondFactor(db: Db, sessionId: string, at: Date = new Date()): Promise<void> {
  await db.update(session).set({ secondFactorVerifiedAt: at }).where(eq(session.id, sessionId));
}
