import { sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import type { Allowance, UsageResponse } from "../../core/contracts/profile";
import type { AccountType, UsageAction } from "../../core/domain";
import { LIMITS } from "../../core/limits";
import { isUnlimited, lookupLimit, ratingLimit, type SubscriptionType } from "../../core/plans";
import type { Database, Db } from "../db/client";

/** A transaction handle or the database itself: allowance reads run inside the lookup's transaction. */
export type Executor = Pick<Db, "execute">;

export interface ViewerPlan {
  userType: AccountType;
  plan: SubscriptionType;
  employerVerified: boolean;
}

const WINDOW_MS = LIMITS.lookupWindowHours * 3_600_000;
/** Subscription states in which the paid plan applies; otherwise the user is on the free plan. */
const PLAN_ACTIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

/**
 * The user's account type, plan and employer verification (SPEC §7 usage calls). Without a subscription
 * row the account type follows the roles and the plan is free.
 */
export async function loadViewerPlan(db: Executor, actor: SignedIn): Promise<ViewerPlan> {
  const result = await db.execute(sql`
SELECT s.subscription_type, s.user_type, s.status,
       (SELECT e.verification_status FROM employers e WHERE e.user_id = ${actor.userId}) AS verification_status
FROM (SELECT 1) one
LEFT JOIN subscriptions s ON s.user_id = ${actor.userId}`);
  const row = result.rows[0] as
    | {
        subscription_type: SubscriptionType | null;
        user_type: AccountType | null;
        status: string | null;
        verification_status: string | null;
      }
    | undefined;
  const userType: AccountType =
    row?.user_type ??
    (actor.roles.includes("employer") && !actor.roles.includes("professional") ? "employer" : "professional");
  const plan: SubscriptionType =
    row?.subscription_type && row.status && PLAN_ACTIVE_STATUSES.has(row.status) ? row.subscription_type : "free";
  return { userType, plan, employerVerified: row?.verification_status === "verified" };
}

/** Uses of `action` inside the rolling window ending at `now`, and the oldest one's time. */
export async function windowUsage(
  db: Executor,
  userId: string,
  action: UsageAction,
  now: Date,
): Promise<{ used: number; oldest: Date | null }> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const result = await db.execute(sql`
SELECT count(*)::int AS used, min(created_at) AS oldest
FROM usage_tracking
WHERE user_id = ${userId} AND action_type = ${action}
  AND created_at > ${since.toISOString()}::timestamptz AND created_at <= ${now.toISOString()}::timestamptz`);
  const row = result.rows[0] as { used: number; oldest: string | Date | null } | undefined;
  return { used: Number(row?.used ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
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

export async function lookupAllowance(db: Executor, actor: SignedIn, now: Date): Promise<Allowance> {
  const plan = await loadViewerPlan(db, actor);
  const { used, oldest } = await windowUsage(db, actor.userId, "profile_lookup", now);
  return toAllowance(lookupLimit(plan.userType, plan.plan), used, oldest);
}

/** GET /api/v1/usage: lookups and rating submissions in the rolling window, with their limits. */
export async function usageSummary(
  database: Database,
  actor: SignedIn,
  now: Date = new Date(),
): Promise<UsageResponse> {
  const db = database.db;
  const plan = await loadViewerPlan(db, actor);
  const [lookups, ratings] = await Promise.all([
    windowUsage(db, actor.userId, "profile_lookup", now),
    windowUsage(db, actor.userId, "rating_submission", now),
  ]);
  return {
    lookups: toAllowance(lookupLimit(plan.userType, plan.plan), lookups.used, lookups.oldest),
    ratings: toAllowance(ratingLimit(plan.userType, plan.plan, plan.employerVerified), ratings.used, ratings.oldest),
  };
}
