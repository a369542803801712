import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import type { AdminVerificationRequest, AuthorRating, EmployerOverview } from "../../core/contracts/employer";
import type { VerificationMethod, VerificationStatus } from "../../core/domain";
import { websiteHost } from "../../core/employer-email";
import { EMPLOYER } from "../../core/messages";
import { PAID_PLANS, ratingLimit } from "../../core/plans";
import type { Db } from "../db/client";
import {
  emailVerificationTokens,
  employers,
  employerVerificationRequests,
  employments,
  mailOutbox,
  professionals,
  ratingAttributions,
  ratings,
  subscriptions,
  user,
} from "../db/schema";
import { notFound } from "../http/errors";
import { professionalColumns, ratingColumns, toRatingRecord } from "../kernel/rating-records";
import { ratingBlock } from "../policies/ratings";
import { presentRatingForAuthor } from "../presenters/rating";
import { presentVerificationRequest, type VerificationRequestRecord } from "../presenters/verification-request";
import { loadViewerPlan, lookupAllowance, toAllowance, windowUsage } from "./lookup-allowance";

export async function employerIdOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ id: employers.id }).from(employers).where(eq(employers.userId, userId));
  if (!row) throw notFound(EMPLOYER.noEmployerAccount);
  return row.id;
}

/** Ratings per page of the employer's history (GET /employer/ratings). */
export const HISTORY_PAGE_SIZE = 20;

/**
 * The ratings `employerId` wrote, newest first, as their author sees them. `unsafe`: it reads rating_attributions
 * for the employer it is given and checks nothing; the caller passes the signed-in employer's own id
 * (`employerIdOf(actor.userId)`), never one from the request (D91).
 */
export async function unsafeListRatingsOfEmployer(
  db: Db,
  employerId: string,
  now: Date,
  page: { limit: number; offset?: number } = { limit: HISTORY_PAGE_SIZE },
): Promise<AuthorRating[]> {
  const rows = await db
    .select({ rating: ratingColumns, professional: professionalColumns })
    .from(ratingAttributions)
    .innerJoin(ratings, eq(ratings.id, ratingAttributions.ratingId))
    .innerJoin(professionals, eq(professionals.id, ratings.professionalId))
    .where(eq(ratingAttributions.employerId, employerId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map((r) => presentRatingForAuthor(toRatingRecord(r.rating), r.professional, now));
}

/**
 * One page (1-based, 20 per page, newest first) of the employer's history with the total count (`unsafe`: as above). A page past the
 * end answers an empty list with the real totals, so the web page can step back.
 */
export async function unsafePageRatingsOfEmployer(
  db: Db,
  employerId: string,
  now: Date,
  page: number,
): Promise<{ ratings: AuthorRating[]; page: number; pageSize: number; total: number; totalPages: number }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ratingAttributions)
    .where(eq(ratingAttributions.employerId, employerId));
  const total = Number(count?.n ?? 0);
  const list = await unsafeListRatingsOfEmployer(db, employerId, now, {
    limit: HISTORY_PAGE_SIZE,
    offset: (page - 1) * HISTORY_PAGE_SIZE,
  });
  return {
    ratings: list,
    page,
    pageSize: HISTORY_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
  };
}

/** One rating `employerId` wrote, as its author sees it; another's is "not found". `unsafe`: as above. */
export async function unsafeLoadRatingOfEmployer(
  db: Db,
  employerId: string,
  ratingId: string,
  now: Date,
): Promise<AuthorRating> {
  const [row] = await db
    .select({ rating: ratingColumns, professional: professionalColumns })
    .from(ratingAttributions)
    .innerJoin(ratings, eq(ratings.id, ratingAttributions.ratingId))
    .innerJoin(professionals, eq(professionals.id, ratings.professionalId))
    .where(and(eq(ratingAttributions.employerId, employerId), eq(ratingAttributions.ratingId, ratingId)));
  if (!row) throw notFound(EMPLOYER.ratingNotFound);
  return presentRatingForAuthor(toRatingRecord(row.rating), row.professional, now);
}

