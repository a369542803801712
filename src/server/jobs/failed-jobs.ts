import type PgBoss from "pg-boss";

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  /** The last error's message, as the handler threw it. */
  error: string | null;
  attempts: number;
  failedAt: Date;
}

type Row = {
  id: string;
  name: string;
  data: unknown;
  output: { message?: unknown } | null;
  retry_count: number;
  completed_on: Date | string;
};

/**
 * Jobs that used up their retries, newest first: still in the live table, or archived (kept 30 days). Read by the
 * future admin overview; each failure was also logged at error level with the job's name and id when it happened.
 */
export async function listFailedJobs(
  db: PgBoss.Db,
  filter: { name?: string; limit?: number } = {},
): Promise<FailedJob[]> {
  const limit = Math.min(Math.max(filter.limit ?? 50, 1), 500);
  const columns = "id, name, data, output, retry_count, completed_on";
  const { rows } = (await db.executeSql(
    `SELECT * FROM (
       SELECT ${columns} FROM pgboss.job WHERE state = 'failed' AND ($1::text IS NULL OR name = $1)
       UNION ALL
       SELECT ${columns} FROM pgboss.archive WHERE state = 'failed' AND ($1::text IS NULL OR name = $1)
     ) f ORDER BY completed_on DESC, id LIMIT $2`,
    [filter.name ?? null, limit],
  )) as { rows: Row[] };
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    data: r.data,
    error: typeof r.output?.message === "string" ? r.output.message : null,
    attempts: r.retry_count + 1,
    failedAt: new Date(r.completed_on),
  }));
}
