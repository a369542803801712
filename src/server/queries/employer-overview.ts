import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import type { EmployerOverview } from "../../core/contracts/employer";
import type { VerificationMethod, VerificationStatus } from "../../core/domain";
import { websiteHost } from "../../core/employer-email";
import { EMPLOYER } from "../../core/messages";
import { lookupLimit, PAID_PLANS, ratingLimit } from "../../core/plans";
import type { Db } from "../db/client";
import {
  emailVerificationTokens,
  employers,
  employerVerificationRequests,
  employments,
  mailOutbox,
  ratingAttributions,
  ratings,
} from "../db/schema";
import { missing } from "../kernel/domain-errors";
import type { AuthorRatingRecord } from "../kernel/rating-records";
import { isEditable, ratingBlock } from "../policies/ratings";
import type { VerificationRequestRecord } from "../records/verification-request";
import { unsafeListRatingsOfEmployer } from "./employer-rating-history";
import { requestColumns } from "./employer-verification-requests";
import { loadViewerUsage, toAllowance } from "./lookup-allowance";

const MAIL_KINDS = [
  "verify_email",
  "employer_domain_verification",
  "employer_verification_approved",
  "employer_verification_rejected",
];

/**
 * The overview as read: the answer but for the recent ratings and verification requests, which stay records for
 * `presenters/employer-overview.ts`.
 */
export type EmployerOverviewRecord = Omit<EmployerOverview, "recentRatings" | "verificationRequests"> & {
  recentRatings: AuthorRatingRecord[];
  verificationRequests: VerificationRequestRecord[];
};

/** Everything the employer index and diagnostic pages show, computed by the server in one call. */
export async function loadEmployerOverview(db: Db, actor: SignedIn, now: Date): Promise<EmployerOverviewRecord> {
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
  if (!employer) throw missing(EMPLOYER.noEmployerAccount);

  // The plan and both rolling windows in one statement (D277).
  const usage = await loadViewerUsage(db, actor, now);
  const { plan } = usage;
  const lookups = toAllowance(lookupLimit(plan.userType, plan.plan), usage.lookups.used, usage.lookups.oldest);
  const rLimit = ratingLimit("employer", plan.plan, plan.employerVerified);
  const ratingsAllowance = toAllowance(rLimit, usage.ratings.used, usage.ratings.oldest);

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

  const all = await unsafeListRatingsOfEmployer(db, employer.id, { limit: 50 });
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
  if (all.some((r) => isEditable(r.rating, now)))
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
      status: usage.subscriptionStatus,
    },
    allowances: { lookups, ratings: ratingsAllowance },
    ratingBlockedReason,
    verificationRequests: requests as VerificationRequestRecord[],
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
