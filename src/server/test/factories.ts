import { randomUUID } from "node:crypto";
import type { Actor } from "../../core/actor";
import type { AccountType, EmploymentStatus, RatingStatus, Role, Visibility } from "../../core/domain";
import type { SubscriptionType } from "../../core/plans";
import { RATING_CATEGORY_KEYS, type RatingCategoryKey } from "../../core/rating-categories";
import { refreshRatingAggregates } from "../commands/refresh-rating-aggregates";
import type { Database } from "../db/client";
import {
  type CertificationItem,
  type EducationItem,
  employers,
  professionals,
  profiles,
  ratingAttributions,
  ratings,
  subscriptions,
  usageTracking,
  user,
  userRoles,
  type WorkHistoryItem,
} from "../db/schema";

/**
 * Role-named factories for tests against a real database (DESIGN habit 7). Each writes real rows
 * with sensible defaults and returns what tests need, including an `actor` as the guard would resolve it.
 */

let sequence = 0;
const next = () => ++sequence;

export interface BuiltUser {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  actor: Extract<Actor, { kind: "user" }>;
}

export interface BuildUserOptions {
  roles?: Role[];
  /** Subscription plan; default free. */
  plan?: SubscriptionType;
  /** subscriptions.user_type; default employer when the roles include employer, else professional. */
  userType?: AccountType;
  /** Subscription status; default active. */
  status?: "active" | "trialing" | "past_due" | "canceled";
  /** false: no subscriptions row at all. */
  subscription?: boolean;
  email?: string;
  name?: string;
  companyName?: string;
}

/** A user with roles, a profile row and a subscription row. */
export async function buildUser(database: Database, options: BuildUserOptions = {}): Promise<BuiltUser> {
  const n = next();
  const id = `test-user-${randomUUID()}`;
  const roles = options.roles ?? ["professional"];
  const name = options.name ?? `Test User ${n}`;
  const email = options.email ?? `user${n}.${id.slice(-8)}@test.example`;
  const userType = options.userType ?? (roles.includes("employer") ? "employer" : "professional");
  const { db } = database;
  await db.insert(user).values({ id, name, email, emailVerified: true });
  await db.insert(profiles).values({
    id,
    fullName: name,
    accountType: userType,
    companyName: options.companyName ?? null,
  });
  if (roles.length > 0) await db.insert(userRoles).values(roles.map((role) => ({ userId: id, role })));
  if (options.subscription !== false) {
    await db.insert(subscriptions).values({
      userId: id,
      subscriptionType: options.plan ?? "free",
      userType,
      status: options.status ?? "active",
    });
  }
  return { id, email, name, roles, actor: { kind: "user", userId: id, email, roles } };
}

export interface BuiltEmployer {
  id: string;
  companyName: string;
  user: BuiltUser;
}

/** An employer account with a verified business (or another status when given). */
export async function buildVerifiedEmployer(
  database: Database,
  options: {
    plan?: SubscriptionType;
    companyName?: string;
    verificationStatus?: "verified" | "pending" | "unverified";
    email?: string;
  } = {},
): Promise<BuiltEmployer> {
  const n = next();
  const companyName = options.companyName ?? `Acme Test Works ${n}`;
  const built = await buildUser(database, {
    roles: ["employer"],
    plan: options.plan ?? "free",
    userType: "employer",
    companyName,
    email: options.email,
  });
  const status = options.verificationStatus ?? "verified";
  const [row] = await database.db
    .insert(employers)
    .values({
      userId: built.id,
      companyName,
      companyWebsite: `https://acme${n}.example`,
      industry: "Testing",
      verificationStatus: status,
      verificationMethod: status === "verified" ? "email_domain" : null,
      verifiedAt: status === "verified" ? new Date() : null,
    })
    .returning({ id: employers.id });
  return { id: row!.id, companyName, user: built };
}

