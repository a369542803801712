import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { session } from "../db/schema";

/** Whether a session still exists and has not expired (a long-lived stream re-checks the session it opened with). */
export async function sessionStillValid(db: Db, sessionId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}
