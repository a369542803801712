import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { accountSuspensions, profiles, user, verification } from "../db/schema";
import { loadAccount } from "./me";

/** Reads the sign-up, sign-in and recovery flows need about accounts (routes/auth, commands/sign-up.ts). */

export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`).limit(1);
  return rows.length > 0;
}

/** The account behind an e-mail (lower-cased), with its name, or null (failed sign-ins are filed under it, D314). */
export async function accountByEmail(db: DbOrTx, email: string): Promise<{ id: string; name: string } | null> {
  const rows = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function userExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, id)).limit(1);
  return rows.length > 0;
}

export async function isDeactivatedEmail(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .select({ deactivatedAt: profiles.deactivatedAt })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  return Boolean(rows[0]?.deactivatedAt);
}

/** Who a password-reset token belongs to (the library stores it as `reset-password:<token>`). */
export async function resetTokenOwner(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1);
  return row ? loadAccount(db, row.userId) : null;
}

/** Whether an administrator's suspension holds the account (issue 15, D160): sign-in then says so. */
export async function isSuspended(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: accountSuspensions.id })
    .from(accountSuspensions)
    .where(and(eq(accountSuspensions.userId, userId), isNull(accountSuspensions.liftedAt)))
    .limit(1);
  return rows.length > 0;
}
