import { sql } from "drizzle-orm";
import type { Actor, SignedIn } from "../../core/actor";
import type { Allowance, ProfileAccess } from "../../core/contracts/profile";
import { LIMITS } from "../../core/limits";
import type { Database, Tx } from "../db/client";
import { executeNamed } from "../db/named-statement";
import { canSeeProfile } from "../policies/profiles";
import { isAccountSuspended } from "../policies/ratings";
import { lookupAllowance, toAllowance } from "../queries/lookup-allowance";
import type { RawProfileColumns } from "../queries/raw-profile-columns";
import type { ProfileOpening, ProfileRow } from "../records/profile";
import type { ViewCounter } from "./view-counter";

export interface OpenProfileInput {
  actor: Actor;
  professionalId: string;
  /** Identifies the viewer for the once-a-day view count: `u:<userId>` or a hash for visitors. */
  viewerKey: string;
  now?: Date;
  /** Batches the view instead of writing it in the transaction (the HTTP route; D192). */
  views?: ViewCounter;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WINDOW_MS = LIMITS.lookupWindowHours * 3_600_000;

/**
 * Opening a profile page, in one transaction:
 * 1. visibility: a profile the viewer may not see is reported as not found;
 * 2. the lookup: a visitor sees the header only; a signed-in viewer spends one lookup of the rolling
 *    24-hour allowance, except on their own profile, on a profile they already looked up inside the
 *    window, or as an administrator (docs/search-performance.md, "Behaviour decisions"). With none left the header only is shown.
 *    Concurrent openings by one user are serialized by a transaction-scoped advisory lock on the user, and the
 *    time the lookup is counted and recorded at is read after that lock (`spendingTime`), so neither two tabs nor a
 *    burst of openings on several instances can spend more than the allowance;
 * 3. the view count rises at most once per viewer per profile per UTC day (owners do not count).
 */
export async function openProfile(database: Database, input: OpenProfileInput): Promise<ProfileOpening> {
  if (!UUID.test(input.professionalId)) return { found: false };
  const now = input.now ?? new Date();
  const { actor } = input;

  const { views } = input;

  // A visitor spends nothing and (with batched views) writes nothing: one read, no transaction.
  if (actor.kind !== "user" && views) {
    // Prepared once per pooled connection (D362): a visitor's profile is the directory's commonest read.
    const loaded = await executeNamed<RawProfileRow>(
      database.db,
      "standing_profile_row",
      selectProfile(input.professionalId),
    );
    const raw = loaded.rows[0];
    if (!raw) return { found: false };
    const row = toProfileRow(raw);
    if (!canSeeProfile(actor, row.visibility, row.userId)) return { found: false };
    row.viewCount += views.record(row.id, input.viewerKey, now);
    return { found: true, row, access: "sign_in_required", isOwner: false, allowance: null };
  }

  return database.db.transaction(async (tx) => {
    const loaded = await tx.execute(selectProfile(input.professionalId));
    const raw = loaded.rows[0] as RawProfileRow | undefined;
    if (!raw) return { found: false } as const;
    const row = toProfileRow(raw);
    if (!canSeeProfile(actor, row.visibility, row.userId)) return { found: false } as const;

    const isOwner = actor.kind === "user" && row.userId === actor.userId;
    let access: ProfileAccess = "sign_in_required";
    let allowance: Allowance | null = null;
    if (actor.kind === "user") {
      ({ access, allowance } = await spendLookup(tx, actor, row.id, isOwner, input.now));
    }

    if (!isOwner && views) {
      row.viewCount += views.record(row.id, input.viewerKey, now);
    } else if (!isOwner) {
      const day = now.toISOString().slice(0, 10);
      const inserted = await tx.execute(sql`
INSERT INTO profile_views (professional_id, viewer_key, day) VALUES (${row.id}, ${input.viewerKey}, ${day}::date)
ON CONFLICT DO NOTHING RETURNING 1 AS fresh`);
      if (inserted.rows.length > 0) {
        const updated = await tx.execute(sql`
UPDATE professionals SET view_count = view_count + 1 WHERE id = ${row.id} RETURNING view_count`);
        row.viewCount = Number((updated.rows[0] as { view_count: number } | undefined)?.view_count ?? row.viewCount);
      }
    }
    return { found: true, row, access, isOwner, allowance } as const;
  });
}

function selectProfile(professionalId: string) {
  return sql`
SELECT id, user_id, first_name, last_name, headline, bio, city, state, country, profile_picture,
       average_rating, total_ratings, verified_employers_count, is_claimed, visibility, view_count,
       linkedin_url, resume_url, certifications, work_history, education
FROM professionals WHERE id = ${professionalId}`;
}

async function spendLookup(
  tx: Tx,
  actor: SignedIn,
  professionalId: string,
  isOwner: boolean,
  requested: Date | undefined,
): Promise<{ access: ProfileAccess; allowance: Allowance }> {
  // One lookup decision per user at a time: the count, the check and the insert are not interleaved.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('standing.profile_lookup'), hashtext(${actor.userId}))`);
  const now = await spendingTime(tx, actor.userId, requested);
  const before = await lookupAllowance(tx, actor, now);
  if (isOwner || actor.roles.includes("admin")) return { access: "full", allowance: before };
  if (actor.roles.includes("employer")) {
    const standing = await tx.execute(sql`
SELECT permanently_suspended_at FROM employers WHERE user_id = ${actor.userId}`);
    const row = standing.rows[0] as { permanently_suspended_at: Date | string | null } | undefined;
    if (
      row &&
      isAccountSuspended({
        permanentlySuspendedAt: row.permanently_suspended_at ? new Date(row.permanently_suspended_at) : null,
      })
    )
      return { access: "account_suspended", allowance: before };
  }

  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const repeat = await tx.execute(sql`
SELECT 1 FROM usage_tracking
WHERE user_id = ${actor.userId} AND action_type = 'profile_lookup' AND subject_id = ${professionalId}
  AND created_at > ${since}::timestamptz AND created_at <= ${now.toISOString()}::timestamptz
LIMIT 1`);
  if (repeat.rows.length > 0) return { access: "full", allowance: before };
  if (before.remaining <= 0) return { access: "limit_reached", allowance: before };

  await tx.execute(sql`
INSERT INTO usage_tracking (user_id, action_type, subject_id, created_at)
VALUES (${actor.userId}, 'profile_lookup', ${professionalId}, ${now.toISOString()}::timestamptz)`);
  const oldest = before.resetAt ? new Date(Date.parse(before.resetAt) - WINDOW_MS) : now;
  return { access: "full", allowance: toAllowance(before.limit, before.used + 1, oldest) };
}

/**
 * The time a lookup is decided and recorded at, read after the user's lock (issue 38 §2, D318): the clock read now
 * (or the caller's `now`), and never earlier than the user's latest recorded lookup. A request's time taken before
 * the lock let an opening that waited count the window up to its own, earlier, time and miss the lookups recorded
 * meanwhile by earlier lock holders (12 simultaneous openings gave up to 8 of 5). With this, lookups are recorded in
 * the order the lock was held, each one counted against every one before it, whatever the instances' clocks say.
 */
async function spendingTime(tx: Tx, userId: string, requested: Date | undefined): Promise<Date> {
  const now = requested ?? new Date();
  // In whole milliseconds rounded up (a row's microseconds must not fall after the time it is compared with).
  const latest = await tx.execute(sql`
SELECT ceil(EXTRACT(EPOCH FROM max(created_at)) * 1000)::float8 AS ms
FROM usage_tracking WHERE user_id = ${userId} AND action_type = 'profile_lookup'`);
  const ms = (latest.rows[0] as { ms: number | string | null } | undefined)?.ms;
  return ms !== null && ms !== undefined && Number(ms) > now.getTime() ? new Date(Number(ms)) : now;
}

interface RawProfileRow extends RawProfileColumns {
  id: string;
  user_id: string | null;
  country: string;
  view_count: number;
}

function jsonArray<T>(value: unknown): T[] {
  if (typeof value === "string") {
    try {
      return jsonArray(JSON.parse(value));
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? (value as T[]) : [];
}

function toProfileRow(r: RawProfileRow): ProfileRow {
  return {
    id: r.id,
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    headline: r.headline,
    bio: r.bio,
    city: r.city,
    state: r.state,
    country: r.country,
    profilePicture: r.profile_picture,
    averageRating: Number(r.average_rating),
    totalRatings: r.total_ratings,
    verifiedEmployersCount: r.verified_employers_count,
    isClaimed: r.is_claimed,
    visibility: r.visibility,
    viewCount: r.view_count,
    linkedinUrl: r.linkedin_url,
    resumeUrl: r.resume_url,
    certifications: jsonArray(r.certifications),
    workHistory: jsonArray(r.work_history),
    education: jsonArray(r.education),
  };
}
