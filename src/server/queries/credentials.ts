import { desc, eq, isNotNull } from "drizzle-orm";
import { CREDENTIAL_CLAIMS, type CredentialClaim, type CredentialSummary } from "../../core/contracts/credentials";
import type { DbOrTx } from "../db/client";
import { credentials, professionals } from "../db/schema";

/** Reads of issued credentials (issue 36): names and dates only, never a credential's values (D0349). */
type Row = typeof credentials.$inferSelect;

export function summaryOf(row: Pick<Row, "id" | "claims" | "issuedAt" | "expiresAt" | "revokedAt">, now: Date) {
  const summary: CredentialSummary = {
    id: row.id,
    claims: row.claims.filter((c): c is CredentialClaim => (CREDENTIAL_CLAIMS as readonly string[]).includes(c)),
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : "active",
  };
  return summary;
}

export async function listOwnCredentials(db: DbOrTx, userId: string, now: Date) {
  const rows = await db
    .select({
      id: credentials.id,
      claims: credentials.claims,
      issuedAt: credentials.issuedAt,
      expiresAt: credentials.expiresAt,
      revokedAt: credentials.revokedAt,
    })
    .from(credentials)
    .innerJoin(professionals, eq(professionals.id, credentials.professionalId))
    .where(eq(professionals.userId, userId))
    .orderBy(desc(credentials.issuedAt))
    .limit(200);
  return rows.map((r) => summaryOf(r, now));
}

/** The administrators' view of one profile's credentials (to revoke one): no values, names and dates only. */
export async function listProfessionalCredentials(db: DbOrTx, professionalId: string, now: Date) {
  const rows = await db
    .select()
    .from(credentials)
    .where(eq(credentials.professionalId, professionalId))
    .orderBy(desc(credentials.issuedAt))
    .limit(200);
  return rows.map((r) => summaryOf(r, now));
}

/** Every revoked entry of the list (revoked rows stay, even once their profile is erased). */
export async function revokedIndexes(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ i: credentials.statusIndex })
    .from(credentials)
    .where(isNotNull(credentials.revokedAt));
  return rows.map((r) => r.i);
}

export async function isRevoked(db: DbOrTx, index: number): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: credentials.revokedAt })
    .from(credentials)
    .where(eq(credentials.statusIndex, index))
    .limit(1);
  return Boolean(row?.revokedAt);
}
