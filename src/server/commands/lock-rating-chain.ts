import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { employers, professionals, ratingAttributions, ratings } from "../db/schema";

/**
 * Row-locks a rating's chain in the house order — employer → professional → rating — for a decision that changes
 * the rating and the employer's standing together (a dispute decision, a flag decision, an appeal). The employer is
 * null when the rating has no attribution left; null rows are rows that no longer exist.
 */
export async function lockRatingChain(tx: Tx, ratingId: string) {
  const [head] = await tx
    .select({ professionalId: ratings.professionalId, employerId: ratingAttributions.employerId })
    .from(ratings)
    .leftJoin(ratingAttributions, eq(ratingAttributions.ratingId, ratings.id))
    .where(eq(ratings.id, ratingId));
  if (!head) return null;
  const [employer] = head.employerId
    ? await tx
        .select({ id: employers.id, userId: employers.userId })
        .from(employers)
        .where(eq(employers.id, head.employerId))
        .for("update")
    : [];
  const [professional] = await tx
    .select({ id: professionals.id, userId: professionals.userId })
    .from(professionals)
    .where(eq(professionals.id, head.professionalId))
    .for("update");
  const [rating] = await tx
    .select({ id: ratings.id, status: ratings.status })
    .from(ratings)
    .where(eq(ratings.id, ratingId))
    .for("update");
  return { employer: employer ?? null, professional: professional ?? null, rating: rating ?? null };
}
