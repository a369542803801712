import { eq, sql } from "drizzle-orm";
import { GENERIC_ERRORS } from "../../core/messages";
import type { DbOrTx, Tx } from "../db/client";
import { employers, professionals, user } from "../db/schema";
import { missing } from "./domain-errors";

/**
 * Row locks (issue 13 §1, D90). Each takes a transaction and holds the row until it ends; the lock order of
 * a write is documented where it takes more than one (claims: user, then profile — see commands/claim-support.ts).
 */

export interface EmployerRow {
  id: string;
  userId: string;
  companyName: string;
  companyWebsite: string | null;
  verificationStatus: string;
  strikeCount: number;
  suspendedUntil: Date | null;
  permanentlySuspendedAt: Date | null;
}

/** The employer of a user, row-locked for the rest of the transaction (serializes one employer's writes). */
export async function lockEmployerOfUser(tx: Tx, userId: string): Promise<EmployerRow | null> {
  const [row] = await tx
    .select({
      id: employers.id,
      userId: employers.userId,
      companyName: employers.companyName,
      companyWebsite: employers.companyWebsite,
      verificationStatus: employers.verificationStatus,
      strikeCount: employers.strikeCount,
      suspendedUntil: employers.suspendedUntil,
      permanentlySuspendedAt: employers.permanentlySuspendedAt,
    })
    .from(employers)
    .where(eq(employers.userId, userId))
    .for("update");
  return row ?? null;
}

/** Locks a professional row before its ratings change, so concurrent aggregate refreshes cannot interleave. */
export async function lockProfessional(tx: Tx, id: string): Promise<boolean> {
  const res = await tx.execute(sql`SELECT id FROM professionals WHERE id = ${id} FOR UPDATE`);
  return res.rows.length > 0;
}

export interface LockedUser {
  id: string;
  email: string;
  name: string | null;
}

/** Locks the user row of someone claiming a profile for the rest of the transaction (claims: user, then profile). */
export async function lockClaimant(tx: Tx, userId: string): Promise<LockedUser> {
  const [row] = await tx
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  if (!row) throw missing(GENERIC_ERRORS.notFound);
  return row;
}

/** The profile the user owns, if any. */
export async function ownedProfileId(tx: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

export interface LockedProfile {
  id: string;
  firstName: string;
  lastName: string;
  userId: string | null;
}

export async function lockProfile(tx: Tx, professionalId: string): Promise<LockedProfile | null> {
  const [row] = await tx
    .select({
      id: professionals.id,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
      userId: professionals.userId,
    })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
    .for("update");
  return row ?? null;
}

/** The owner's profile row, locked for the rest of the transaction; null when the user owns none. */
export async function lockOwnProfileId(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.userId, userId))
    .limit(1)
    .for("update");
  return row?.id ?? null;
}

/**
 * The owner's profile `id` (read before the transaction), locked with its stored files; null when the user no
 * longer owns it — the profile changed hands between the check and the lock (a claim was revoked).
 */
export async function lockOwnProfileFiles(
  tx: Tx,
  userId: string,
  id: string,
): Promise<{ id: string; profilePicture: string | null; resumeUrl: string | null } | null> {
  const [row] = await tx
    .select({ id: professionals.id, profilePicture: professionals.profilePicture, resumeUrl: professionals.resumeUrl })
    .from(professionals)
    .where(eq(professionals.userId, userId))
    .limit(1)
    .for("update");
  return row && row.id === id ? row : null;
}