export interface BuildProfessionalOptions {
  firstName?: string;
  lastName?: string;
  headline?: string | null;
  bio?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string;
  visibility?: Visibility;
  /** The owning user: makes the profile claimed. */
  ownerId?: string | null;
  averageRating?: number;
  totalRatings?: number;
  verifiedEmployersCount?: number;
  viewCount?: number;
  linkedinUrl?: string | null;
  resumeUrl?: string | null;
  profilePicture?: string | null;
  certifications?: Array<CertificationItem | string>;
  workHistory?: WorkHistoryItem[];
  education?: EducationItem[];
  updatedAt?: Date;
}

/** A professional profile (public, unclaimed, unrated by default). */
export async function buildProfessional(database: Database, options: BuildProfessionalOptions = {}) {
  const n = next();
  const [row] = await database.db
    .insert(professionals)
    .values({
      firstName: options.firstName ?? `Pat${n}`,
      lastName: options.lastName ?? `Tester${n}`,
      headline: options.headline === undefined ? "Warehouse Associate | Logistics" : options.headline,
      bio: options.bio === undefined ? "Reliable and careful." : options.bio,
      city: options.city === undefined ? "Springfield" : options.city,
      state: options.state === undefined ? "IL" : options.state,
      country: options.country ?? "US",
      visibility: options.visibility ?? "public",
      userId: options.ownerId ?? null,
      isClaimed: Boolean(options.ownerId),
      averageRating: options.averageRating ?? 0,
      totalRatings: options.totalRatings ?? 0,
      verifiedEmployersCount: options.verifiedEmployersCount ?? 0,
      viewCount: options.viewCount ?? 0,
      linkedinUrl: options.linkedinUrl ?? null,
      resumeUrl: options.resumeUrl ?? null,
      profilePicture: options.profilePicture ?? null,
      certifications: (options.certifications ?? []) as CertificationItem[],
      workHistory: options.workHistory ?? [],
      education: options.education ?? [],
      ...(options.updatedAt ? { updatedAt: options.updatedAt } : {}),
    })
    .returning({ id: professionals.id });
  return { id: row!.id };
}

/** A professional owned by a (new or given) professional user. */
export async function buildClaimedProfessional(
  database: Database,
  options: BuildProfessionalOptions & { owner?: BuiltUser } = {},
) {
  const owner = options.owner ?? (await buildUser(database, { roles: ["professional"] }));
  const built = await buildProfessional(database, { ...options, ownerId: owner.id });
  return { ...built, owner };
}

/**
 * A rating with its attribution, then the professional's stored aggregates recomputed.
 * `scores` gives some categories; the rest get `score` (default 4).
 */
export async function buildRating(
  database: Database,
  options: {
    professionalId: string;
    employer: BuiltEmployer;
    score?: number;
    scores?: Partial<Record<RatingCategoryKey, number | null>>;
    employmentStatus?: EmploymentStatus;
    status?: RatingStatus;
  },
) {
  const values: Record<string, unknown> = {
    professionalId: options.professionalId,
    employmentStatus: options.employmentStatus ?? "current",
    status: options.status ?? "active",
  };
  for (const key of RATING_CATEGORY_KEYS) {
    const camel = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    const given = options.scores?.[key];
    values[camel] = given === undefined ? (options.score ?? 4) : given;
  }
  const [row] = await database.db
    .insert(ratings)
    .values(values as typeof ratings.$inferInsert)
    .returning({ id: ratings.id });
  await database.db.insert(ratingAttributions).values({
    ratingId: row!.id,
    employerId: options.employer.id,
    submittedBy: options.employer.user.id,
  });
  await refreshRatingAggregates(database, [options.professionalId]);
  return { id: row!.id };
}

/** Usage rows at chosen times (lookups or rating submissions), for allowance tests. */
export async function buildUsage(
  database: Database,
  options: { userId: string; at: Date[]; action?: "profile_lookup" | "rating_submission"; subjectId?: string },
) {
  if (options.at.length === 0) return;
  await database.db.insert(usageTracking).values(
    options.at.map((createdAt) => ({
      userId: options.userId,
      actionType: options.action ?? "profile_lookup",
      subjectId: options.subjectId ?? randomUUID(),
      createdAt,
    })),
  );
}
