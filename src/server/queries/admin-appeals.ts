import { eq, sql } from "drizzle-orm";
import { disputeAppeals, disputes, employerStrikes, employers, flags, strikeAppeals } from "../db/schema";
import type { AppealRecord, DisputeAppealRecord } from "../records/dispute-review";
import { appealDates, appealQueueColumns, labelOf, pendingFirst } from "./admin-queues";
import type { Reader } from "./reader";

/** The appeals queue: pending first (oldest first), then the 50 latest decided. */
export async function listAppealsForAdmin(db: Reader): Promise<AppealRecord[]> {
  const rows = await db
    .select({
      id: strikeAppeals.id,
      status: strikeAppeals.status,
      companyName: employers.companyName,
      strikeOrdinal: employerStrikes.ordinal,
      strikeEffect: employerStrikes.effect,
      disputeId: employerStrikes.disputeId,
      flagId: employerStrikes.flagId,
      originalDecider: sql<string | null>`coalesce(${disputes.decidedBy}, ${flags.decidedBy})`,
      ...appealQueueColumns(strikeAppeals),
    })
    .from(strikeAppeals)
    .innerJoin(employerStrikes, eq(employerStrikes.id, strikeAppeals.strikeId))
    .innerJoin(employers, eq(employers.id, strikeAppeals.employerId))
    .leftJoin(disputes, eq(disputes.id, employerStrikes.disputeId))
    .leftJoin(flags, eq(flags.id, employerStrikes.flagId))
    .orderBy(...pendingFirst(strikeAppeals))
    .limit(250);
  return rows.map((r) => appealDates(r) as AppealRecord);
}

/** The professionals' appeals of dismissals (D326): pending first (oldest first), then the latest decided. */
export async function listDisputeAppealsForAdmin(db: Reader): Promise<DisputeAppealRecord[]> {
  const rows = await db
    .select({
      id: disputeAppeals.id,
      status: disputeAppeals.status,
      disputeId: disputeAppeals.disputeId,
      professionalName: sql<string>`coalesce((SELECT nullif(btrim(p.first_name || ' ' || p.last_name), '') FROM professionals p WHERE p.id = ${disputeAppeals.professionalId}), 'Professional')`,
      companyName: sql<
        string | null
      >`(SELECT e.company_name FROM rating_attributions ra JOIN employers e ON e.id = ra.employer_id WHERE ra.rating_id = ${disputes.ratingId})`,
      originalReasonCode: sql<string | null>`(SELECT e.reason_code FROM moderation_events e
        WHERE e.dispute_id = ${disputes.id} AND e.kind = 'decided' ORDER BY e.created_at DESC LIMIT 1)`,
      originalDecider: disputeAppeals.originalDecidedBy,
      originalDeciderLabel: labelOf(disputeAppeals.originalDecidedBy),
      ...appealQueueColumns(disputeAppeals),
    })
    .from(disputeAppeals)
    .innerJoin(disputes, eq(disputes.id, disputeAppeals.disputeId))
    .orderBy(...pendingFirst(disputeAppeals))
    .limit(250);
  return rows.map(appealDates);
}
