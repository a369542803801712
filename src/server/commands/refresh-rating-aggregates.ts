import { eq, type SQL, sql } from "drizzle-orm";
import type { RatingStatus } from "../../core/domain";
import { RATING_CATEGORY_KEYS } from "../../core/rating-categories";
import type { Database, DbOrTx, Tx } from "../db/client";
import { ratings } from "../db/schema";
import { decidePublication, type PublicationItem } from "../kernel/rating-publication";
import { COUNTED_RATING_STATUSES } from "../kernel/rating-records";

/**
 * The rating figures stored on each professional (average_rating, total_ratings, verified_employers_count and
 * published_breakdown) are a PUBLISHED SNAPSHOT of the rating rows (D304), not a live view of them. A command
 * (issue 13 §1: writes leave queries/), run inside the caller's transaction after any change to a professional's
 * ratings (new, edited, deleted, disputed, removed, an employer verified):
 *
 * - the counted ratings (status 'active' or 'under_dispute') are read as items, one per rating version;
 * - kernel/rating-publication.ts decides, from every snapshot published before, whether the current items may be
 *   published (at least 3 employers in it, at least 3 employers' changes since the last one, and no combination
 *   of published snapshots that isolates one rating); if so the figures are written and the snapshot recorded;
 *   otherwise the previous figures stay as they were.
 *
 * The figures of a snapshot:
 * - a rating's score is the average of its non-null category scores;
 * - average_rating = round(average of the counted ratings' scores, 2) (halves away from zero), 0 when none count;
 * - total_ratings = number of counted ratings;
 * - verified_employers_count = distinct employers (through rating_attributions) of counted ratings
 *   whose employer is currently verified;
 * - published_breakdown = per-category averages rounded to 2 decimals and the current / former counts
 *   (null while nothing was published, or when the published snapshot is empty).
 */
const COUNTED_STATUS_SQL = COUNTED_RATING_STATUSES.map((s) => `'${s}'`).join(", ");
const SCORE_SUM_SQL = RATING_CATEGORY_KEYS.map((c) => `coalesce(r.${c}, 0)`).join(" + ");
const SCORE_COUNT_SQL = `num_nonnulls(${RATING_CATEGORY_KEYS.map((c) => `r.${c}`).join(", ")})`;
/**
 * lcm(1..15): every rating's score (sum / count of its non-null categories) times this is a whole
 * number, so the average is one exact division and rounding is exact, halves included (3.725 → 3.73).
 * Averaging rounded per-rating quotients instead would decide some halves by rounding noise.
 */
export const SCORE_SCALE = 360360;
const SCALED_SCORE_SQL = `(${SCORE_SUM_SQL}) * (${SCORE_SCALE} / ${SCORE_COUNT_SQL})`;
const BREAKDOWN_SQL = `jsonb_build_object('categories', jsonb_build_object(${RATING_CATEGORY_KEYS.map((c) => `'${c}', round(avg(r.${c}), 2)`).join(", ")}), 'current', count(*) FILTER (WHERE r.employment_status = 'current'), 'former', count(*) FILTER (WHERE r.employment_status = 'former'))`;

/**
 * A rating version as a publication item, "group:ratingId:hash": the group is a per-professional pseudonym of the
 * rating's employer (its own rating id when the attribution is gone), the hash covers everything a snapshot sums
 * (scores, employment status, whether the employer is verified), so an edit or a verification is a new item.
 */
const ITEM_GROUP_SQL = `coalesce('e' || left(md5(ra.employer_id::text || ':' || r.professional_id::text), 16), 'r' || r.id::text)`;
const ITEM_HASH_SQL = `left(md5(concat_ws(',', r.employment_status, ${RATING_CATEGORY_KEYS.map((c) => `coalesce(r.${c}::text, '-')`).join(", ")}, coalesce(e.verification_status = 'verified', false)::text)), 16)`;
export const ITEM_SQL = `${ITEM_GROUP_SQL} || ':' || r.id::text || ':' || ${ITEM_HASH_SQL}`;
const ITEM_FROM_SQL = `FROM ratings r
  LEFT JOIN rating_attributions ra ON ra.rating_id = r.id
  LEFT JOIN employers e ON e.id = ra.employer_id
  WHERE r.status IN (${COUNTED_STATUS_SQL})`;

function uuidArrayLiteral(ids: readonly string[]): string {
  // Passed as one text parameter and cast to uuid[]; a malformed id fails the cast in the database.
  return `{${ids.join(",")}}`;
}

/** "group:rest" → the item the auditor takes. */
export function parseItem(item: string): PublicationItem {
  const at = item.indexOf(":");
  return { group: item.slice(0, at), key: item.slice(at + 1) };
}

/**
 * The UPDATE that writes the figures of the current rating rows for the professionals `filter` selects (an SQL
 * condition on p0). Only for professionals whose snapshot was just allowed (or by the initial publication).
 */
function figuresUpdate(filter: SQL, before: SQL = sql``): SQL {
  return sql`
WITH ${before} agg AS (
  SELECT r.professional_id,
         round(sum(${sql.raw(SCALED_SCORE_SQL)})::numeric / (count(*) * ${sql.raw(String(SCORE_SCALE))}), 2) AS average_rating,
         count(*)::int AS total_ratings,
         (count(DISTINCT ra.employer_id) FILTER (WHERE e.verification_status = 'verified'))::int AS verified_employers_count,
         ${sql.raw(BREAKDOWN_SQL)} AS breakdown
  ${sql.raw(ITEM_FROM_SQL)} AND r.professional_id IN (SELECT p0.id FROM professionals p0 WHERE ${filter})
  GROUP BY r.professional_id
),
target AS (
  SELECT p0.id,
         coalesce(agg.average_rating, 0) AS average_rating,
         coalesce(agg.total_ratings, 0) AS total_ratings,
         coalesce(agg.verified_employers_count, 0) AS verified_employers_count,
         agg.breakdown
  FROM professionals p0
  LEFT JOIN agg ON agg.professional_id = p0.id
  WHERE ${filter}
)
UPDATE professionals p
SET average_rating = t.average_rating,
    total_ratings = t.total_ratings,
    verified_employers_count = t.verified_employers_count,
    published_breakdown = t.breakdown
FROM target t
WHERE p.id = t.id
  AND (p.average_rating, p.total_ratings, p.verified_employers_count, p.published_breakdown)
      IS DISTINCT FROM (t.average_rating, t.total_ratings, t.verified_employers_count, t.breakdown)`;
}

