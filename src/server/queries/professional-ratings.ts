import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { DISPUTES, type OwnRating } from "../../core/contracts/disputes";
import { type DisputeStatus, LIVE_DISPUTE_STATUSES } from "../../core/domain";
import { ratingColumns, toRatingRecord } from "../commands/rating-support";
import type { Db } from "../db/client";
import { disputes, professionals, ratings } from "../db/schema";
import { notFound } from "../http/errors";
import { presentOwnRating } from "../presenters/dispute";

type Reader = Pick<Db, "select">;

/** The id of the profile the user owns, or a 404 that tells them to claim one first. */
export async function ownProfessionalIdOrThrow(db: Reader, userId: string): Promise<string> {
  const [row] = await db.select({ id: professionals.id }).from(professionals).where(eq(professionals.userId, userId));
  if (!row) throw notFound(DISPUTES.noProfile);
  return row.id;
}

/**
 * Every rating on the caller's own profile (active, under dispute, removed) with its live dispute, newest month
 * first. Within a month the order is by id (random), never by exact submission time, so the list's order cannot
 * hint at when — and therefore by whom — a rating was written.
 */
export async function listOwnRatings(db: Reader, professionalId: string): Promise<OwnRating[]> {
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
  return rows.map((row) =>
    presentOwnRating(
      toRatingRecord(row),
      row.disputeId ? { id: row.disputeId, status: row.disputeStatus as DisputeStatus } : null,
    ),
  );
}
