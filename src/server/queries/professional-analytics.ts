import { sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import {
  ANALYTICS_WINDOWS,
  type BenchmarkCategory,
  type Benchmarks,
  type ProfessionalAnalyticsResponse,
  type TrendMonth,
} from "../../core/contracts/professional-analytics";
import { RATING_CATEGORIES, RATING_CATEGORY_KEYS, type RatingCategoryKey } from "../../core/rating-categories";
import type { Database } from "../db/client";
import { COUNTED_RATING_STATUSES } from "../kernel/rating-records";
import { categoryAverages } from "./category-averages";
import { loadViewerPlan } from "./lookup-allowance";
import { ownProfessionalIdOrThrow } from "./professional-ratings";

const DAY_MS = 86_400_000;
const COUNTED = COUNTED_RATING_STATUSES.map((s) => `'${s}'`).join(", ");
const round2 = (n: number) => Math.round(n * 100) / 100;

/** YYYY-MM-DD of `now` minus `back` days, UTC. */
function utcDay(now: Date, back: number): string {
  return new Date(now.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

/** The last `count` UTC months ending with `now`'s, oldest first, as YYYY-MM. */
function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

/** Views per UTC day for the last 90 days, today included, zero-filled (one view per viewer per day). */
export async function viewsByDay(database: Database, professionalId: string, now: Date) {
  const first = utcDay(now, ANALYTICS_WINDOWS.viewDays - 1);
  const today = utcDay(now, 0);
  const rows = await database.db.execute(sql`
SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS views
FROM profile_views
WHERE professional_id = ${professionalId} AND day BETWEEN ${first}::date AND ${today}::date
GROUP BY day`);
  const counts = new Map((rows.rows as Array<{ day: string; views: number }>).map((r) => [r.day, Number(r.views)]));
  const days = [];
  for (let back = ANALYTICS_WINDOWS.viewDays - 1; back >= 0; back--) {
    const day = utcDay(now, back);
    days.push({ day, views: counts.get(day) ?? 0 });
  }
  return { days, total: days.reduce((sum, d) => sum + d.views, 0) };
}

const TREND_SQL = RATING_CATEGORY_KEYS.map((c) => `round(avg(${c}), 2) AS ${c}`).join(", ");

/** Per month of submission (last 12 UTC months), the count and per-category averages of the counted ratings. */
export async function ratingTrend(database: Database, professionalId: string, now: Date) {
  const months = lastMonths(now, ANALYTICS_WINDOWS.trendMonths);
  const since = `${months[0]}-01`;
  const res = await database.db.execute(sql`
SELECT to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, count(*)::int AS ratings,
       ${sql.raw(TREND_SQL)}
FROM ratings
WHERE professional_id = ${professionalId} AND status IN (${sql.raw(COUNTED)})
  AND created_at >= ${since}::timestamp AT TIME ZONE 'UTC'
  AND created_at <= ${now.toISOString()}::timestamptz
GROUP BY 1`);
  const byMonth = new Map((res.rows as Array<Record<string, unknown>>).map((r) => [String(r.month), r]));
  const trend: TrendMonth[] = months.map((month) => {
    const row = byMonth.get(month);
    const averages = {} as Record<RatingCategoryKey, number | null>;
    for (const key of RATING_CATEGORY_KEYS) {
      const v = row?.[key];
      averages[key] = v === null || v === undefined ? null : Number(v);
    }
    return { month, ratings: Number(row?.ratings ?? 0), averages };
  });
  return { months: trend, ratings: trend.reduce((sum, m) => sum + m.ratings, 0) };
}

/**
 * Peer figures as histograms: per category, how many peers have each (2-decimal) average, and how many peers are
 * rated at all. A histogram is all a percentile and a mean need, it is small (≤ 15 × 401 rows) and it names nobody.
 */
export interface PeerHistogram {
  peers: number;
  categories: Map<RatingCategoryKey, Map<number, number>>;
}

const PEER_AVERAGES_SQL = RATING_CATEGORY_KEYS.map(
  (c) => `(p.published_breakdown -> 'categories' ->> '${c}')::numeric AS ${c}`,
).join(", ");
const UNPIVOT_SQL = RATING_CATEGORY_KEYS.map((c) => `('${c}', pa.${c})`).join(", ");

/**
 * One statement: the rated public peers (by headline, case-insensitive, or all), each one's PUBLISHED category
 * averages (D304: a live average over the rating rows could be differenced into the rating just given), folded
 * into per-category histograms. `excludeId` leaves the professional out.
 */
async function peerHistogram(
  database: Database,
  filter: { headline: string | null; excludeId: string | null },
): Promise<PeerHistogram> {
  const headlineFilter = filter.headline === null ? sql`` : sql`AND lower(p.headline) = ${filter.headline}`;
  const excludeFilter = filter.excludeId === null ? sql`` : sql`AND p.id <> ${filter.excludeId}`;
  const res = await database.db.execute(sql`
WITH pa AS (
  SELECT p.id, ${sql.raw(PEER_AVERAGES_SQL)}
  FROM professionals p
  WHERE p.visibility = 'public' AND p.total_ratings > 0 AND p.published_breakdown IS NOT NULL ${headlineFilter} ${excludeFilter}
)
SELECT v.category, v.value::float8 AS value, count(*)::int AS n
FROM pa CROSS JOIN LATERAL (VALUES ${sql.raw(UNPIVOT_SQL)}) AS v(category, value)
WHERE v.value IS NOT NULL
GROUP BY v.category, v.value
UNION ALL
SELECT '_peers', 0, count(*)::int FROM pa`);
  const hist: PeerHistogram = { peers: 0, categories: new Map() };
  for (const key of RATING_CATEGORY_KEYS) hist.categories.set(key, new Map());
  for (const row of res.rows as Array<{ category: string; value: number; n: number }>) {
    if (row.category === "_peers") hist.peers = Number(row.n);
    else hist.categories.get(row.category as RatingCategoryKey)?.set(round2(Number(row.value)), Number(row.n));
  }
  return hist;
}

/**
 * The "all public professionals" histogram scans every rating, so it is computed at most every 10 minutes per
 * database and shared; the caller's own averages are then taken out of it. Headline groups are small (trigram
 * index on lower(headline)) and computed per request.
 */
const ALL_PEERS_TTL_MS = 10 * 60_000;
const allPeersCache = new WeakMap<Database, { at: number; hist: Promise<PeerHistogram> }>();

export function resetBenchmarkCache(database: Database) {
  allPeersCache.delete(database);
}

function allPeers(database: Database): Promise<PeerHistogram> {
  const cached = allPeersCache.get(database);
  if (cached && Date.now() - cached.at < ALL_PEERS_TTL_MS) return cached.hist;
  const hist = peerHistogram(database, { headline: null, excludeId: null });
  allPeersCache.set(database, { at: Date.now(), hist });
  hist.catch(() => allPeersCache.delete(database));
  return hist;
}

/** The histogram minus one professional's own averages (they are in the shared "all" histogram). */
function withoutSelf(hist: PeerHistogram, own: Record<RatingCategoryKey, number | null>, selfCounted: boolean) {
  if (!selfCounted) return hist;
  const categories = new Map<RatingCategoryKey, Map<number, number>>();
  for (const key of RATING_CATEGORY_KEYS) {
    const copy = new Map(hist.categories.get(key));
    const value = own[key];
    if (value !== null && (copy.get(value) ?? 0) > 0) copy.set(value, (copy.get(value) ?? 0) - 1);
    categories.set(key, copy);
  }
  return { peers: Math.max(0, hist.peers - 1), categories };
}

/**
 * Percentile rank of `value` among the histogram's peers: the share strictly below plus half the ties, 0–100.
 * With fewer than ANALYTICS_WINDOWS.minPeers peers in the category neither the mean nor the rank is given.
 */
export function compareWithPeers(value: number | null, histogram: Map<number, number>) {
  let n = 0;
  let sum = 0;
  let below = 0;
  let equal = 0;
  for (const [v, count] of histogram) {
    n += count;
    sum += v * count;
    if (value !== null && v < value) below += count;
    if (value !== null && v === value) equal += count;
  }
  if (n < ANALYTICS_WINDOWS.minPeers) return { peerAverage: null, percentile: null, peerCount: n };
  return {
    peerAverage: round2(sum / n),
    percentile: value === null ? null : Math.round((100 * (below + equal / 2)) / n),
    peerCount: n,
  };
}

export async function loadBenchmarks(
  database: Database,
  self: { id: string; headline: string | null; visibility: string; totalRatings: number },
): Promise<Benchmarks> {
  const own = await categoryAverages(database, self.id);
  const headline = self.headline?.trim() ? self.headline.trim() : null;
  let group: "headline" | "all" = "all";
  let hist: PeerHistogram | null = null;
  if (headline) {
    const byHeadline = await peerHistogram(database, { headline: headline.toLowerCase(), excludeId: self.id });
    if (byHeadline.peers >= ANALYTICS_WINDOWS.minPeers) {
      group = "headline";
      hist = byHeadline;
    }
  }
  if (!hist) hist = withoutSelf(await allPeers(database), own, self.visibility === "public" && self.totalRatings > 0);

  const categories: BenchmarkCategory[] = RATING_CATEGORIES.map(({ key, label }) => ({
    key,
    label,
    yours: own[key],
    ...compareWithPeers(own[key], hist.categories.get(key) ?? new Map()),
  }));
  const enough = hist.peers >= ANALYTICS_WINDOWS.minPeers;
  const note = !enough
    ? "There are not enough rated professionals on Standing yet to compare you with. Check back later."
    : group === "headline"
      ? `Compared with ${hist.peers} rated professionals whose headline is also “${headline}”.`
      : headline
        ? `Fewer than ${ANALYTICS_WINDOWS.minPeers} rated professionals share your headline, so you are compared with all ${hist.peers} rated public professionals.`
        : `You have no headline, so you are compared with all ${hist.peers} rated public professionals.`;
  return { group, headline, peerCount: hist.peers, note, categories };
}

/** GET /api/v1/professional/analytics: views and trend for everyone; benchmarks on Individual Pro only. */
export async function loadProfessionalAnalytics(
  database: Database,
  actor: SignedIn,
  now: Date,
): Promise<ProfessionalAnalyticsResponse> {
  const professionalId = await ownProfessionalIdOrThrow(database.db, actor.userId);
  const [profile] = await database.query<{
    headline: string | null;
    visibility: string;
    total_ratings: number;
    view_count: number;
  }>(`SELECT headline, visibility, total_ratings, view_count FROM professionals WHERE id = $1`, [professionalId]);
  const { plan } = await loadViewerPlan(database.db, actor);
  const [views, trend] = [
    await viewsByDay(database, professionalId, now),
    await ratingTrend(database, professionalId, now),
  ];
  const pro = plan === "individual_pro";
  const benchmarks = pro
    ? await loadBenchmarks(database, {
        id: professionalId,
        headline: profile?.headline ?? null,
        visibility: profile?.visibility ?? "private",
        totalRatings: Number(profile?.total_ratings ?? 0),
      })
    : null;
  return {
    plan,
    views: { ...views, allTime: Number(profile?.view_count ?? 0) },
    trend,
    benchmarks,
    upgrade: !pro,
  };
}
