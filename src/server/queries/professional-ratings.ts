import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { DISPUTE_LIMITS, DISPUTES, disputeAgainFrom } from "../../core/contracts/disputes";
import { type DisputeStatus, LIVE_DISPUTE_STATUSES } from "../../core/domain";
import { disputes, professionals, ratings } from "../db/schema";
import { missing } from "../kernel/domain-errors";
import { ratingColumns, toRatingRecord } from "../kernel/rating-records";
import type { OwnRatingRecord } from "../records/dispute";
import type { Reader } from "./reader";

/** The id of the profile the user owns, or a 404 that tells them to claim one first. */
export async function ownProfessionalIdOrThrow(db: Reader, userId: string): Promise<string> {
  const [row] = await db.select({ id: professionals.id }).from(professionals).where(eq(professionals.userId, userId));
  if (!row) throw missing(DISPUTES.noProfile);
  return row.id;
}

/**
 * Every rating on the caller's own profile (active, under dispute, removed) with its live dispute, newest month
 * first. Within a month the order is by id (random), never by exact submission time, so the list's order cannot
 * hint at when — and therefore by whom — a rating was written.
 */
export async function listOwnRatings(db: Reader, professionalId: string, now: Date): Promise<OwnRatingRecord[]> {
  const rows = await db
    .select({
      ...ratingColumns,
      disputeId: disputes.id,
      disputeStatus: disputes.status,
    })
    .from(ratings)
    .leftJoin(disputes, and(eq(disputes.ratingId, ratings.id), inArray(disputes.status, [...LIVE_DISPUTE_STATUSES])))
    .where(eq(ratings.professionalId, professionalId))
    .orderBy(desc(sql`date_trunc('month', ${ratings.createdAt} AT TIME ZONE 'UTC')`), ratings.id);
  // Disputes withdrawn inside the re-open window, by rating: a rating withdrawn from too often waits (D70).
  const withdrawn = await db
    .select({ ratingId: disputes.ratingId, resolvedAt: disputes.resolvedAt })
    .from(disputes)
    .where(
      and(
        eq(disputes.professionalId, professionalId),
        eq(disputes.status, "withdrawn"),
        gt(disputes.resolvedAt, new Date(now.getTime() - DISPUTE_LIMITS.reopenWindowDays * 86_400_000)),
      ),
    );
  const withdrawnAt = new Map<string, Date[]>();
  for (const w of withdrawn) {
    if (!w.resolvedAt) continue;
    withdrawnAt.set(w.ratingId, [...(withdrawnAt.get(w.ratingId) ?? []), new Date(w.resolvedAt)]);
  }
  return rows.map((row) => ({
    rating: toRatingRecord(row),
    liveDispute: row.disputeId ? { id: row.disputeId, status: row.disputeStatus as DisputeStatus } : null,
    disputeAgainFrom: disputeAgainFrom(withdrawnAt.get(row.id) ?? [], now),
  }));
}
