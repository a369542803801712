import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Actor } from "../../core/actor";
import type { ScoresInput } from "../../core/contracts/employer";
import type { SubscriptionType } from "../../core/plans";
import { RATING_CATEGORY_KEYS } from "../../core/rating-categories";
import { employers, ratingAttributions, ratings } from "../db/schema";
import type { RequestOrigin } from "../kernel/audit";
import { createAccount, type TestAccount } from "./auth-helpers";

/** Employer-workspace test helpers (issue 6). The directory's factories live in factories.ts. */

export const TEST_ORIGIN: RequestOrigin = { ipAddress: "127.0.0.1", userAgent: "vitest" };

export interface EmployerSession extends TestAccount {
  employerId: string;
  actor: Extract<Actor, { kind: "user" }>;
}

/** A signed-in employer through the real sign-up API, with its employers row id and a guard-shaped actor. */
export async function createEmployerSession(
  app: FastifyInstance,
  options: { plan?: SubscriptionType; verified?: boolean } = {},
): Promise<EmployerSession> {
  const account = await createAccount(app, {
    accountType: "employer",
    verified: options.verified ?? true,
    plan: options.plan,
  });
  const [row] = await app.ctx.db
    .select({ id: employers.id })
    .from(employers)
    .where(eq(employers.userId, account.userId));
  return {
    ...account,
    employerId: row!.id,
    actor: { kind: "user", userId: account.userId, email: account.email, roles: ["employer"] },
  };
}

/** Scores with every category at `value` unless overridden; `null` leaves a category unobserved. */
export function scores(value: number | null = 4, overrides: Partial<ScoresInput> = {}): ScoresInput {
  const out: Record<string, number | null> = {};
  for (const key of RATING_CATEGORY_KEYS) out[key] = value;
  return { ...(out as ScoresInput), overall_performance: value ?? 3, ...overrides };
}

export function ratingPayload(professionalId: string, over: Record<string, unknown> = {}) {
  return { professionalId, employmentStatus: "current", scores: scores(4), ...over };
}

/** Moves a rating's creation (and its attribution) to `at`, to test the edit window through the API. */
export async function backdateRating(app: FastifyInstance, ratingId: string, at: Date) {
  await app.ctx.db.update(ratings).set({ createdAt: at, updatedAt: at }).where(eq(ratings.id, ratingId));
  await app.ctx.db.update(ratingAttributions).set({ createdAt: at }).where(eq(ratingAttributions.ratingId, ratingId));
}

export async function setEmployer(
  app: FastifyInstance,
  employerId: string,
  patch: Partial<typeof employers.$inferInsert>,
) {
  await app.ctx.db.update(employers).set(patch).where(eq(employers.id, employerId));
}
