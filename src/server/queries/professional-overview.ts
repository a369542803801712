import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import type { Completeness, ProfessionalOverview } from "../../core/contracts/professional";
import { FREE_PLAN_FEATURES, PAID_PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import { notifications, professionals, ratings } from "../db/schema";
import {
  COUNTED_RATING_STATUSES,
  type RatingRecord,
  type RatingRow,
  ratingColumns,
  toRatingRecord,
} from "../kernel/rating-records";
import type { ClaimRequestWithProfile } from "../presenters/claim-request";
import { pendingClaimOf } from "./claim-requests";
import { loadViewerPlan, lookupAllowance } from "./lookup-allowance";

const SETTINGS = "/dashboard/professional/settings";

/**
 * Profile completeness (decisions P4): nine items, weighted by how much they help a reader trust the profile.
 * The weights add up to 100; the percentage is the sum of the items present. Links point at the sections (or
 * fields) of the settings page by their element ids.
 */
export const COMPLETENESS_ITEMS = [
  { key: "photo", label: "Add a profile photo", weight: 15, href: `${SETTINGS}#photo` },
  { key: "headline", label: "Write a headline", weight: 15, href: `${SETTINGS}#settings-headline` },
  { key: "bio", label: "Write a short bio", weight: 15, href: `${SETTINGS}#settings-bio` },
  { key: "location", label: "Add your city and state", weight: 10, href: `${SETTINGS}#location` },
  { key: "linkedin", label: "Link your LinkedIn profile", weight: 10, href: `${SETTINGS}#links` },
  { key: "resume", label: "Upload your resume", weight: 10, href: `${SETTINGS}#resume` },
  { key: "work_history", label: "Add your work history", weight: 10, href: `${SETTINGS}#work` },
  { key: "education", label: "Add your education", weight: 10, href: `${SETTINGS}#education` },
  { key: "certification", label: "Add a certification", weight: 5, href: `${SETTINGS}#certifications` },
] as const;

const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";
const anyEntry = (list: unknown, fields: string[]) =>
  Array.isArray(list) &&
  list.some((item) =>
    typeof item === "string" ? filled(item) : item !== null && fields.some((f) => filled((item as never)[f])),
  );

export interface CompletenessInput {
  profilePicture: string | null;
  headline: string | null;
  bio: string | null;
  city: string | null;
  state: string | null;
  linkedinUrl: string | null;
  resumeUrl: string | null;
  workHistory: unknown;
  education: unknown;
  certifications: unknown;
}

export function profileCompleteness(p: CompletenessInput): Completeness {
  const present: Record<(typeof COMPLETENESS_ITEMS)[number]["key"], boolean> = {
    photo: filled(p.profilePicture),
    headline: filled(p.headline),
    bio: filled(p.bio),
    location: filled(p.city) && filled(p.state),
    linkedin: filled(p.linkedinUrl),
    resume: filled(p.resumeUrl),
    work_history: anyEntry(p.workHistory, ["title", "position", "company"]),
    education: anyEntry(p.education, ["degree", "school"]),
    certification: anyEntry(p.certifications, ["name"]),
  };
  let percent = 0;
  const missing: Completeness["missing"] = [];
  for (const item of COMPLETENESS_ITEMS) {
    if (present[item.key]) percent += item.weight;
    else missing.push({ key: item.key, label: item.label, href: item.href });
  }
  return { percent, missing };
}

const RECENT_RATINGS = 5;
const RECENT_ACTIVITY = 6;

/**
 * The overview as read: the answer but for the recent ratings (records, which `presenters/professional-overview.ts`
 * passes through the public rating presenter) and the pending claim (a record for the requester's presenter).
 */
export type ProfessionalOverviewRecord = Omit<ProfessionalOverview, "ratings" | "pendingClaim"> & {
  ratings: Omit<ProfessionalOverview["ratings"], "recent"> & { recent: RatingRecord[] };
  pendingClaim: ClaimRequestWithProfile | null;
};

/**
 * GET /api/v1/professional/overview: everything the index of /dashboard/professional shows, in one read.
 * Ratings are read without who wrote them; the route presents them to the public audience (scores and month only).
 */
export async function loadProfessionalOverview(
  db: Db,
  actor: SignedIn,
  now: Date,
): Promise<ProfessionalOverviewRecord> {
  const [profile] = await db
    .select({
      id: professionals.id,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
      headline: professionals.headline,
      bio: professionals.bio,
      city: professionals.city,
      state: professionals.state,
      visibility: professionals.visibility,
      isClaimed: professionals.isClaimed,
      profilePicture: professionals.profilePicture,
      linkedinUrl: professionals.linkedinUrl,
      resumeUrl: professionals.resumeUrl,
      workHistory: professionals.workHistory,
      education: professionals.education,
      certifications: professionals.certifications,
      averageRating: professionals.averageRating,
      totalRatings: professionals.totalRatings,
      verifiedEmployersCount: professionals.verifiedEmployersCount,
      viewCount: professionals.viewCount,
    })
    .from(professionals)
    .where(eq(professionals.userId, actor.userId));

  const [plan, allowance, pendingClaim, activity] = await Promise.all([
    loadViewerPlan(db, actor),
    lookupAllowance(db, actor, now),
    profile ? Promise.resolve(null) : pendingClaimOf(db, actor.userId),
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        message: notifications.message,
        link: notifications.link,
        read: notifications.read,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, actor.userId))
      .orderBy(desc(notifications.createdAt))
      .limit(RECENT_ACTIVITY),
  ]);

  let recent: RatingRecord[] = [];
  let last30Days = 0;
  if (profile) {
    const rows = await db
      .select(ratingColumns)
      .from(ratings)
      .where(and(eq(ratings.professionalId, profile.id), inArray(ratings.status, [...COUNTED_RATING_STATUSES])))
      // Month first, then the random id: the exact order of arrival would let the professional tie a rating to an
      // employer they know added them that day (issue 12, hole 7), as the ratings page already does.
      .orderBy(desc(sql`date_trunc('month', ${ratings.createdAt} AT TIME ZONE 'UTC')`), ratings.id)
      .limit(RECENT_RATINGS);
    recent = rows.map((row) => toRatingRecord(row as RatingRow));
    const since = new Date(now.getTime() - 30 * 24 * 3_600_000).toISOString().slice(0, 10);
    const res = await db.execute(sql`
SELECT count(*)::int AS n FROM profile_views WHERE professional_id = ${profile.id} AND day > ${since}::date`);
    last30Days = Number((res.rows[0] as { n?: number } | undefined)?.n ?? 0);
  }

  return {
    profile: profile
      ? {
          id: profile.id,
          firstName: profile.firstName,
          lastName: profile.lastName,
          name: `${profile.firstName} ${profile.lastName}`,
          headline: profile.headline,
          city: profile.city,
          state: profile.state,
          visibility: profile.visibility,
          isClaimed: profile.isClaimed,
          photo: profile.profilePicture,
          completeness: profileCompleteness(profile),
        }
      : null,
    ratings: {
      average: profile ? Number(profile.averageRating) : 0,
      total: profile?.totalRatings ?? 0,
      verifiedEmployers: profile?.verifiedEmployersCount ?? 0,
      recent,
    },
    views: { total: profile?.viewCount ?? 0, last30Days },
    allowance,
    plan: {
      type: plan.plan,
      name: plan.plan === "free" ? "Free" : PAID_PLANS[plan.plan].name,
      features: plan.plan === "free" ? [...FREE_PLAN_FEATURES.professional] : PAID_PLANS[plan.plan].features,
    },
    pendingClaim,
    recentActivity: activity.map((n) => ({
      id: n.id,
      title: n.title,
      message: n.message,
      link: n.link,
      read: n.read,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}
