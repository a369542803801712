import { type SQL, sql } from "drizzle-orm";
import type { AdminOverview, QueueSummary } from "../../core/contracts/admin-console";
import { PRIVACY_RULES } from "../../core/contracts/privacy";
import { LIVE_DISPUTE_STATES } from "../../core/dispute-workflow";
import type { DbOrTx } from "../db/client";
import { iso, num, rows } from "./admin-rows";
import { flagsQueueSummary } from "./flags";

/**
 * Read models of the admin console (issue 15 §2–§5). Administrators only: the routes' policy checks the role and
 * the second factor; nothing here filters by who asks. Instants leave as ISO strings.
 */
export const ADMIN_PAGE_SIZE = { users: 25, audit: 50 } as const;

/** Review targets for queues whose items carry no deadline of their own (D163): hours from filing. */
export const REVIEW_TARGET_HOURS = { verifications: 48, claims: 48, appeals: 7 * 24 } as const;

// --- overview: one small function per queue

/** A queue on the overview. To add one (flags, privacy requests): write a summary function and append it below. */
export type QueueSummaryFn = (db: DbOrTx, now: Date) => Promise<QueueSummary>;

/** A pending-items table with a target counted from its filing instant. */
function targetQueue(
  key: string,
  label: string,
  href: string,
  from: SQL,
  created: string,
  targetHours: number,
): QueueSummaryFn {
  return async (db, now) => {
    const due = new Date(now.getTime() - targetHours * 3_600_000).toISOString();
    const [r] = await rows(
      db,
      sql`SELECT count(*)::int AS size, min(${sql.raw(created)}) AS oldest,
                 count(*) FILTER (WHERE ${sql.raw(created)} < ${due}::timestamptz)::int AS overdue ${from}`,
    );
    const oldest = iso(r?.oldest);
    return {
      key,
      label,
      href,
      size: num(r?.size),
      oldestAt: oldest,
      oldestDeadline: oldest ? new Date(new Date(oldest).getTime() + targetHours * 3_600_000).toISOString() : null,
      overdue: num(r?.overdue),
    };
  };
}

const LIVE = sql.raw(LIVE_DISPUTE_STATES.map((s) => `'${s}'`).join(", "));

/** Disputes carry their own 30-day decision deadline (decision_due_at, D102). */
const disputeQueue: QueueSummaryFn = async (db, now) => {
  const [r] = await rows(
    db,
    sql`SELECT count(*)::int AS size,
               (SELECT created_at FROM disputes WHERE status IN (${LIVE}) ORDER BY created_at LIMIT 1) AS oldest,
               (SELECT decision_due_at FROM disputes WHERE status IN (${LIVE}) ORDER BY created_at LIMIT 1) AS due,
               count(*) FILTER (WHERE decision_due_at < ${now.toISOString()}::timestamptz)::int AS overdue
        FROM disputes WHERE status IN (${LIVE})`,
  );
  return {
    key: "disputes",
    label: "Disputes",
    href: "/admin/disputes",
    size: num(r?.size),
    oldestAt: iso(r?.oldest),
    oldestDeadline: iso(r?.due),
    overdue: num(r?.overdue),
  };
};

/** The flags queue: 48 hours to review each flag (D176). */
const flagQueue: QueueSummaryFn = async (db, now) => {
  const f = await flagsQueueSummary(db, now);
  return {
    key: "flags",
    label: "Flags",
    href: "/admin/flags",
    size: f.size,
    oldestAt: f.oldestAt?.toISOString() ?? null,
    oldestDeadline: f.oldestDueAt?.toISOString() ?? null,
    overdue: f.overdue,
  };
};

export const QUEUE_SUMMARIES: QueueSummaryFn[] = [
  disputeQueue,
  flagQueue,
  targetQueue(
    "appeals",
    "Strike appeals",
    "/admin/disputes?view=appeals",
    sql`FROM strike_appeals WHERE status = 'pending'`,
    "created_at",
    REVIEW_TARGET_HOURS.appeals,
  ),
  targetQueue(
    "verifications",
    "Verifications",
    "/admin/verifications",
    sql`FROM employer_verification_requests WHERE status = 'pending'`,
    "created_at",
    REVIEW_TARGET_HOURS.verifications,
  ),
  targetQueue(
    "claims",
    "Claim requests",
    "/admin/claims",
    sql`FROM claim_requests WHERE status = 'pending'`,
    "created_at",
    REVIEW_TARGET_HOURS.claims,
  ),
  // Privacy requests: answered within 30 days (SPEC §9, D188).
  targetQueue(
    "privacy-requests",
    "Privacy requests",
    "/admin/privacy-requests",
    sql`FROM contact_messages WHERE inquiry_type = 'privacy' AND handled_at IS NULL`,
    "created_at",
    PRIVACY_RULES.privacyAnswerDays * 24,
  ),
];

const startOfDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

export async function loadOverviewFigures(
  db: DbOrTx,
  now: Date,
  summaries: QueueSummaryFn[] = QUEUE_SUMMARIES,
): Promise<Omit<AdminOverview, "jobs"> & { lastRuns: AdminOverview["jobs"]["lastRuns"] }> {
  const queues = [];
  for (const fn of summaries) queues.push(await fn(db, now));
  const day = startOfDay(now);
  const [t] = await rows(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM "user" WHERE created_at >= ${day}::timestamptz) AS sign_ups,
      (SELECT count(*)::int FROM ratings WHERE created_at >= ${day}::timestamptz) AS ratings,
      (SELECT count(*)::int FROM disputes WHERE created_at >= ${day}::timestamptz) AS disputes_opened,
      (SELECT count(*)::int FROM disputes WHERE resolved_at >= ${day}::timestamptz)
        + (SELECT count(*)::int FROM employer_verification_requests WHERE decided_at >= ${day}::timestamptz)
        + (SELECT count(*)::int FROM claim_requests WHERE reviewed_at >= ${day}::timestamptz) AS decisions,
      (SELECT count(*)::int FROM audit_logs a WHERE a.created_at >= ${day}::timestamptz
          AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = a.user_id AND r.role = 'admin')) AS admin_actions`,
  );
  const [m] = await rows(
    db,
    sql`SELECT count(*) FILTER (WHERE status IN ('queued', 'sending'))::int AS queued,
               count(*) FILTER (WHERE status = 'failed')::int AS failed,
               count(*) FILTER (WHERE status = 'sent' AND sent_at >= ${day}::timestamptz)::int AS sent_today,
               min(created_at) FILTER (WHERE status IN ('queued', 'sending')) AS oldest_queued
        FROM mail_outbox`,
  );
  const runs = await rows(db, sql`SELECT name, last_slot FROM job_schedules ORDER BY name`);
  return {
    queues,
    today: {
      signUps: num(t?.sign_ups),
      ratings: num(t?.ratings),
      disputesOpened: num(t?.disputes_opened),
      decisions: num(t?.decisions),
      adminActions: num(t?.admin_actions),
    },
    mail: {
      queued: num(m?.queued),
      failed: num(m?.failed),
      sentToday: num(m?.sent_today),
      oldestQueuedAt: iso(m?.oldest_queued),
    },
    lastRuns: runs.map((r) => ({ name: String(r.name), lastSlot: iso(r.last_slot)! })),
  };
}