/**
 * The one way a command moves a rating's status (issue 35 §3, D368): the row and, in the same transaction, its
 * professional's published figures (which may or may not move, D304). `at` stamps `updated_at` where the move is a
 * decision about the rating (a dispute decided, an appeal upheld, a flag's removal); a dispute opened, withdrawn or
 * overdue leaves it as it was. Callers lock the rating chain first (employer → professional → rating).
 */
export async function setRatingStatus(
  tx: Tx,
  rating: { id: string; professionalId: string },
  status: RatingStatus,
  at?: Date,
): Promise<void> {
  await tx
    .update(ratings)
    .set(at ? { status, updatedAt: at } : { status })
    .where(eq(ratings.id, rating.id));
  await publishRatingFigures(tx, [rating.professionalId]);
}

/**
 * Publishes what may be published for `professionalIds` (D304). Run it inside the transaction that changed the
 * ratings, after locking the professional row (SELECT … FOR UPDATE), so two concurrent transactions cannot each
 * publish without the other's rating. Returns the ids whose figures moved.
 */
export async function publishRatingFigures(db: DbOrTx, professionalIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(professionalIds)];
  if (ids.length === 0) return [];
  const literal = uuidArrayLiteral(ids);
  const current = await db.execute(
    sql`SELECT r.professional_id::text AS pid, ${sql.raw(ITEM_SQL)} AS item ${sql.raw(ITEM_FROM_SQL)} AND r.professional_id = ANY(${literal}::uuid[])`,
  );
  const history = await db.execute(
    sql`SELECT professional_id::text AS pid, seq, items FROM rating_publications WHERE professional_id = ANY(${literal}::uuid[]) ORDER BY professional_id, seq`,
  );
  const currentBy = new Map<string, PublicationItem[]>(ids.map((id) => [id, []]));
  for (const row of current.rows as Array<{ pid: string; item: string }>)
    currentBy.get(row.pid)?.push(parseItem(row.item));
  const historyBy = new Map<string, { seq: number; items: PublicationItem[] }[]>();
  for (const row of history.rows as Array<{ pid: string; seq: number; items: string[] }>) {
    const list = historyBy.get(row.pid) ?? [];
    list.push({ seq: Number(row.seq), items: row.items.map(parseItem) });
    historyBy.set(row.pid, list);
  }
  const published: string[] = [];
  for (const id of ids) {
    const past = historyBy.get(id) ?? [];
    const items = currentBy.get(id) ?? [];
    if (
      decidePublication(
        past.map((p) => p.items),
        items,
      ) !== "publish"
    )
      continue;
    const seq = (past.at(-1)?.seq ?? 0) + 1;
    const stored = `{${items.map((i) => `"${i.group}:${i.key}"`).join(",")}}`;
    await db.execute(
      sql`INSERT INTO rating_publications (professional_id, seq, items) VALUES (${id}::uuid, ${seq}, ${stored}::text[])`,
    );
    published.push(id);
  }
  if (published.length > 0) await db.execute(figuresUpdate(sql`p0.id = ANY(${uuidArrayLiteral(published)}::uuid[])`));
  return published;
}

/**
 * The first publication of every professional that has none yet (seed, and migration 0025 for existing rows):
 * with no history the auditor's rule reduces to "the counted ratings come from at least 3 employers"
 * (tests/unit/rating-publication.test.ts checks the equivalence). Those get their snapshot recorded and their
 * figures written in one statement; the second statement leaves the others without figures (zeros, no breakdown).
 */
export const INITIAL_PUBLICATION: readonly SQL[] = [
  figuresUpdate(
    sql`p0.id IN (SELECT professional_id FROM first_snapshot)`,
    sql.raw(`first_snapshot AS (
  INSERT INTO rating_publications (professional_id, seq, items)
  SELECT r.professional_id, 1, array_agg(${ITEM_SQL} ORDER BY r.id)
  ${ITEM_FROM_SQL}
    AND NOT EXISTS (SELECT 1 FROM rating_publications rp WHERE rp.professional_id = r.professional_id)
  GROUP BY r.professional_id
  HAVING count(DISTINCT ${ITEM_GROUP_SQL}) >= 3
  RETURNING professional_id
),`),
  ),
  sql.raw(`UPDATE professionals SET average_rating = 0, total_ratings = 0, verified_employers_count = 0, published_breakdown = NULL
WHERE NOT EXISTS (SELECT 1 FROM rating_publications rp WHERE rp.professional_id = professionals.id)
  AND (average_rating, total_ratings, verified_employers_count, published_breakdown) IS DISTINCT FROM (0::numeric, 0, 0, NULL::jsonb)`),
];

/** Publishes what may be published for `professionalIds` on its own (tests, scripts). */
export async function refreshRatingAggregates(database: Database, professionalIds: string[]): Promise<void> {
  if (professionalIds.length === 0) return;
  await database.db.transaction(async (tx) => {
    await publishRatingFigures(tx, professionalIds);
  });
}
