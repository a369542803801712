import { sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { effectivePlan } from "../../core/billing";
import type { Allowance, UsageResponse } from "../../core/contracts/profile";
import type { AccountType, UsageAction } from "../../core/domain";
import { LIMITS } from "../../core/limits";
import { isUnlimited, lookupLimit, ratingLimit, type SubscriptionType } from "../../core/plans";
import { clock } from "../clock";
import type { Database, Db } from "../db/client";

/** A transaction handle or the database itself: allowance reads run inside the lookup's transaction. */
export type Executor = Pick<Db, "execute">;

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
  const result = await db.execute(sql`
SELECT s.subscription_type, s.user_type, s.status, s.current_period_end, s.cancel_at_period_end, s.grace_ends_at,
       (SELECT e.verification_status FROM employers e WHERE e.user_id = ${actor.userId}) AS verification_status
FROM (SELECT 1) one
LEFT JOIN subscriptions s ON s.user_id = ${actor.userId}`);
  const row = result.rows[0] as
    | {
        subscription_type: SubscriptionType | null;
        user_type: AccountType | null;
        status: string | null;
        current_period_end: string | Date | null;
        cancel_at_period_end: boolean | null;
        grace_ends_at: string | Date | null;
        verification_status: string | null;
      }
    | undefined;
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
  const plan = await loadViewerPlan(db, actor, now);
  const { used, oldest } = await windowUsage(db, actor.userId, "profile_lookup", now);
  return toAllowance(lookupLimit(plan.userType, plan.plan), used, oldest);
}

/** GET /api/v1/usage: lookups and rating submissions in the rolling window, with their limits. */
export async function usageSummary(
  database: Database,
  actor: SignedIn,
  now: Date = clock.now(),
): Promise<UsageResponse> {
  const db = database.db;
  const plan = await loadViewerPlan(db, actor, now);
  const [lookups, ratings] = await Promise.all([
    windowUsage(db, actor.userId, "profile_lookup", now),
    windowUsage(db, actor.userId, "rating_submission", now),
  ]);
  return {
    lookups: toAllowance(lookupLimit(plan.userType, plan.plan), lookups.used, lookups.oldest),
    ratings: toAllowance(ratingLimit(plan.userType, plan.plan, plan.employerVerified), ratings.used, ratings.oldest),
  };
}
