import { type SQL, sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import type { Completeness, ProfessionalOverview } from "../../core/contracts/professional";
import { FREE_PLAN_FEATURES, lookupLimit, PAID_PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import { executeNamed } from "../db/named-statement";
import type { ReadWithSession } from "../db/read-with-session";
import {
  COUNTED_RATING_STATUSES,
  type RatingRecord,
  type RatingRow,
  ratingColumns,
  toRatingRecord,
} from "../kernel/rating-records";
import type { ClaimRequestWithProfile } from "../records/claim-request";
import { pendingClaimOf } from "./claim-requests";
import {
  type Bound,
  toAllowance,
  toViewerUsage,
  usageWindow,
  type ViewerUsageColumns,
  viewerUsageRow,
} from "./lookup-allowance";
import type { RawProfileColumns } from "./raw-profile-columns";

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

/** The overview's one row: the viewer's plan and usage, the profile's columns (null without one), three aggregates. */
type OverviewRow = ViewerUsageColumns &
  RawProfileColumns & {
    id: string | null;
    view_count: number | string;
    last_30_days: number;
    activity: Array<{
      id: string;
      title: string;
      message: string;
      link: string | null;
      read: boolean;
      createdAt: string;
    }>;
    recent: RatingRow[];
  };

/**
 * The overview as read: the answer but for the recent ratings (records, which `presenters/professional-overview.ts`
 * passes through the public rating presenter) and the pending claim (a record for the requester's presenter).
 */
export type ProfessionalOverviewRecord = Omit<ProfessionalOverview, "ratings" | "pendingClaim"> & {
  ratings: Omit<ProfessionalOverview["ratings"], "recent"> & { recent: RatingRecord[] };
  pendingClaim: ClaimRequestWithProfile | null;
};

/** The same for every request: built once, not per overview (building SQL is most of this read's CPU: D283). */
const counted = sql.join(
  COUNTED_RATING_STATUSES.map((st) => sql`${st}`),
  sql`, `,
);
const ratingFields = sql.join(
  Object.entries(ratingColumns).map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
  sql`, `,
);

/** The overview's time bounds at `now`: the usage window's, and the first day of the last 30 days' views (UTC). */
function overviewTimes(now: Date): { since: string; until: string; viewsSince: string } {
  return {
    ...usageWindow(now),
    viewsSince: new Date(now.getTime() - 30 * 24 * 3_600_000).toISOString().slice(0, 10),
  };
}

/** The overview's one row for `userId`, as one statement (D277). */
function overviewRowSql(userId: Bound, times: { since: Bound; until: Bound; viewsSince: Bound }): SQL {
  return sql`
SELECT vu.*,
       p.id, p.first_name, p.last_name, p.headline, p.bio, p.city, p.state, p.visibility, p.is_claimed,
       p.profile_picture, p.linkedin_url, p.resume_url, p.work_history, p.education, p.certifications,
       p.average_rating, p.total_ratings, p.verified_employers_count, p.view_count,
       (SELECT count(*)::int FROM profile_views v WHERE v.professional_id = p.id AND v.day > ${times.viewsSince}::date)
         AS last_30_days,
       (SELECT coalesce(json_agg(n), '[]'::json) FROM (
          SELECT id, title, message, link, read, created_at AS "createdAt" FROM notifications
          WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT ${RECENT_ACTIVITY}) n) AS activity,
       (SELECT coalesce(json_agg(r), '[]'::json) FROM (
          SELECT ${ratingFields} FROM ratings
          WHERE ratings.professional_id = p.id AND ratings.status IN (${counted})
          -- Month first, then the random id: the exact order of arrival would let the professional tie a rating to
          -- an employer they know added them that day (issue 12, hole 7), as the ratings page already does.
          ORDER BY date_trunc('month', ratings.created_at AT TIME ZONE 'UTC') DESC, ratings.id
          LIMIT ${RECENT_RATINGS}) r) AS recent
FROM (${viewerUsageRow(userId, times)}) vu
LEFT JOIN professionals p ON p.user_id = ${userId}`;
}

/** The overview's row read with the session (D289): the same statement, for the session's user. */
export const PROFESSIONAL_OVERVIEW_WITH_SESSION: ReadWithSession<OverviewRow> = {
  name: "standing_session_with_professional_overview",
  sql: (userId, param) =>
    overviewRowSql(userId, { since: param("since"), until: param("until"), viewsSince: param("viewsSince") }),
  params: overviewTimes,
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
  // One statement (D277): under load every statement of a request is a wait for the pool and the event loop, and
  // this page's seven reads in four rounds made the signed-in dashboard the slowest tenth of the mixed load.
  const result = await executeNamed<OverviewRow>(
    db,
    "standing_professional_overview",
    overviewRowSql(actor.userId, overviewTimes(now)),
  );
  return overviewFromRow(db, result.rows[0] as OverviewRow, actor, now);
}

/** The overview from its row (read by itself or with the session, D289). */
export async function overviewFromRow(
  db: Db,
  row: OverviewRow,
  actor: SignedIn,
  now: Date,
): Promise<ProfessionalOverviewRecord> {
  const { plan, lookups } = toViewerUsage(row, actor, now);
  const allowance = toAllowance(lookupLimit(plan.userType, plan.plan), lookups.used, lookups.oldest);
  const profile = row.id
    ? {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        headline: row.headline,
        bio: row.bio,
        city: row.city,
        state: row.state,
        visibility: row.visibility,
        isClaimed: row.is_claimed,
        profilePicture: row.profile_picture,
        linkedinUrl: row.linkedin_url,
        resumeUrl: row.resume_url,
        workHistory: row.work_history,
        education: row.education,
        certifications: row.certifications,
        averageRating: row.average_rating,
        totalRatings: row.total_ratings,
        verifiedEmployersCount: row.verified_employers_count,
        viewCount: Number(row.view_count),
      }
    : undefined;
  // Only someone without a profile can have a claim waiting: a second statement for them alone.
  const pendingClaim = profile ? null : await pendingClaimOf(db, actor.userId);
  const recent: RatingRecord[] = profile ? row.recent.map((r) => toRatingRecord(r)) : [];
  const last30Days = profile ? Number(row.last_30_days) : 0;
  const activity = row.activity;

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
      createdAt: new Date(n.createdAt).toISOString(),
    })),
  };
}
