import { type SQL, sql } from "drizzle-orm";
import { ROSTER_PAGE_SIZE, type RosterQuery, type RosterResponse } from "../../core/contracts/employer";
import { RATING_EDIT_WINDOW_HOURS } from "../../core/rating-categories";
import type { Db } from "../db/client";
import type { RosterRow } from "../records/roster";

const likeWord = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One roster page as records; the route presents each member (`presentRosterMember`). */
export type RosterPageRecord = Omit<RosterResponse, "members"> & { members: RosterRow[] };

/**
 * One page of the employer's roster (everyone linked through `employments`, whatever their profile's visibility),
 * alphabetical by last then first name, with the invitation and rating state per person. The page is chosen first
 * and the states are worked out for its 20 rows only; a filter on a state evaluates the same expression per row.
 * At 10,000 people computing both states for every row cost 0.3-0.6 s a page on PGlite.
 * `unsafe`: reads rating_attributions for the employer it is given; the caller passes the signed-in employer's own id.
 */
export async function unsafePageRoster(
  db: Db,
  employerId: string,
  query: RosterQuery,
  now: Date,
): Promise<RosterPageRecord> {
  const nowIso = now.toISOString();
  const editSince = new Date(now.getTime() - RATING_EDIT_WINDOW_HOURS * 3_600_000).toISOString();
  const invitations = (extra: SQL) =>
    sql`EXISTS (SELECT 1 FROM claim_invitations ci
      WHERE ci.professional_id = e.professional_id AND ci.employer_id = e.employer_id ${extra})`;
  // The latest invitation decides: used means accepted; unused, unexpired and the profile still unclaimed, pending.
  const invitation = sql`CASE
    WHEN NOT ${invitations(sql``)} THEN 'not_invited'
    WHEN ${invitations(sql`AND ci.used_at IS NOT NULL`)} THEN 'accepted'
    WHEN NOT p.is_claimed AND ${invitations(sql`AND ci.expires_at > ${nowIso}::timestamptz`)} THEN 'pending'
    ELSE 'expired' END`;
  const liveRating = sql`SELECT r.id, r.status, r.created_at FROM ratings r
    JOIN rating_attributions ra ON ra.rating_id = r.id AND ra.employer_id = e.employer_id
    WHERE r.professional_id = e.professional_id AND r.status <> 'removed'`;

  const filters: SQL[] = [sql`e.employer_id = ${employerId}`];
  for (const word of (query.q ?? "").split(/\s+/).filter(Boolean).slice(0, 5))
    filters.push(sql`lower(p.first_name || ' ' || p.last_name) LIKE ${likeWord(word)}`);
  if (query.status) filters.push(sql`e.status = ${query.status}`);
  if (query.claimed) filters.push(sql`p.is_claimed = ${query.claimed === "yes"}`);
  if (query.invitation) filters.push(sql`(${invitation}) = ${query.invitation}`);
  if (query.rated) filters.push(query.rated === "yes" ? sql`EXISTS (${liveRating})` : sql`NOT EXISTS (${liveRating})`);
  if (query.person) filters.push(sql`e.professional_id = ${query.person}`);
  const offset = (query.page - 1) * ROSTER_PAGE_SIZE;

  const res = await db.execute(sql`
WITH page AS (
  SELECT e.employer_id, e.professional_id, p.first_name, p.last_name, p.headline, p.city, p.state, p.visibility,
         p.is_claimed, e.status AS employment_status, e.start_date::text AS start_date, e.end_date::text AS end_date,
         e.created_at AS added_at, count(*) OVER ()::int AS total
  FROM employments e JOIN professionals p ON p.id = e.professional_id
  WHERE ${sql.join(filters, sql` AND `)}
  ORDER BY lower(p.last_name), lower(p.first_name), e.professional_id
  LIMIT ${ROSTER_PAGE_SIZE} OFFSET ${offset}
)
SELECT e.professional_id, p.first_name, p.last_name, p.headline, p.city, p.state, p.visibility,
       p.is_claimed AS claimed, e.employment_status, e.start_date, e.end_date, e.added_at, e.total,
       ${invitation} AS invitation, rt.id AS rating_id,
       coalesce(rt.status = 'active' AND rt.created_at > ${editSince}::timestamptz, false) AS rating_editable,
       (SELECT count(*)::int FROM employments WHERE employer_id = ${employerId}) AS roster_size
FROM page e
JOIN LATERAL (SELECT e.first_name, e.last_name, e.headline, e.city, e.state, e.visibility, e.is_claimed) p ON true
LEFT JOIN LATERAL (${liveRating} ORDER BY r.created_at DESC LIMIT 1) rt ON true
ORDER BY lower(e.last_name), lower(e.first_name), e.professional_id`);
  const rows = res.rows as Array<Record<string, unknown>>;
  let total = Number(rows[0]?.total ?? 0);
  let rosterSize = Number(rows[0]?.roster_size ?? 0);
  if (rows.length === 0) {
    // Past the last page (or nothing matches): the window count is missing, so count apart.
    const counted = await db.execute(sql`
SELECT (SELECT count(*)::int FROM employments WHERE employer_id = ${employerId}) AS roster_size`);
    rosterSize = Number((counted.rows[0] as { roster_size: number } | undefined)?.roster_size ?? 0);
    total = offset === 0 ? 0 : await countMatching(db, employerId, query, nowIso);
  }
  return {
    members: rows.map(
      (r): RosterRow => ({
        professionalId: String(r.professional_id),
        firstName: String(r.first_name),
        lastName: String(r.last_name),
        headline: (r.headline as string | null) ?? null,
        city: (r.city as string | null) ?? null,
        state: (r.state as string | null) ?? null,
        visibility: r.visibility as RosterRow["visibility"],
        employmentStatus: r.employment_status as RosterRow["employmentStatus"],
        startDate: (r.start_date as string | null) ?? null,
        endDate: (r.end_date as string | null) ?? null,
        claimed: Boolean(r.claimed),
        invitation: r.invitation as RosterRow["invitation"],
        ratingId: (r.rating_id as string | null) ?? null,
        ratingEditable: Boolean(r.rating_editable),
        addedAt: new Date(r.added_at as string),
      }),
    ),
    page: query.page,
    pageSize: ROSTER_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / ROSTER_PAGE_SIZE)),
    rosterSize,
  };
}

/** The match count for a page past the end, so the web page can step back to the last page. */
async function countMatching(db: Db, employerId: string, query: RosterQuery, nowIso: string): Promise<number> {
  const first = await unsafePageRoster(db, employerId, { ...query, page: 1 }, new Date(nowIso));
  return first.total;
}
