import { eq } from "drizzle-orm";
import { EMPLOYER } from "../../core/messages";
import type { Db } from "../db/client";
import { employers } from "../db/schema";
import { missing } from "../kernel/domain-errors";

/**
 * The employer workspace's entry: which employer the signed-in user is. Its reads live beside it by what they
 * read: `employer-overview.ts` (the index), `employer-rating-history.ts` (the ratings it wrote),
 * `employer-verification-requests.ts`, `employer-roster.ts`, `employer-analytics.ts`.
 */
export async function employerIdOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ id: employers.id }).from(employers).where(eq(employers.userId, userId));
  if (!row) throw missing(EMPLOYER.noEmployerAccount);
  return row.id;
}
