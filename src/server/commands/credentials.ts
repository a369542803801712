import { randomInt } from "node:crypto";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import QRCode from "qrcode";
import {
  CREDENTIAL_CLAIMS,
  CREDENTIAL_MESSAGES,
  type CredentialClaim,
  FIGURE_CLAIMS,
  type IssueCredentialBody,
  type IssuedCredential,
} from "../../core/contracts/credentials";
import { LIVE_DISPUTE_STATUSES } from "../../core/domain";
import { RATING_CATEGORY_KEYS, roundAverage } from "../../core/rating-categories";
import type { Config } from "../config";
import { credentialKeysFor } from "../credentials/keys";
import { issueSdJwt } from "../credentials/sd-jwt";
import { STATUS_LIST_ENTRIES, statusListUrl } from "../credentials/status-list";
import type { Db, DbOrTx, Tx } from "../db/client";
import { auditLogs, credentials, disputes, professionals, user } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, missing } from "../kernel/domain-errors";
import { profileCardColumns } from "../kernel/profile-columns";
import { summaryOf } from "../queries/credentials";

const DAY = 86_400_000;
type Body = ReturnType<typeof IssueCredentialBody.parse>;

/** The claimed profile of `userId` with what a credential may say: the PUBLISHED snapshot only (D304). */
async function loadSource(db: DbOrTx, userId: string) {
  const [pro] = await db
    .select({
      ...profileCardColumns,
      country: professionals.country,
      averageRating: professionals.averageRating,
      totalRatings: professionals.totalRatings,
      verifiedEmployersCount: professionals.verifiedEmployersCount,
      publishedBreakdown: professionals.publishedBreakdown,
      isClaimed: professionals.isClaimed,
      accountCreatedAt: user.createdAt,
    })
    .from(professionals)
    .innerJoin(user, eq(user.id, professionals.userId))
    .where(eq(professionals.userId, userId))
    .limit(1);
  if (!pro?.isClaimed) return null;
  return pro;
}
type Source = NonNullable<Awaited<ReturnType<typeof loadSource>>>;

/** Figures exist only when the profile shows them: a published snapshot of at least 3 employers (D304, D306). */
function hasPublishedFigures(p: Source): boolean {
  return p.totalRatings > 0 && p.publishedBreakdown !== null;
}

/** What could go into a credential now (the dashboard greys out the rest). */
export async function availableClaims(db: DbOrTx, userId: string): Promise<CredentialClaim[]> {
  const p = await loadSource(db, userId);
  if (!p) return [];
  return CREDENTIAL_CLAIMS.filter((c) => c !== "headline" || Boolean(p.headline?.trim())).filter(
    (c) => !FIGURE_CLAIMS.includes(c) || hasPublishedFigures(p),
  );
}

function locationOf(p: Source, precision: Body["locationPrecision"]): string | null {
  const parts =
    precision === "city" ? [p.city, p.state, p.country] : precision === "region" ? [p.state, p.country] : [p.country];
  const text = parts
    .map((x) => x?.trim())
    .filter(Boolean)
    .join(", ");
  return text || null;
}

/** When the profile was claimed (its audit row), else when the account was made; month precision. */
async function claimedSince(db: DbOrTx, p: Source): Promise<string> {
  const [row] = await db
    .select({ at: auditLogs.createdAt })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.tableName, "professionals"),
        eq(auditLogs.recordId, p.id),
        inArray(auditLogs.action, ["profile_claimed", "profile_created"]),
      ),
    )
    .orderBy(desc(auditLogs.createdAt))
    .limit(1);
  return (row?.at ?? p.accountCreatedAt).toISOString().slice(0, 7);
}

/** The professional's own disputes by outcome: counts only, no rating, date or employer. */
async function disputesRecord(db: DbOrTx, professionalId: string) {
  const rows = await db
    .select({ status: disputes.status, n: sql<number>`count(*)::int` })
    .from(disputes)
    .where(eq(disputes.professionalId, professionalId))
    .groupBy(disputes.status);
  const count = (s: readonly string[]) => rows.filter((r) => s.includes(r.status)).reduce((a, r) => a + r.n, 0);
  const upheld = count(["upheld"]);
  const dismissed = count(["dismissed"]);
  const open = count(LIVE_DISPUTE_STATUSES);
  return { filed: upheld + dismissed + open + count(["overturned"]), upheld, dismissed, open };
}

async function subjectOf(db: DbOrTx, p: Source, body: Body) {
  const subject: Partial<Record<CredentialClaim, unknown>> = {};
  const b = p.publishedBreakdown;
  for (const claim of body.claims) {
    switch (claim) {
      case "name":
        subject.name = `${p.firstName} ${p.lastName}`.trim();
        break;
      case "headline":
        if (p.headline?.trim()) subject.headline = p.headline.trim();
        break;
      case "location": {
        const where = locationOf(p, body.locationPrecision);
        if (where) subject.location = where;
        break;
      }
      case "ratings":
        if (hasPublishedFigures(p)) subject.ratings = { average: roundAverage(p.averageRating), count: p.totalRatings };
        break;
      case "categoryAverages":
        if (hasPublishedFigures(p) && b) {
          const averages: Record<string, number> = {};
          for (const key of RATING_CATEGORY_KEYS) {
            const v = b.categories[key];
            if (v !== null && v !== undefined) averages[key] = roundAverage(Number(v));
          }
          subject.categoryAverages = averages;
        }
        break;
      case "verifiedEmployers":
        if (hasPublishedFigures(p)) subject.verifiedEmployers = p.verifiedEmployersCount;
        break;
      case "claimedSince":
        subject.claimedSince = await claimedSince(db, p);
        break;
      case "disputesRecord":
        subject.disputesRecord = await disputesRecord(db, p.id);
        break;
    }
  }
  return subject;
}

