import { and, desc, eq, sql } from "drizzle-orm";
import { EMPLOYER } from "../../core/messages";
import type { Db } from "../db/client";
import { professionals, ratingAttributions, ratings } from "../db/schema";
import { missing } from "../kernel/domain-errors";
import { type AuthorRatingRecord, professionalColumns, ratingColumns, toRatingRecord } from "../kernel/rating-records";

/**
 * The ratings an employer wrote (GET /employer/ratings, /employer/ratings/:id, the overview's recent ones), as
 * records; the route presents them with `presentRatingForAuthor`.
 */

/** Ratings per page of the employer's history (GET /employer/ratings). */
export const HISTORY_PAGE_SIZE = 20;

/**
 * The ratings `employerId` wrote, newest first, as records for their author's presenter. `unsafe`: it reads rating_attributions
 * for the employer it is given and checks nothing; the caller passes the signed-in employer's own id
 * (`employerIdOf(actor.userId)`), never one from the request (D91).
 */
export async function unsafeListRatingsOfEmployer(
  db: Db,
  employerId: string,
  page: { limit: number; offset?: number } = { limit: HISTORY_PAGE_SIZE },
): Promise<AuthorRatingRecord[]> {
  const rows = await db
    .select({ rating: ratingColumns, professional: professionalColumns })
    .from(ratingAttributions)
    .innerJoin(ratings, eq(ratings.id, ratingAttributions.ratingId))
    .innerJoin(professionals, eq(professionals.id, ratings.professionalId))
    .where(eq(ratingAttributions.employerId, employerId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map((r) => ({ rating: toRatingRecord(r.rating), professional: r.professional }));
}

/**
 * One page (1-based, 20 per page, newest first) of the employer's history with the total count (`unsafe`: as above). A page past the
 * end answers an empty list with the real totals, so the web page can step back.
 */
export async function unsafePageRatingsOfEmployer(
  db: Db,
  employerId: string,
  page: number,
): Promise<{ ratings: AuthorRatingRecord[]; page: number; pageSize: number; total: number; totalPages: number }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ratingAttributions)
    .where(eq(ratingAttributions.employerId, employerId));
  const total = Number(count?.n ?? 0);
  const list = await unsafeListRatingsOfEmployer(db, employerId, {
    limit: HISTORY_PAGE_SIZE,
    offset: (page - 1) * HISTORY_PAGE_SIZE,
  });
  return {
    ratings: list,
    page,
    pageSize: HISTORY_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
  };
}

/** One rating `employerId` wrote, for its author's presenter; another's is "not found". `unsafe`: as above. */
export async function unsafeLoadRatingOfEmployer(
  db: Db,
  employerId: string,
  ratingId: string,
): Promise<AuthorRatingRecord> {
  const [row] = await db
    .select({ rating: ratingColumns, professional: professionalColumns })
    .from(ratingAttributions)
    .innerJoin(ratings, eq(ratings.id, ratingAttributions.ratingId))
    .innerJoin(professionals, eq(professionals.id, ratings.professionalId))
    .where(and(eq(ratingAttributions.employerId, employerId), eq(ratingAttributions.ratingId, ratingId)));
  if (!row) throw missing(EMPLOYER.ratingNotFound);
  return { rating: toRatingRecord(row.rating), professional: row.professional };
}
