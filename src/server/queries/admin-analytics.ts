import { sql } from "drizzle-orm";
import type { AdminAnalytics } from "../../core/contracts/admin-console";
import type { DbOrTx } from "../db/client";
import { num, type Row, rows } from "./admin-rows";

function hoursStats(r: Row | undefined) {
  return {
    decided: num(r?.n),
    medianHours: r?.median == null ? null : Math.round(Number(r.median) * 10) / 10,
    p90Hours: r?.p90 == null ? null : Math.round(Number(r.p90) * 10) / 10,
  };
}

export async function loadAdminAnalytics(db: DbOrTx, now: Date, days: number): Promise<AdminAnalytics> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const s = since.toISOString();
  const e = now.toISOString();
  const series = sql`generate_series(${s}::timestamptz, ${e}::timestamptz, interval '1 day') AS g(day)`;
  const dayKey = sql.raw(`to_char(g.day AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);
  const growth = await rows(
    db,
    sql`SELECT ${dayKey} AS day,
          (SELECT count(*)::int FROM "user" u JOIN profiles p ON p.id = u.id
             WHERE p.account_type = 'professional' AND u.created_at < g.day + interval '1 day') AS professionals,
          (SELECT count(*)::int FROM "user" u JOIN profiles p ON p.id = u.id
             WHERE p.account_type = 'employer' AND u.created_at < g.day + interval '1 day') AS employers,
          (SELECT count(*)::int FROM "user" u WHERE u.created_at < g.day + interval '1 day') AS total
        FROM ${series} ORDER BY 1`,
  );
  const perDay = await rows(
    db,
    sql`SELECT ${dayKey} AS day,
          (SELECT count(*)::int FROM ratings r WHERE r.created_at >= g.day AND r.created_at < g.day + interval '1 day') AS value
        FROM ${series} ORDER BY 1`,
  );
  const [d] = await rows(
    db,
    sql`SELECT (SELECT count(*)::int FROM ratings WHERE created_at >= ${s}::timestamptz) AS ratings,
               (SELECT count(*)::int FROM disputes WHERE created_at >= ${s}::timestamptz) AS disputes`,
  );
  const outcomes = await rows(
    db,
    sql`SELECT status AS outcome, count(*)::int AS count FROM disputes WHERE created_at >= ${s}::timestamptz
        GROUP BY status ORDER BY count DESC, status`,
  );
  const [decision] = await rows(
    db,
    sql`SELECT count(*)::int AS n,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM resolved_at - created_at) / 3600) AS median,
          percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM resolved_at - created_at) / 3600) AS p90
        FROM disputes WHERE resolved_at IS NOT NULL AND resolved_at >= ${s}::timestamptz`,
  );
  const [verif] = await rows(
    db,
    sql`SELECT count(*) FILTER (WHERE decided_at IS NOT NULL)::int AS n,
          count(*) FILTER (WHERE status = 'pending')::int AS pending,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM decided_at - created_at) / 3600)
            FILTER (WHERE decided_at IS NOT NULL) AS median,
          percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM decided_at - created_at) / 3600)
            FILTER (WHERE decided_at IS NOT NULL) AS p90
        FROM employer_verification_requests WHERE created_at >= ${s}::timestamptz OR status = 'pending'`,
  );
  const ratings = num(d?.ratings);
  const disputes = num(d?.disputes);
  return {
    days,
    growth: growth.map((g) => ({
      day: String(g.day),
      professionals: num(g.professionals),
      employers: num(g.employers),
      total: num(g.total),
    })),
    ratingsPerDay: perDay.map((p) => ({ day: String(p.day), value: num(p.value) })),
    disputes: {
      ratings,
      disputes,
      per1000: ratings > 0 ? Math.round((disputes / ratings) * 10_000) / 10 : null,
      outcomes: outcomes.map((o) => ({ outcome: String(o.outcome), count: num(o.count) })),
    },
    timeToDecision: hoursStats(decision),
    verificationTurnaround: { ...hoursStats(verif), pending: num(verif?.pending) },
  };
}
