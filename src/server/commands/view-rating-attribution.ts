import { sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import type { RatingAttribution } from "../../core/contracts/admin-console";
import { ADMIN_CONSOLE } from "../../core/messages";
import type { Database } from "../db/client";
import { auditLogs } from "../db/schema";
import type { RequestOrigin } from "../kernel/audit";
import { missing } from "../kernel/domain-errors";

/**
 * An administrator traces an anonymous rating to its employer (SPEC: "traceable in audit logs", issue 15 §5, D164).
 * The answer and its audit row (who looked, why, which employer) are one transaction: no view without its row.
 * Administrators only (route policy `admin:audit`); this is the one place outside rating commands that reads
 * `rating_attributions` for a person.
 */
export async function viewRatingAttribution(
  database: Database,
  ctx: { actor: SignedIn; ratingId: string; reason: string; now: Date; origin: RequestOrigin },
): Promise<RatingAttribution> {
  return database.db.transaction(async (tx) => {
    const found = (
      await tx.execute(sql`
        SELECT r.id, r.status, r.created_at, p.id AS professional_id, p.first_name, p.last_name,
               e.id AS employer_id, e.company_name, owner.email AS owner_email, sub.email AS submitted_by_email
        FROM ratings r
        JOIN professionals p ON p.id = r.professional_id
        JOIN rating_attributions ra ON ra.rating_id = r.id
        JOIN employers e ON e.id = ra.employer_id
        LEFT JOIN "user" owner ON owner.id = e.user_id
        LEFT JOIN "user" sub ON sub.id = ra.submitted_by
        WHERE r.id = ${ctx.ratingId}`)
    ).rows as Array<Record<string, unknown>>;
    const r = found[0];
    if (!r) throw missing(ADMIN_CONSOLE.ratingNotFound);
    const [row] = await tx
      .insert(auditLogs)
      .values({
        userId: ctx.actor.userId,
        action: "rating_attribution_viewed",
        tableName: "ratings",
        recordId: ctx.ratingId,
        newData: { reason: ctx.reason, employer_id: String(r.employer_id), professional_id: String(r.professional_id) },
        ipAddress: ctx.origin.ipAddress,
        userAgent: ctx.origin.userAgent,
        createdAt: ctx.now,
      })
      .returning({ id: auditLogs.id });
    return {
      ratingId: String(r.id),
      ratingStatus: String(r.status),
      ratedAt: new Date(r.created_at as string).toISOString(),
      professional: { id: String(r.professional_id), name: `${r.first_name} ${r.last_name}` },
      employer: {
        id: String(r.employer_id),
        companyName: String(r.company_name),
        ownerEmail: r.owner_email == null ? null : String(r.owner_email),
      },
      submittedByEmail: r.submitted_by_email == null ? null : String(r.submitted_by_email),
      viewAuditId: row!.id,
    };
  });
}
