import { REVIEW_LIMITS } from "../../core/contracts/dispute-review";
import type { TransparencyMonth, TransparencyReport, TransparencySummary } from "../../core/contracts/transparency";
import { DISPUTE_TYPES, RATING_FLAG_REASONS, RATING_FLAG_STATUSES } from "../../core/domain";
import type { Database } from "../db/client";

/**
 * The public transparency report (/transparency; DSA art. 15/24, Trustpilot's report): per UTC month over the last
 * 12, disputes received by type, outcomes, median days to a decision, strikes, appeals and fairness flags by source
 * and outcome. Aggregates only; any count from 1 to 4 is suppressed (null, shown as "fewer than 5") so a small
 * month cannot point at one case (D108). Zero stays zero.
 */

const FLAG_LABELS: Record<string, string> = {
  straight_lined: "Same score in every category",
  after_dispute: "Rated soon after a dispute",
  outlier_employer: "Far below other employers",
};

type Counts = Map<string, number>;

const suppress = (n: number | undefined): number | null => {
  const v = n ?? 0;
  return v > 0 && v < REVIEW_LIMITS.suppressBelow ? null : v;
};

function monthsBack(now: Date, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

async function grouped(database: Database, sqlText: string, since: Date): Promise<Counts> {
  const rows = await database.query<{ k: string; n: number | string }>(sqlText, [since.toISOString()]);
  return new Map(rows.map((r) => [r.k, Number(r.n)]));
}

export async function loadTransparencyReport(database: Database, now: Date): Promise<TransparencyReport> {
  const months = monthsBack(now, 12);
  const since = new Date(`${months[months.length - 1]}-01T00:00:00Z`);
  const month = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM')`;
  const received = await grouped(
    database,
    `SELECT ${month("created_at")} || '|' || dispute_type AS k, count(*) AS n FROM disputes WHERE created_at >= $1 GROUP BY 1`,
    since,
  );
  // Outcomes by the month of the first decision (an overturned dispute was first removed).
  const outcomes = await grouped(
    database,
    `SELECT ${month("created_at")} || '|' || to_state AS k, count(*) AS n FROM moderation_events
     WHERE kind IN ('decided', 'withdrawn') AND created_at >= $1 GROUP BY 1`,
    since,
  );
  const medians = await database.query<{ k: string; days: number | string | null }>(
    `SELECT ${month("e.created_at")} AS k,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.created_at - d.created_at) / 86400) AS days
     FROM moderation_events e JOIN disputes d ON d.id = e.dispute_id
     WHERE e.kind = 'decided' AND e.created_at >= $1 GROUP BY 1`,
    [since.toISOString()],
  );
  const decidedCount = await grouped(
    database,
    `SELECT ${month("created_at")} AS k, count(*) AS n FROM moderation_events WHERE kind = 'decided' AND created_at >= $1 GROUP BY 1`,
    since,
  );
  const strikes = await grouped(
    database,
    `SELECT ${month("issued_at")} AS k, count(*) AS n FROM employer_strikes WHERE issued_at >= $1 GROUP BY 1`,
    since,
  );
  const appealsFiled = await grouped(
    database,
    // Both sides' appeals: employers' strike appeals and professionals' dispute appeals (D326).
    `SELECT k, sum(n) AS n FROM (
       SELECT ${month("created_at")} AS k, count(*) AS n FROM strike_appeals WHERE created_at >= $1 GROUP BY 1
       UNION ALL
       SELECT ${month("created_at")} AS k, count(*) AS n FROM dispute_appeals WHERE created_at >= $1 GROUP BY 1
     ) a GROUP BY k`,
    since,
  );
  const appealsDecided = await grouped(
    database,
    `SELECT k, sum(n) AS n FROM (
       SELECT ${month("decided_at")} || '|' || status AS k, count(*) AS n FROM strike_appeals
       WHERE decided_at >= $1 GROUP BY 1
       UNION ALL
       SELECT ${month("decided_at")} || '|' || status AS k, count(*) AS n FROM dispute_appeals
       WHERE decided_at >= $1 GROUP BY 1
       UNION ALL
       -- Decided by the first decider alone, with a recorded reason (D328).
       SELECT ${month("decided_at")} || '|first_decider' AS k, count(*) AS n FROM strike_appeals
       WHERE decided_at >= $1 AND self_decision_reason IS NOT NULL GROUP BY 1
       UNION ALL
       SELECT ${month("decided_at")} || '|first_decider' AS k, count(*) AS n FROM dispute_appeals
       WHERE decided_at >= $1 AND self_decision_reason IS NOT NULL GROUP BY 1
     ) a GROUP BY k`,
    since,
  );
  const flags = await grouped(
    database,
    `SELECT ${month("created_at")} || '|' || reason || '|' || status AS k, count(*) AS n FROM rating_flags
     WHERE created_at >= $1 GROUP BY 1`,
    since,
  );
  const medianByMonth = new Map(medians.map((m) => [m.k, m.days === null ? null : Number(m.days)]));
  const result: TransparencyMonth[] = months.map((month) => {
    const total = DISPUTE_TYPES.reduce((sum, t) => sum + (received.get(`${month}|${t.key}`) ?? 0), 0);
    const decided = decidedCount.get(month) ?? 0;
    const median = medianByMonth.get(month);
    return {
      month,
      received: {
        total: suppress(total),
        byType: DISPUTE_TYPES.map((t) => ({
          type: t.key,
          label: t.label,
          count: suppress(received.get(`${month}|${t.key}`)),
        })),
      },
      outcomes: {
        removed: suppress(outcomes.get(`${month}|upheld`)),
        dismissed: suppress(outcomes.get(`${month}|dismissed`)),
        withdrawn: suppress(outcomes.get(`${month}|withdrawn`)),
      },
      // A median of fewer than 5 decisions would describe one or two cases: suppressed too.
      medianDaysToDecision:
        decided >= REVIEW_LIMITS.suppressBelow && median !== undefined && median !== null
          ? Math.round(median * 10) / 10
          : null,
      strikesIssued: suppress(strikes.get(month)),
      appeals: {
        filed: suppress(appealsFiled.get(month)),
        upheld: suppress(appealsDecided.get(`${month}|upheld`)),
        rejected: suppress(appealsDecided.get(`${month}|rejected`)),
        firstDeciderDecided: suppress(appealsDecided.get(`${month}|first_decider`)),
      },
      flags: RATING_FLAG_REASONS.flatMap((reason) =>
        RATING_FLAG_STATUSES.map((outcome) => ({
          source: reason,
          label: FLAG_LABELS[reason] ?? reason,
          outcome,
          count: suppress(flags.get(`${month}|${reason}|${outcome}`)),
        })),
      ),
    };
  });
  return {
    generatedAt: now.toISOString(),
    suppressBelow: REVIEW_LIMITS.suppressBelow,
    summary: await summarise(database, since, now, {
      received,
      outcomes,
      decidedCount,
      strikes,
      appealsFiled,
      appealsDecided,
      flags,
    }),
    months: result,
  };
}

/** Sums the raw (unsuppressed) counts of the months whose key starts with one of `months`, filtered by `suffix`. */
function total(counts: Counts, suffix: (key: string) => boolean): number {
  let n = 0;
  for (const [k, v] of counts) if (suffix(k)) n += v;
  return n;
}

/**
 * The 12 months as one period (D0333): totals from the raw counts, suppressed only as totals; the median over every
 * decision of the period; the share of decisions that removed the rating. Both ratios need 5 decisions.
 */
async function summarise(
  database: Database,
  since: Date,
  now: Date,
  c: Record<"received" | "outcomes" | "decidedCount" | "strikes" | "appealsFiled" | "appealsDecided" | "flags", Counts>,
): Promise<TransparencySummary> {
  const tail = (suffix: string) => (k: string) => k.endsWith(`|${suffix}`);
  const all = () => true;
  const [median] = await database.query<{ days: number | string | null }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.created_at - d.created_at) / 86400) AS days
     FROM moderation_events e JOIN disputes d ON d.id = e.dispute_id
     WHERE e.kind = 'decided' AND e.created_at >= $1`,
    [since.toISOString()],
  );
  const decided = total(c.decidedCount, all);
  const removed = total(c.outcomes, tail("upheld"));
  const enough = decided >= REVIEW_LIMITS.suppressBelow;
  const days = median?.days === null || median?.days === undefined ? null : Number(median.days);
  return {
    from: since.toISOString().slice(0, 7),
    to: now.toISOString().slice(0, 7),
    received: suppress(total(c.received, all)),
    decided: suppress(decided),
    removed: suppress(removed),
    dismissed: suppress(total(c.outcomes, tail("dismissed"))),
    withdrawn: suppress(total(c.outcomes, tail("withdrawn"))),
    shareRemoved: enough ? Math.round((removed / decided) * 1000) / 1000 : null,
    medianDaysToDecision: enough && days !== null ? Math.round(days * 10) / 10 : null,
    strikesIssued: suppress(total(c.strikes, all)),
    appeals: {
      filed: suppress(total(c.appealsFiled, all)),
      upheld: suppress(total(c.appealsDecided, tail("upheld"))),
      rejected: suppress(total(c.appealsDecided, tail("rejected"))),
      firstDeciderDecided: suppress(total(c.appealsDecided, tail("first_decider"))),
    },
    flags: {
      raised: suppress(total(c.flags, all)),
      upheld: suppress(total(c.flags, tail("upheld"))),
      dismissed: suppress(total(c.flags, tail("dismissed"))),
    },
  };
}
