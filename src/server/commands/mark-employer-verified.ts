import { eq, sql } from "drizzle-orm";
import type { VerificationMethod } from "../../core/domain";
import type { Tx } from "../db/client";
import { employers } from "../db/schema";
import { publishRatingFigures } from "./refresh-rating-aggregates";

/**
 * Sets an employer verified and refreshes the aggregates of the professionals it rated
 * (verified_employers_count counts only verified employers). Keeps the first method and date if already verified.
 */
export async function markEmployerVerified(tx: Tx, employerId: string, method: VerificationMethod, now: Date) {
  await tx
    .update(employers)
    .set({
      verificationStatus: "verified",
      verificationMethod: sql`CASE WHEN ${employers.verificationStatus} = 'verified' THEN ${employers.verificationMethod} ELSE ${method} END`,
      verifiedAt: sql`CASE WHEN ${employers.verificationStatus} = 'verified' THEN ${employers.verifiedAt} ELSE ${now.toISOString()}::timestamptz END`,
      updatedAt: now,
    })
    .where(eq(employers.id, employerId));
  const rated = await tx.execute(sql`
SELECT DISTINCT r.professional_id AS id FROM rating_attributions ra JOIN ratings r ON r.id = ra.rating_id
WHERE ra.employer_id = ${employerId}`);
  const ids = (rated.rows as Array<{ id: string }>).map((r) => r.id);
  if (ids.length > 0) await publishRatingFigures(tx, ids);
}
