import { type SQL, sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { effectivePlan } from "../../core/billing";
import type { Allowance, UsageResponse } from "../../core/contracts/profile";
import type { AccountType, UsageAction } from "../../core/domain";
import { LIMITS } from "../../core/limits";
import { isUnlimited, lookupLimit, ratingLimit, type SubscriptionType } from "../../core/plans";
import { clock } from "../clock";
import type { Database, DbOrTx } from "../db/client";
import { executeNamed } from "../db/named-statement";
import type { ReadWithSession } from "../db/read-with-session";

/** A transaction handle or the database itself: allowance reads run inside the lookup's transaction. */
export type Executor = DbOrTx;

export interface ViewerPlan {
  userType: AccountType;
  plan: SubscriptionType;
  employerVerified: boolean;
}

const WINDOW_MS = LIMITS.lookupWindowHours * 3_600_000;

/**
 * The user's account type, plan and employer verification (SPEC §7 usage calls). Without a subscription
 * row the account type follows the roles and the plan is free. The plan is the mirrored subscription's effective
 * plan at `now` (core/billing.ts: past due within the grace period keeps it, a period end after cancellation ends it).
 */
export async function loadViewerPlan(db: Executor, actor: SignedIn, now: Date = clock.now()): Promise<ViewerPlan> {
  const result = await db.execute(sql`SELECT ${planColumns(actor.userId)} ${planFrom(actor.userId)}`);
  return toViewerPlan(result.rows[0] as PlanRow | undefined, actor, now);
}

/** The columns of `PlanRow`, over `planFrom` (one row, whether or not there is a subscription). */
const planColumns = (userId: Bound) => sql`
s.subscription_type, s.user_type, s.status, s.current_period_end, s.cancel_at_period_end, s.grace_ends_at,
(SELECT e.verification_status FROM employers e WHERE e.user_id = ${userId}) AS verification_status`;
const planFrom = (userId: Bound) => sql`FROM (SELECT 1) one LEFT JOIN subscriptions s ON s.user_id = ${userId}`;

interface PlanRow {
  subscription_type: SubscriptionType | null;
  user_type: AccountType | null;
  status: string | null;
  current_period_end: string | Date | null;
  cancel_at_period_end: boolean | null;
  grace_ends_at: string | Date | null;
  verification_status: string | null;
}

function toViewerPlan(row: PlanRow | undefined, actor: SignedIn, now: Date): ViewerPlan {
  const userType: AccountType =
    row?.user_type ??
    (actor.roles.includes("employer") && !actor.roles.includes("professional") ? "employer" : "professional");
  const plan: SubscriptionType =
    row?.subscription_type && row.status
      ? effectivePlan(
          {
            subscriptionType: row.subscription_type,
            status: row.status,
            currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end) : null,
            cancelAtPeriodEnd: row.cancel_at_period_end === true,
            graceEndsAt: row.grace_ends_at ? new Date(row.grace_ends_at) : null,
          },
          now,
        )
      : "free";
  return { userType, plan, employerVerified: row?.verification_status === "verified" };
}

/** limit/used/remaining and the reset time: 24 h after the oldest use in the window (SPEC §4). */
export function toAllowance(limit: number, used: number, oldest: Date | null): Allowance {
  return {
    limit,
    used,
    remaining: Math.max(0, limit - used),
    unlimited: isUnlimited(limit),
    resetAt: oldest ? new Date(oldest.getTime() + WINDOW_MS).toISOString() : null,
  };
}

/** The viewer's lookups in the rolling window, read with the plan in one statement. */
export async function lookupAllowance(db: Executor, actor: SignedIn, now: Date): Promise<Allowance> {
  const usage = await loadViewerUsage(db, actor, now);
  return toAllowance(lookupLimit(usage.plan.userType, usage.plan.plan), usage.lookups.used, usage.lookups.oldest);
}

export interface ViewerUsage {
  plan: ViewerPlan;
  /** The subscription row's own status (`active`, `past_due`, …), null without one: what a dashboard shows. */
  subscriptionStatus: string | null;
  lookups: { used: number; oldest: Date | null };
  ratings: { used: number; oldest: Date | null };
}

/** A value bound as a parameter, or an SQL expression in its place (a placeholder, the session's user column: D289). */
export type Bound = string | SQL;

/** The rolling window's bounds at `now` (ISO timestamps). */
export function usageWindow(now: Date): { since: string; until: string } {
  return { since: new Date(now.getTime() - WINDOW_MS).toISOString(), until: now.toISOString() };
}

/**
 * One row: the viewer's subscription and employer verification (as `loadViewerPlan` reads them) and both rolling
 * windows' uses. A subquery, so a dashboard's statement can join it rather than pay a round trip for it (D277).
 */
export function viewerUsageRow(userId: Bound, { since, until }: { since: Bound; until: Bound }): SQL {
  const window = (action: UsageAction) => sql`
  SELECT count(*)::int AS used, min(created_at) AS oldest FROM usage_tracking
  WHERE user_id = ${userId} AND action_type = ${action}
    AND created_at > ${since}::timestamptz AND created_at <= ${until}::timestamptz`;
  return sql`
SELECT ${planColumns(userId)},
       lk.used AS lookups_used, lk.oldest AS lookups_oldest, rt.used AS ratings_used, rt.oldest AS ratings_oldest
${planFrom(userId)}
CROSS JOIN LATERAL (${window("profile_lookup")}) lk
CROSS JOIN LATERAL (${window("rating_submission")}) rt`;
}

export type ViewerUsageColumns = PlanRow & {
  lookups_used: number | null;
  lookups_oldest: string | Date | null;
  ratings_used: number | null;
  ratings_oldest: string | Date | null;
};

export function toViewerUsage(row: ViewerUsageColumns | undefined, actor: SignedIn, now: Date): ViewerUsage {
  const at = (v: string | Date | null | undefined) => (v ? new Date(v) : null);
  return {
    plan: toViewerPlan(row, actor, now),
    subscriptionStatus: row?.status ?? null,
    lookups: { used: Number(row?.lookups_used ?? 0), oldest: at(row?.lookups_oldest) },
    ratings: { used: Number(row?.ratings_used ?? 0), oldest: at(row?.ratings_oldest) },
  };
}

export async function loadViewerUsage(db: Executor, actor: SignedIn, now: Date): Promise<ViewerUsage> {
  const result = await executeNamed<ViewerUsageColumns>(
    db,
    "standing_viewer_usage",
    viewerUsageRow(actor.userId, usageWindow(now)),
  );
  return toViewerUsage(result.rows[0], actor, now);
}

/** The usage read with the session (D289): the same row, for the session's user. */
export const USAGE_WITH_SESSION: ReadWithSession<ViewerUsageColumns> = {
  name: "standing_session_with_usage",
  sql: (userId, param) => viewerUsageRow(userId, { since: param("since"), until: param("until") }),
  params: usageWindow,
};

/** GET /api/v1/usage: lookups and rating submissions in the rolling window, with their limits. */
export async function usageSummary(
  database: Database,
  actor: SignedIn,
  now: Date = clock.now(),
): Promise<UsageResponse> {
  return usageFrom(await loadViewerUsage(database.db, actor, now));
}

/** The usage answer from the viewer's usage (read by itself or with the session). */
export function usageFrom({ plan, lookups, ratings }: ViewerUsage): UsageResponse {
  return {
    lookups: toAllowance(lookupLimit(plan.userType, plan.plan), lookups.used, lookups.oldest),
    ratings: toAllowance(ratingLimit(plan.userType, plan.plan, plan.employerVerified), ratings.used, ratings.oldest),
  };
}