const requestColumns = {
  id: employerVerificationRequests.id,
  method: employerVerificationRequests.method,
  status: employerVerificationRequests.status,
  ein: employerVerificationRequests.ein,
  state: employerVerificationRequests.state,
  entityNumber: employerVerificationRequests.entityNumber,
  documentKey: employerVerificationRequests.documentKey,
  documentType: employerVerificationRequests.documentType,
  documentSize: employerVerificationRequests.documentSize,
  reason: employerVerificationRequests.reason,
  createdAt: employerVerificationRequests.createdAt,
  decidedAt: employerVerificationRequests.decidedAt,
};
/** Pending requests first (oldest first: the review queue), then the latest decisions. Administrators only. */
export async function listVerificationRequestsForAdmin(db: Db): Promise<AdminVerificationRequest[]> {
  const rows = await db
    .select({
      request: requestColumns,
      employer: {
        id: employers.id,
        companyName: employers.companyName,
        companyWebsite: employers.companyWebsite,
        verificationStatus: employers.verificationStatus,
        contactEmail: user.email,
      },
    })
    .from(employerVerificationRequests)
    .innerJoin(employers, eq(employers.id, employerVerificationRequests.employerId))
    .leftJoin(user, eq(user.id, employers.userId))
    .orderBy(
      sql`(${employerVerificationRequests.status} = 'pending') DESC`,
      sql`CASE WHEN ${employerVerificationRequests.status} = 'pending' THEN ${employerVerificationRequests.createdAt} END ASC`,
      desc(employerVerificationRequests.decidedAt),
    )
    .limit(200);
  return rows.map((r) => ({
    ...presentVerificationRequest(r.request as VerificationRequestRecord, false),
    employer: {
      id: r.employer.id,
      companyName: r.employer.companyName,
      companyWebsite: r.employer.companyWebsite,
      verificationStatus: r.employer.verificationStatus as VerificationStatus,
      contactEmail: r.employer.contactEmail ?? null,
    },
    documentType: r.request.documentType,
    documentSize: r.request.documentSize,
  }));
}

export async function loadVerificationDocument(db: Db, requestId: string) {
  const [row] = await db
    .select({ key: employerVerificationRequests.documentKey, type: employerVerificationRequests.documentType })
    .from(employerVerificationRequests)
    .where(eq(employerVerificationRequests.id, requestId));
  return row?.key && row.type ? { key: row.key, type: row.type } : null;
}

const MAIL_KINDS = [
  "verify_email",
  "employer_domain_verification",
  "employer_verification_approved",
  "employer_verification_rejected",
];