/**
 * Issues a "Standing summary" credential to the caller's claimed profile (issue 36 §1): the row (status entry,
 * claim names, dates), then the SD-JWT, which is returned once and never stored.
 */
export async function issueCredential(
  deps: { db: Db; config: Config },
  userId: string,
  body: Body,
  now: Date,
): Promise<IssuedCredential> {
  const p = await loadSource(deps.db, userId);
  if (!p) throw missing(CREDENTIAL_MESSAGES.notClaimed);
  const subject = await subjectOf(deps.db, p, body);
  const included = CREDENTIAL_CLAIMS.filter((c) => c in subject);
  if (included.length === 0) throw clash(CREDENTIAL_MESSAGES.nothingToInclude);
  const expiresAt = new Date(now.getTime() + body.validDays * DAY);
  const row = await insertWithFreshIndex(deps.db, {
    professionalId: p.id,
    claims: included,
    issuedAt: now,
    expiresAt,
  });
  const keys = await credentialKeysFor(deps.config);
  const issuer = deps.config.publicUrl;
  const iat = Math.floor(now.getTime() / 1000);
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const token = await issueSdJwt({
    payload: {
      "@context": ["https://www.w3.org/ns/credentials/v2"],
      id: `urn:uuid:${row.id}`,
      type: ["VerifiableCredential", "StandingSummaryCredential"],
      name: "Standing summary",
      issuer,
      validFrom: new Date(iat * 1000).toISOString(),
      validUntil: new Date(exp * 1000).toISOString(),
      credentialStatus: {
        id: `${statusListUrl(issuer)}#${row.statusIndex}`,
        type: "BitstringStatusListEntry",
        statusPurpose: "revocation",
        statusListIndex: String(row.statusIndex),
        statusListCredential: statusListUrl(issuer),
      },
      iss: issuer,
      jti: `urn:uuid:${row.id}`,
      iat,
      nbf: iat,
      exp,
    },
    subject,
    padTo: CREDENTIAL_CLAIMS.length,
    key: keys.signing.key,
    kid: keys.signing.kid,
  });
  const verifyUrl = `${issuer.replace(/\/$/, "")}/verify?c=${encodeURIComponent(token)}`;
  return {
    ...summaryOf({ ...row, revokedAt: null }, now),
    credential: token,
    verifyUrl,
    qrSvg: await QRCode.toString(verifyUrl, { type: "svg", errorCorrectionLevel: "L", margin: 2 }),
    omitted: body.claims.filter((c) => !included.includes(c)),
  };
}

/** A random unused entry of the status list (random, so an index says nothing about issuance order). */
async function insertWithFreshIndex(
  db: Db,
  values: { professionalId: string; claims: CredentialClaim[]; issuedAt: Date; expiresAt: Date },
) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = await db
      .insert(credentials)
      .values({ ...values, statusIndex: randomInt(STATUS_LIST_ENTRIES) })
      .onConflictDoNothing({ target: credentials.statusIndex })
      .returning();
    if (row) return row;
  }
  throw new Error("status list is full");
}

/** The owner revokes one of their credentials; someone else's id is "not found" (never "forbidden"). */
export async function revokeOwnCredential(db: Db, userId: string, credentialId: string, now: Date) {
  const [row] = await db
    .select({ id: credentials.id, revokedAt: credentials.revokedAt })
    .from(credentials)
    .innerJoin(professionals, eq(professionals.id, credentials.professionalId))
    .where(and(eq(credentials.id, credentialId), eq(professionals.userId, userId)));
  if (!row) throw missing(CREDENTIAL_MESSAGES.notFound);
  if (row.revokedAt) throw clash(CREDENTIAL_MESSAGES.alreadyRevoked);
  await db
    .update(credentials)
    .set({ revokedAt: now, revokedBy: "owner" })
    .where(and(eq(credentials.id, credentialId), isNull(credentials.revokedAt)));
}

/** An administrator revokes a credential (e.g. after a dispute removed ratings it summarised), audited (§4). */
export async function adminRevokeCredential(
  db: Db,
  input: { adminId: string; credentialId: string; reason: string; origin: RequestOrigin; now: Date },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: credentials.id, revokedAt: credentials.revokedAt, professionalId: credentials.professionalId })
      .from(credentials)
      .where(eq(credentials.id, input.credentialId))
      .for("update");
    if (!row) throw missing(CREDENTIAL_MESSAGES.notFound);
    if (row.revokedAt) throw clash(CREDENTIAL_MESSAGES.alreadyRevoked);
    await tx
      .update(credentials)
      .set({ revokedAt: input.now, revokedBy: "admin" })
      .where(eq(credentials.id, input.credentialId));
    await auditInTx(tx, {
      userId: input.adminId,
      action: "credential_revoked",
      tableName: "credentials",
      recordId: input.credentialId,
      newData: { professional_id: row.professionalId, reason: input.reason },
      origin: input.origin,
      at: input.now,
    });
  });
}

/** Every live credential of a profile, revoked in the caller's transaction (account deletion, §4). */
export async function revokeAllCredentials(tx: Tx, professionalId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(credentials)
    .set({ revokedAt: now, revokedBy: "account_deleted" })
    .where(and(eq(credentials.professionalId, professionalId), isNull(credentials.revokedAt)))
    .returning({ id: credentials.id });
  return rows.length;
}
