import { sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { RATING_CATEGORIES } from "../../core/rating-categories";
import type { Db } from "../db/client";
import { employerIdOf } from "./employer-workspace";
import { loadViewerPlan } from "./lookup-allowance";

export interface EmployerAnalytics {
  available: boolean;
  monthly: Array<{ month: string; count: number; average: number }>;
  categories: Array<{
    key: string;
    label: string;
    average: number | null;
    distribution: number[];
    notObserved: number;
  }>;
  employment: { current: number; former: number };
}

const COUNTED = "r.status IN ('active', 'under_dispute')";

/** The employer's own ratings, summarised (issue 6 §8). Analytics is a paid-plan feature: free plans get `available: false`. */
export async function loadEmployerAnalytics(db: Db, actor: SignedIn, now: Date): Promise<EmployerAnalytics> {
  const employerId = await employerIdOf(db, actor.userId);
  const plan = await loadViewerPlan(db, actor);
  const empty = { monthly: [], categories: [], employment: { current: 0, former: 0 } };
  if (plan.plan !== "verified_pro" && plan.plan !== "enterprise") return { available: false, ...empty };

  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString();
  const mean = `(${RATING_CATEGORIES.map((c) => `coalesce(r.${c.key}, 0)`).join(" + ")})::numeric / num_nonnulls(${RATING_CATEGORIES.map((c) => `r.${c.key}`).join(", ")})`;
  const monthly = await db.execute(sql`
SELECT to_char(date_trunc('month', r.created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, count(*)::int AS count,
       round(avg(${sql.raw(mean)}), 2)::float AS average
FROM rating_attributions ra JOIN ratings r ON r.id = ra.rating_id
WHERE ra.employer_id = ${employerId} AND ${sql.raw(COUNTED)} AND r.created_at >= ${since}::timestamptz
GROUP BY 1 ORDER BY 1`);
  const perCategory = RATING_CATEGORIES.map(
    (c) =>
      `round(avg(r.${c.key}), 2)::float AS "${c.key}:avg", count(*) FILTER (WHERE r.${c.key} IS NULL)::int AS "${c.key}:na", ${[1, 2, 3, 4, 5].map((n) => `count(*) FILTER (WHERE r.${c.key} = ${n})::int AS "${c.key}:${n}"`).join(", ")}`,
  ).join(", ");
  const totals = await db.execute(sql`
SELECT ${sql.raw(perCategory)},
       count(*) FILTER (WHERE r.employment_status = 'current')::int AS "current",
       count(*) FILTER (WHERE r.employment_status = 'former')::int AS "former"
FROM rating_attributions ra JOIN ratings r ON r.id = ra.rating_id
WHERE ra.employer_id = ${employerId} AND ${sql.raw(COUNTED)}`);
  const row = (totals.rows[0] ?? {}) as Record<string, number | null>;
  return {
    available: true,
    monthly: (monthly.rows as Array<{ month: string; count: number; average: number }>).map((m) => ({
      month: m.month,
      count: Number(m.count),
      average: Number(m.average),
    })),
    categories: RATING_CATEGORIES.map((c) => ({
      key: c.key,
      label: c.label,
      average: row[`${c.key}:avg`] == null ? null : Number(row[`${c.key}:avg`]),
      distribution: [1, 2, 3, 4, 5].map((n) => Number(row[`${c.key}:${n}`] ?? 0)),
      notObserved: Number(row[`${c.key}:na`] ?? 0),
    })),
    employment: { current: Number(row.current ?? 0), former: Number(row.former ?? 0) },
  };
}
