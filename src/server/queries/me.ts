import { eq } from "drizzle-orm";
import type { Me } from "../../core/contracts/auth";
import type { Role } from "../../core/domain";
import type { Db } from "../db/client";
import { profiles, user, userRoles } from "../db/schema";

export interface AccountSnapshot extends Omit<Me, "secondFactorRequired"> {
  deactivated: boolean;
}

/** The signed-in person's own account facts, in two small indexed reads. */
export async function loadAccount(db: Db, userId: string): Promise<AccountSnapshot | null> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      twoFactorEnabled: user.twoFactorEnabled,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      accountType: profiles.accountType,
      deactivatedAt: profiles.deactivatedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    fullName: row.fullName ?? null,
    avatarUrl: row.avatarUrl ?? row.image ?? null,
    accountType: row.accountType ?? null,
    roles: roles.map((r) => r.role as Role),
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    deactivated: row.deactivatedAt !== null && row.deactivatedAt !== undefined,
  };
}
