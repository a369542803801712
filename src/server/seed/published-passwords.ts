import { verifyPassword } from "better-auth/crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { account, user } from "../db/schema";
import { DEMO_ACCOUNTS } from "./seed";

/**
 * The demo accounts whose passwords the README publishes and that still have them. A production server refuses to
 * start while any exists (issue 12, hole 2; decisions D32): anyone who read the README could sign in.
 */
export async function accountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: user.email, hash: account.password })
    .from(user)
    .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(
      inArray(
        user.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const found: string[] = [];
  for (const row of rows) {
    const demo = DEMO_ACCOUNTS.find((a) => a.email === row.email);
    if (demo && row.hash && (await verifyPassword({ hash: row.hash, password: demo.password }).catch(() => false)))
      found.push(row.email);
  }
  return found;
}