/** Everything the employer index and diagnostic pages show, computed by the server in one call. */
export async function loadEmployerOverview(db: Db, actor: SignedIn, now: Date): Promise<EmployerOverview> {
  const [employer] = await db
    .select({
      id: employers.id,
      companyName: employers.companyName,
      companyWebsite: employers.companyWebsite,
      verificationStatus: employers.verificationStatus,
      verificationMethod: employers.verificationMethod,
      verifiedAt: employers.verifiedAt,
      strikeCount: employers.strikeCount,
      permanentlySuspendedAt: employers.permanentlySuspendedAt,
      suspendedUntil: employers.suspendedUntil,
    })
    .from(employers)
    .where(eq(employers.userId, actor.userId));
  if (!employer) throw notFound(EMPLOYER.noEmployerAccount);

  const plan = await loadViewerPlan(db, actor);
  const [sub] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, actor.userId));
  const lookups = await lookupAllowance(db, actor, now);
  const rLimit = ratingLimit("employer", plan.plan, plan.employerVerified);
  const rUsage = await windowUsage(db, actor.userId, "rating_submission", now);
  const ratingsAllowance = toAllowance(rLimit, rUsage.used, rUsage.oldest);

  const requests = await db
    .select(requestColumns)
    .from(employerVerificationRequests)
    .where(eq(employerVerificationRequests.employerId, employer.id))
    .orderBy(desc(employerVerificationRequests.createdAt))
    .limit(10);
  const [pendingEmail] = await db
    .select({ address: emailVerificationTokens.address, expiresAt: emailVerificationTokens.expiresAt })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.employerId, employer.id),
        sql`${emailVerificationTokens.usedAt} IS NULL AND ${emailVerificationTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);

  const all = await unsafeListRatingsOfEmployer(db, employer.id, now, { limit: 50 });
  const [ratingCount] = await db
    .select({
      n: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) FILTER (WHERE ${ratings.status} = 'active' AND ${ratings.createdAt} > ${new Date(now.getTime() - 24 * 3_600_000).toISOString()}::timestamptz))::int`,
    })
    .from(ratingAttributions)
    .innerJoin(ratings, eq(ratings.id, ratingAttributions.ratingId))
    .where(eq(ratingAttributions.employerId, employer.id));
  const [employmentCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employments)
    .where(eq(employments.employerId, employer.id));

  const addresses = [actor.email, ...(pendingEmail ? [pendingEmail.address] : [])];
  const mail = await db
    .select({
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.toAddress, addresses), inArray(mailOutbox.kind, MAIL_KINDS)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(10);

  const blocked = ratingBlock(
    {
      strikeCount: employer.strikeCount,
      suspendedUntil: employer.suspendedUntil,
      verificationStatus: employer.verificationStatus,
      permanentlySuspendedAt: employer.permanentlySuspendedAt,
    },
    now,
  );
  const ratingBlockedReason =
    blocked ??
    (rLimit <= 0
      ? EMPLOYER.noRatingsOnPlan
      : !ratingsAllowance.unlimited && ratingsAllowance.remaining <= 0
        ? EMPLOYER.limitReached(rLimit, ratingsAllowance.resetAt)
        : null);

  const nextSteps: EmployerOverview["nextSteps"] = [];
  if (employer.verificationStatus === "unverified" || employer.verificationStatus === "rejected")
    nextSteps.push({
      key: "verify",
      label: "Verify your business to start rating",
      href: "/dashboard/employer/verification",
    });
  if (employer.verificationStatus === "pending")
    nextSteps.push({
      key: "pending",
      label: "Your verification is under review (1-3 business days)",
      href: "/dashboard/employer/verification",
    });
  if (employer.verificationStatus === "verified" && !blocked && all.length === 0)
    nextSteps.push({ key: "rate", label: "Rate your first employee", href: "/dashboard/employer/rate" });
  if (all.some((r) => r.editable))
    nextSteps.push({ key: "review", label: "Review ratings you can still edit", href: "/dashboard/employer/history" });
  if (plan.plan === "free")
    nextSteps.push({
      key: "upgrade",
      label: "Upgrade for 30 ratings a day, bulk upload and analytics",
      href: "/pricing",
    });

  return {
    employer: {
      companyName: employer.companyName,
      companyWebsite: employer.companyWebsite,
      companyDomain: employer.companyWebsite ? websiteHost(employer.companyWebsite) : null,
      verificationStatus: employer.verificationStatus as VerificationStatus,
      verificationMethod: (employer.verificationMethod as VerificationMethod | null) ?? null,
      verifiedAt: employer.verifiedAt?.toISOString() ?? null,
      strikeCount: employer.strikeCount,
      suspendedUntil: employer.suspendedUntil?.toISOString() ?? null,
    },
    account: { email: actor.email, roles: [...actor.roles] },
    plan: {
      type: plan.plan,
      name: plan.plan === "free" ? "Free" : PAID_PLANS[plan.plan].name,
      status: sub?.status ?? null,
    },
    allowances: { lookups, ratings: ratingsAllowance },
    ratingBlockedReason,
    verificationRequests: requests.map((r) => presentVerificationRequest(r as VerificationRequestRecord, true)),
    pendingEmail: pendingEmail
      ? { address: pendingEmail.address, expiresAt: pendingEmail.expiresAt.toISOString() }
      : null,
    recentRatings: all.slice(0, 5),
    totals: {
      ratings: Number(ratingCount?.n ?? 0),
      editable: Number(ratingCount?.open ?? 0),
      employments: Number(employmentCount?.n ?? 0),
    },
    mail: mail.map((m) => ({
      kind: m.kind,
      to: m.to,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
    nextSteps,
    serverTime: now.toISOString(),
  };
}
