import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, session } from "../db/schema";

/**
 * A session's expiry while it is still valid (exists, not expired, its account not deactivated), else null. A
 * long-lived stream re-checks the session it opened with, and arms a timer for this moment (D213).
 */
export async function sessionValidUntil(db: Db, sessionId: string, now = new Date()): Promise<Date | null> {
  const rows = await db
    .select({ expiresAt: session.expiresAt })
    .from(session)
    .leftJoin(profiles, eq(profiles.id, session.userId))
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, now), isNull(profiles.deactivatedAt)))
    .limit(1);
  return rows[0]?.expiresAt ?? null;
}

/** Whether a session still exists, has not expired, and its account is not deactivated. */
export async function sessionStillValid(db: Db, sessionId: string, now = new Date()): Promise<boolean> {
  return (await sessionValidUntil(db, sessionId, now)) !== null;
}
