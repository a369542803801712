import { sql } from "drizzle-orm";
import { PRIVACY_RULES } from "../../core/contracts/privacy";
import type { Db } from "../db/client";
import { retentionRuns } from "../db/schema";
import { publishRatingFigures } from "./refresh-rating-aggregates";

const DAY = 86_400_000;

/**
 * The 7-year retention (SPEC §9, D187): ratings and audit rows older than 7 years by the business clock are
 * deleted. The audit purge opens the append-only trigger for its own transaction only (`standing.audit_purge`).
 */
export async function pruneSevenYears(db: Db, now: Date): Promise<{ ratings: number; auditLogs: number }> {
  const cutoff = new Date(now.getTime() - PRIVACY_RULES.retentionYears * 365.25 * DAY).toISOString();
  // The professionals whose figures change get their aggregates recomputed in the same transaction.
  const ratings = await db.transaction(async (tx) => {
    const gone = await tx.execute<{ id: string; professional_id: string }>(
      sql`DELETE FROM ratings WHERE created_at < ${cutoff}::timestamptz RETURNING id, professional_id`,
    );
    const ids = [...new Set(gone.rows.map((r) => r.professional_id))];
    if (ids.length) await publishRatingFigures(tx, ids);
    return gone;
  });
  const audit = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('standing.audit_purge', 'on', true)`);
    return tx.execute<{ id: number }>(
      sql`DELETE FROM audit_logs WHERE created_at < ${cutoff}::timestamptz RETURNING id`,
    );
  });
  return { ratings: ratings.rows.length, auditLogs: audit.rows.length };
}

export async function logRetentionRun(db: Db, job: string, counts: Record<string, number>, now: Date) {
  await db.insert(retentionRuns).values({ job, counts, ranAt: now });
}
