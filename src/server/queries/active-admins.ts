import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { passkey, profiles, user, userRoles } from "../db/schema";

/**
 * How many administrators other than `excludeUserId` can decide right now (D328): the admin role, an account that
 * is not deactivated (suspended, deleting) and a second factor enrolled — an administrator without one cannot act
 * (D30), so an invitee who has not finished enrolling does not count yet.
 */
export async function otherActiveAdminCount(db: Pick<DbOrTx, "select">, excludeUserId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number | string>`count(*)` })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.role, "admin"),
        ne(userRoles.userId, excludeUserId),
        isNull(profiles.deactivatedAt),
        or(
          eq(user.twoFactorEnabled, true),
          sql`EXISTS (SELECT 1 FROM ${passkey} WHERE ${passkey.userId} = ${user.id})`,
        ),
      ),
    );
  return Number(row?.n ?? 0);
}
