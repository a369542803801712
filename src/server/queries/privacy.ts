import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { PRIVACY_RULES } from "../../core/contracts/privacy";
import type { DbOrTx } from "../db/client";
import { contactMessages, dataExports } from "../db/schema";

const DAY = 86_400_000;

/** The person's latest export and when the next free one may be asked for (D182). */
export async function loadExportStatus(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      status: dataExports.status,
      requestedAt: dataExports.requestedAt,
      readyAt: dataExports.readyAt,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return {
    latest: row
      ? {
          status: row.status,
          requestedAt: row.requestedAt.toISOString(),
          readyAt: row.readyAt?.toISOString() ?? null,
          expiresAt: row.expiresAt?.toISOString() ?? null,
        }
      : null,
    nextFreeAt: row
      ? new Date(row.requestedAt.getTime() + PRIVACY_RULES.freeExportEveryDays * DAY).toISOString()
      : null,
  };
}

/**
 * The privacy requests queue (issue 18 §4): contact messages of the `privacy` inquiry type not yet handled, oldest
 * first, each with its 30-day answer deadline (SPEC §9). For the admin overview call `privacyQueueSummary`.
 */
export async function loadPrivacyQueue(db: DbOrTx, now: Date, limit = 100) {
  const rows = await db
    .select({
      id: contactMessages.id,
      email: contactMessages.email,
      firstName: contactMessages.firstName,
      lastName: contactMessages.lastName,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(and(eq(contactMessages.inquiryType, "privacy"), isNull(contactMessages.handledAt)))
    .orderBy(contactMessages.createdAt)
    .limit(limit);
  const summary = await privacyQueueSummary(db);
  return {
    ...summary,
    items: rows.map((r) => {
      const answerBy = new Date(r.createdAt.getTime() + PRIVACY_RULES.privacyAnswerDays * DAY);
      return {
        id: r.id,
        email: r.email,
        name: [r.firstName, r.lastName].filter(Boolean).join(" ") || null,
        message: r.message,
        receivedAt: r.createdAt.toISOString(),
        answerBy: answerBy.toISOString(),
        overdue: answerBy <= now,
      };
    }),
  };
}

/** For the admin overview: how many privacy requests wait, the oldest, and its 30-day answer deadline. */
export async function privacyQueueSummary(db: DbOrTx) {
  const [row] = await db
    .select({ size: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${contactMessages.createdAt})` })
    .from(contactMessages)
    .where(and(eq(contactMessages.inquiryType, "privacy"), isNull(contactMessages.handledAt)));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    size: Number(row?.size ?? 0),
    oldestAt: oldest?.toISOString() ?? null,
    oldestAnswerBy: oldest ? new Date(oldest.getTime() + PRIVACY_RULES.privacyAnswerDays * DAY).toISOString() : null,
  };
}

/** For the admin overview: the last run of each retention job, with its counts. */
export async function lastRetentionRuns(db: DbOrTx) {
  const res = await db.execute<{ job: string; ran_at: Date | string; counts: Record<string, number> }>(sql`
    SELECT DISTINCT ON (job) job, ran_at, counts FROM retention_runs ORDER BY job, ran_at DESC`);
  return res.rows.map((r) => ({ job: r.job, ranAt: new Date(r.ran_at).toISOString(), counts: r.counts }));
}

/** One month of lookups as counted, before anything is hidden (`presenters/profile-lookups.ts` decides that). */
export interface LookupMonthRecord {
  month: string;
  /** Employer viewers by industry; `industry` is null for an employer that gave none. */
  employers: { industry: string | null; count: number }[];
  professionals: number;
  visitors: number;
}

/**
 * Profile lookups seen by the professional (issue 18 §5, D189): views of their own profile from `profile_views`
 * (one per viewer per day), by month and by viewer kind: employers by industry, professionals, visitors. Never a
 * viewer's identity. Only the last 12 COMPLETE months (D302): a month still running changes while its owner
 * watches, and the change from one day to the next would describe a single viewer. The records are exact counts;
 * only `presentProfileLookups` may hand them out, after suppression.
 */
export async function loadProfileLookups(db: DbOrTx, userId: string, now: Date): Promise<LookupMonthRecord[]> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, 1)).toISOString().slice(0, 10);
  const until = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
  const res = await db.execute<{ month: string; kind: string; industry: string | null; n: number }>(sql`
    SELECT to_char(v.day, 'YYYY-MM') AS month,
           CASE WHEN e.id IS NOT NULL THEN 'employer'
                WHEN v.viewer_key LIKE 'u:%' THEN 'professional'
                ELSE 'visitor' END AS kind,
           CASE WHEN e.id IS NOT NULL THEN nullif(btrim(e.industry), '') END AS industry,
           count(*)::int AS n
      FROM profile_views v
      JOIN professionals p ON p.id = v.professional_id
      LEFT JOIN employers e ON v.viewer_key LIKE 'u:%' AND e.user_id = substr(v.viewer_key, 3)
     WHERE p.user_id = ${userId} AND v.day >= ${since}::date AND v.day < ${until}::date
     GROUP BY 1, 2, 3
     ORDER BY 1 DESC`);
  const months = new Map<string, LookupMonthRecord>();
  for (const r of res.rows) {
    const m = months.get(r.month) ?? { month: r.month, employers: [], professionals: 0, visitors: 0 };
    if (r.kind === "employer") m.employers.push({ industry: r.industry, count: Number(r.n) });
    else if (r.kind === "professional") m.professionals += Number(r.n);
    else m.visitors += Number(r.n);
    months.set(r.month, m);
  }
  return [...months.values()];
}
