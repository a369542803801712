import { eq, sql } from "drizzle-orm";
import type { Me } from "../../core/contracts/auth";
import type { Role } from "../../core/domain";
import type { Db } from "../db/client";
import { profiles, user, userRoles } from "../db/schema";

export interface AccountSnapshot extends Omit<Me, "secondFactorRequired"> {
  deactivated: boolean;
}

/** The columns of `AccountSnapshot`, read with `user` left-joined to `profiles` (shared by the session read, D276). */
export const accountColumns = {
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  image: user.image,
  twoFactorEnabled: user.twoFactorEnabled,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  accountType: profiles.accountType,
  deactivatedAt: profiles.deactivatedAt,
  roles: sql<
    string[]
  >`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${user.id} order by ${userRoles.role})`,
};

interface AccountRow {
  id: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  twoFactorEnabled: boolean | null;
  fullName: string | null;
  avatarUrl: string | null;
  accountType: AccountSnapshot["accountType"];
  deactivatedAt: Date | null;
  roles: string[];
}

export function toAccountSnapshot(row: AccountRow): AccountSnapshot {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    fullName: row.fullName ?? null,
    avatarUrl: row.avatarUrl ?? row.image ?? null,
    accountType: row.accountType ?? null,
    roles: row.roles as Role[],
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    deactivated: row.deactivatedAt !== null && row.deactivatedAt !== undefined,
  };
}

/**
 * The signed-in person's own account facts, in one indexed read (every signed-in request makes it: the roles come
 * in the same statement rather than a second round trip, D274).
 */
export async function loadAccount(db: Db, userId: string): Promise<AccountSnapshot | null> {
  const [row] = await db
    .select(accountColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row ? toAccountSnapshot(row) : null;
}
