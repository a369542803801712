import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ClaimRequestStatus } from "../../core/domain";
import { emailDomain, websiteHost } from "../../core/employer-email";
import type { Db } from "../db/client";
import { claimRequests, employers, employments, professionals, user } from "../db/schema";
import { profileCardColumns } from "../kernel/profile-columns";
import type {
  AdminClaimRecord,
  ClaimProfileRecord,
  ClaimRequestRecord,
  ClaimRequestWithProfile,
} from "../records/claim-request";
import { canonicalLinkedin } from "../records/claim-request";

/** Read models of the claim flows: the requester's own requests and the administrators' review list. */

const requestColumns = {
  id: claimRequests.id,
  status: claimRequests.status,
  method: claimRequests.method,
  workEmail: claimRequests.workEmail,
  linkedinUrl: claimRequests.linkedinUrl,
  documentKey: claimRequests.documentKey,
  documentType: claimRequests.documentType,
  note: claimRequests.note,
  reviewReason: claimRequests.reviewReason,
  createdAt: claimRequests.createdAt,
  reviewedAt: claimRequests.reviewedAt,
};

/** The signed-in person's requests (newest first, at most 20) and the profile they own, if any. */
export async function listMyClaimRequests(
  db: Db,
  userId: string,
): Promise<{ ownedProfile: ClaimProfileRecord | null; requests: ClaimRequestWithProfile[] }> {
  const [owned] = await db.select(profileCardColumns).from(professionals).where(eq(professionals.userId, userId));
  const rows = await db
    .select({ request: requestColumns, profile: profileCardColumns })
    .from(claimRequests)
    .innerJoin(professionals, eq(professionals.id, claimRequests.professionalId))
    .where(eq(claimRequests.userId, userId))
    .orderBy(desc(claimRequests.createdAt))
    .limit(20);
  return {
    ownedProfile: owned ?? null,
    requests: rows.map((r) => ({ request: r.request as ClaimRequestRecord, profile: r.profile })),
  };
}

/** The pending request of a user, if any (overview). */
export async function pendingClaimOf(db: Db, userId: string): Promise<ClaimRequestWithProfile | null> {
  const [row] = await db
    .select({ request: requestColumns, profile: profileCardColumns })
    .from(claimRequests)
    .innerJoin(professionals, eq(professionals.id, claimRequests.professionalId))
    .where(and(eq(claimRequests.userId, userId), eq(claimRequests.status, "pending")))
    .limit(1);
  return row ? { request: row.request as ClaimRequestRecord, profile: row.profile } : null;
}

const reviewer = alias(user, "reviewer");

/**
 * GET /admin/claims: requests with one status, pending oldest first (fair queue), decided newest first; at most
 * 200. Administrators may see employers, so each carries reviewer hints drawn from the profile's roster.
 */
export async function listClaimRequestsForAdmin(db: Db, status: ClaimRequestStatus): Promise<AdminClaimRecord[]> {
  const rows = await db
    .select({
      request: requestColumns,
      profile: {
        ...profileCardColumns,
        userId: professionals.userId,
        linkedinUrl: professionals.linkedinUrl,
      },
      requester: { userId: user.id, name: user.name, email: user.email },
      reviewerName: reviewer.name,
    })
    .from(claimRequests)
    .innerJoin(professionals, eq(professionals.id, claimRequests.professionalId))
    .innerJoin(user, eq(user.id, claimRequests.userId))
    .leftJoin(reviewer, eq(reviewer.id, claimRequests.reviewedBy))
    .where(eq(claimRequests.status, status))
    .orderBy(status === "pending" ? asc(claimRequests.createdAt) : desc(claimRequests.reviewedAt))
    .limit(200);

  const profileIds = [...new Set(rows.map((r) => r.profile.id))];
  const rosterHosts = new Map<string, Array<{ host: string; companyName: string }>>();
  if (profileIds.length > 0) {
    const links = await db
      .select({
        professionalId: employments.professionalId,
        companyName: employers.companyName,
        website: employers.companyWebsite,
      })
      .from(employments)
      .innerJoin(employers, eq(employers.id, employments.employerId))
      .where(inArray(employments.professionalId, profileIds));
    for (const link of links) {
      const host = link.website ? websiteHost(link.website) : null;
      if (!host) continue;
      const list = rosterHosts.get(link.professionalId) ?? [];
      list.push({ host, companyName: link.companyName });
      rosterHosts.set(link.professionalId, list);
    }
  }

  return rows.map((r) => {
    const req = r.request as ClaimRequestRecord & { documentType: string | null };
    const domain = req.workEmail ? emailDomain(req.workEmail) : null;
    const given = canonicalLinkedin(req.linkedinUrl);
    const onProfile = canonicalLinkedin(r.profile.linkedinUrl);
    return {
      request: req,
      profile: r.profile,
      requester: r.requester,
      checks: {
        workEmailEmployer: domain
          ? (rosterHosts.get(r.profile.id)?.find((h) => h.host === domain)?.companyName ?? null)
          : null,
        linkedinMatchesProfile: given && onProfile ? given === onProfile : null,
        workEmailIsAccountEmail: req.workEmail ? req.workEmail === r.requester.email.toLowerCase() : null,
      },
      reviewerName: r.reviewerName ?? null,
    };
  });
}

/** The stored evidence document of a request, for the admin-only download route. */
export async function loadClaimDocument(db: Db, requestId: string): Promise<{ key: string; type: string } | null> {
  const [row] = await db
    .select({ key: claimRequests.documentKey, type: claimRequests.documentType })
    .from(claimRequests)
    .where(eq(claimRequests.id, requestId));
  return row?.key && row.type ? { key: row.key, type: row.type } : null;
}
