import { and, eq, lte, sql } from "drizzle-orm";
import {
  appealDeadline,
  STRIKE_RULES,
  strikeEffect,
  strikeExpiresAt,
  suspensionEndsAt,
} from "../../core/dispute-workflow";
import type { Database, Tx } from "../db/client";
import { employerStrikes, employers, moderationEvents, session } from "../db/schema";
import { sendDisputeNotice } from "./send-dispute-notice";

/**
 * Strikes and their automatic effects (SPEC §4, §9; decisions D105, D106). Every function runs inside the caller's
 * transaction with the employer row already locked (lock order: employer → professional → rating → dispute).
 */

async function activeStrikeCount(tx: Tx, employerId: string): Promise<number> {
  const res = await tx.execute(
    sql`SELECT count(*)::int AS n FROM employer_strikes WHERE employer_id = ${employerId} AND status = 'active'`,
  );
  return Number((res.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/** What a strike comes from: an upheld dispute, or a moderator's decision on a flagged rating (D236). */
export type StrikeCause = { disputeId: string; flagId?: never } | { flagId: string; disputeId?: never };

/**
 * Issues the strike of an upheld dispute or of a flag decision: 1 → warning (the decision removed the rating), 2 → rating submission
 * suspended for 30 days, 3 → permanent suspension, with every session of the employer's user ended.
 */
export async function issueStrike(
  tx: Tx,
  input: {
    employerId: string;
    employerUserId: string;
    cause: StrikeCause;
    moderatorId: string;
    now: Date;
    publicUrl: string;
  },
) {
  const { now } = input;
  const ordinal = (await activeStrikeCount(tx, input.employerId)) + 1;
  const effect = strikeEffect(ordinal);
  const suspendedUntil = effect === "rating_suspension" ? suspensionEndsAt(now) : null;
  const [strike] = await tx
    .insert(employerStrikes)
    .values({
      employerId: input.employerId,
      disputeId: input.cause.disputeId ?? null,
      flagId: input.cause.flagId ?? null,
      ordinal,
      effect,
      status: "active",
      issuedAt: now,
      appealDeadline: appealDeadline(now),
      expiresAt: strikeExpiresAt(now),
      suspendedUntil,
    })
    .returning({ id: employerStrikes.id });
  const permanent = effect === "permanent_suspension";
  await tx
    .update(employers)
    .set({
      strikeCount: Math.min(ordinal, STRIKE_RULES.permanentAt),
      ...(suspendedUntil ? { suspendedUntil } : {}),
      ...(permanent ? { permanentlySuspendedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(employers.id, input.employerId));
  let sessionsEnded = 0;
  if (permanent) {
    const ended = await tx
      .delete(session)
      .where(eq(session.userId, input.employerUserId))
      .returning({ id: session.id });
    sessionsEnded = ended.length;
  }
  await tx.insert(moderationEvents).values({
    disputeId: input.cause.disputeId ?? null,
    strikeId: strike!.id,
    kind: "strike_issued",
    actorRole: "admin",
    actorId: input.moderatorId,
    toState: effect,
    note: `Strike ${ordinal}${suspendedUntil ? `; rating suspended until ${suspendedUntil.toISOString()}` : ""}${permanent ? `; account suspended, ${sessionsEnded} session(s) ended` : ""}`,
    createdAt: now,
  });
  await sendDisputeNotice(tx, {
    name: "employerStrike",
    userId: input.employerUserId,
    args: { ordinal, appealBy: appealDeadline(now), suspendedUntil, permanent },
    at: now,
    publicUrl: input.publicUrl,
  });
  return { strikeId: strike!.id, ordinal, effect, suspendedUntil, sessionsEnded };
}

/**
 * Re-derives the employer's standing from its active strikes after one stopped counting: the count, the rating
 * suspension (the latest end among active second strikes, else none) and, after a reversal, the permanent
 * suspension (kept only while three strikes remain active).
 */
export async function recomputeStanding(tx: Tx, employerId: string, now: Date, afterReversal: boolean) {
  const active = await tx
    .select({ suspendedUntil: employerStrikes.suspendedUntil })
    .from(employerStrikes)
    .where(and(eq(employerStrikes.employerId, employerId), eq(employerStrikes.status, "active")));
  const until = active
    .map((s) => s.suspendedUntil)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  await tx
    .update(employers)
    .set({
      strikeCount: Math.min(active.length, STRIKE_RULES.permanentAt),
      suspendedUntil: until ?? null,
      ...(afterReversal && active.length < STRIKE_RULES.permanentAt ? { permanentlySuspendedAt: null } : {}),
      updatedAt: now,
    })
    .where(eq(employers.id, employerId));
}

/**
 * Strikes stop counting a year after they were issued (D105), except on a permanently suspended account: the
 * third strike's suspension is lifted only by an upheld appeal, never by time. Idempotent: a strike already
 * expired is not touched again.
 */
export async function expireStrikes(database: Database, now: Date): Promise<number> {
  const due = await database.db
    .select({ id: employerStrikes.id, employerId: employerStrikes.employerId })
    .from(employerStrikes)
    .innerJoin(employers, eq(employers.id, employerStrikes.employerId))
    .where(
      and(
        eq(employerStrikes.status, "active"),
        lte(employerStrikes.expiresAt, now),
        sql`${employers.permanentlySuspendedAt} IS NULL`,
      ),
    );
  let expired = 0;
  for (const row of due) {
    await database.db.transaction(async (tx) => {
      const [employer] = await tx
        .select({ id: employers.id, permanent: employers.permanentlySuspendedAt })
        .from(employers)
        .where(eq(employers.id, row.employerId))
        .for("update");
      if (!employer || employer.permanent) return;
      const updated = await tx
        .update(employerStrikes)
        .set({ status: "expired", endedAt: now })
        .where(and(eq(employerStrikes.id, row.id), eq(employerStrikes.status, "active")))
        .returning({ id: employerStrikes.id });
      if (updated.length === 0) return;
      await recomputeStanding(tx, row.employerId, now, false);
      await tx.insert(moderationEvents).values({
        strikeId: row.id,
        kind: "strike_expired",
        actorRole: "system",
        fromState: "active",
        toState: "expired",
        createdAt: now,
      });
      expired++;
    });
  }
  return expired;
}
