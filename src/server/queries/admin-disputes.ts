import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AdminDisputeDetail, AdminDisputeQuery } from "../../core/contracts/dispute-review";
import { REVIEW, REVIEW_LIMITS } from "../../core/contracts/dispute-review";
import { LIVE_DISPUTE_STATES } from "../../core/dispute-workflow";
import {
  disputeEvidence,
  disputeMessages,
  disputes,
  employerStrikes,
  employers,
  moderationEvents,
  professionals,
  ratingAttributions,
  ratings,
  user,
} from "../db/schema";
import { disputeEvidenceColumns, disputeMessageColumns } from "../kernel/dispute-thread";
import { missing } from "../kernel/domain-errors";
import { ratingColumns, toRatingRecord } from "../kernel/rating-records";
import type {
  AdminDisputeDetailRecord,
  EventRecord,
  FileRecord,
  ReviewDisputeRecord,
  ThreadRecord,
} from "../records/dispute-review";
import { labelOf } from "./admin-queues";
import { evidenceFileColumns } from "./evidence-file-columns";
import type { Reader } from "./reader";

const reviewColumns = {
  id: disputes.id,
  disputeType: disputes.disputeType,
  status: disputes.status,
  createdAt: disputes.createdAt,
  answerDueAt: disputes.answerDueAt,
  overdueAt: disputes.overdueAt,
  claimedBy: disputes.claimedBy,
  claimedByLabel: labelOf(disputes.claimedBy),
  claimedAt: disputes.claimedAt,
  reasonCode: disputes.reasonCode,
  decisionStatement: disputes.decisionStatement,
  resolvedAt: disputes.resolvedAt,
  professionalName: sql<string>`${professionals.firstName} || ' ' || ${professionals.lastName}`,
  companyName: employers.companyName,
};

/** What the moderator waits on first: the answer deadline while a party is asked, else the 30-day date. */
const DEADLINE_SQL = sql`CASE WHEN ${disputes.status} IN ('awaiting_employer', 'needs_info') AND ${disputes.answerDueAt} IS NOT NULL THEN ${disputes.answerDueAt} ELSE ${disputes.decisionDueAt} END`;

function toRecord(
  r: {
    [K in keyof typeof reviewColumns]: unknown;
  },
): ReviewDisputeRecord {
  const d = (v: unknown) => (v ? new Date(v as string) : null);
  return {
    id: r.id as string,
    disputeType: r.disputeType as ReviewDisputeRecord["disputeType"],
    status: r.status as ReviewDisputeRecord["status"],
    createdAt: new Date(r.createdAt as string),
    answerDueAt: d(r.answerDueAt),
    overdueAt: d(r.overdueAt),
    claimedBy: (r.claimedBy as string | null) ?? null,
    claimedByLabel: (r.claimedByLabel as string | null) ?? null,
    claimedAt: d(r.claimedAt),
    reasonCode: (r.reasonCode as string | null) ?? null,
    decisionStatement: (r.decisionStatement as string | null) ?? null,
    resolvedAt: d(r.resolvedAt),
    professionalName: r.professionalName as string,
    companyName: (r.companyName as string | null) ?? null,
  };
}

/** /admin/disputes: live ones by their nearest deadline first; closed ones newest decision first. At most 200. */
export async function listDisputesForAdmin(
  db: Reader,
  query: AdminDisputeQuery,
  moderatorId: string,
  now: Date,
): Promise<ReviewDisputeRecord[]> {
  const filters: SQL[] = [];
  const closed = query.status === "closed" || !(LIVE_DISPUTE_STATES as readonly string[]).includes(query.status);
  if (query.status === "live") filters.push(inArray(disputes.status, [...LIVE_DISPUTE_STATES]));
  else if (query.status === "closed")
    filters.push(sql`${disputes.status} NOT IN ('open', 'under_review', 'awaiting_employer', 'needs_info')`);
  else filters.push(eq(disputes.status, query.status));
  if (query.type) filters.push(eq(disputes.disputeType, query.type));
  const lapse = new Date(now.getTime() - REVIEW_LIMITS.claimHours * 3_600_000);
  if (query.claim === "mine")
    filters.push(and(eq(disputes.claimedBy, moderatorId), sql`${disputes.claimedAt} > ${lapse}`)!);
  if (query.claim === "unclaimed")
    filters.push(or(isNull(disputes.claimedBy), sql`${disputes.claimedAt} <= ${lapse}`)!);
  const rows = await db
    .select(reviewColumns)
    .from(disputes)
    .innerJoin(professionals, eq(professionals.id, disputes.professionalId))
    .leftJoin(ratingAttributions, eq(ratingAttributions.ratingId, disputes.ratingId))
    .leftJoin(employers, eq(employers.id, ratingAttributions.employerId))
    .where(and(...filters))
    .orderBy(
      ...(closed && query.status !== "live"
        ? [desc(disputes.resolvedAt), desc(disputes.createdAt)]
        : [asc(DEADLINE_SQL), asc(disputes.createdAt)]),
    )
    .limit(200);
  return rows.map(toRecord);
}

export async function loadDisputeForAdmin(db: Reader, disputeId: string): Promise<AdminDisputeDetailRecord> {
  const [row] = await db
    .select({
      ...reviewColumns,
      statement: disputes.statement,
      professionalId: disputes.professionalId,
      ratingId: disputes.ratingId,
      employerId: employers.id,
      employerEmail: user.email,
    })
    .from(disputes)
    .innerJoin(professionals, eq(professionals.id, disputes.professionalId))
    .leftJoin(ratingAttributions, eq(ratingAttributions.ratingId, disputes.ratingId))
    .leftJoin(employers, eq(employers.id, ratingAttributions.employerId))
    .leftJoin(user, eq(user.id, employers.userId))
    .where(eq(disputes.id, disputeId));
  if (!row) throw missing(REVIEW.notFound);
  const [ratingRow] = await db.select(ratingColumns).from(ratings).where(eq(ratings.id, row.ratingId));
  const rating = toRatingRecord(ratingRow!);
  let employer: AdminDisputeDetail["employer"] = null;
  if (row.employerId) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(employerStrikes)
      .where(and(eq(employerStrikes.employerId, row.employerId), eq(employerStrikes.status, "active")));
    employer = {
      id: row.employerId,
      companyName: row.companyName ?? "",
      activeStrikes: Number(count?.n ?? 0),
      email: row.employerEmail ?? "",
    };
  }
  const messages = await db
    .select(disputeMessageColumns)
    .from(disputeMessages)
    .where(eq(disputeMessages.disputeId, disputeId))
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id));
  const files = await db
    .select({
      ...disputeEvidenceColumns,
      byEmployer: sql<boolean>`${disputeEvidence.uploadedBy} IS NOT NULL AND ${disputeEvidence.uploadedBy} = ${employers.userId}`,
    })
    .from(disputeEvidence)
    .innerJoin(disputes, eq(disputes.id, disputeEvidence.disputeId))
    .leftJoin(ratingAttributions, eq(ratingAttributions.ratingId, disputes.ratingId))
    .leftJoin(employers, eq(employers.id, ratingAttributions.employerId))
    .where(eq(disputeEvidence.disputeId, disputeId))
    .orderBy(asc(disputeEvidence.createdAt));
  const events = await db
    .select({
      id: moderationEvents.id,
      kind: moderationEvents.kind,
      actorRole: moderationEvents.actorRole,
      actorLabel: labelOf(moderationEvents.actorId),
      fromState: moderationEvents.fromState,
      toState: moderationEvents.toState,
      reasonCode: moderationEvents.reasonCode,
      note: moderationEvents.note,
      createdAt: moderationEvents.createdAt,
    })
    .from(moderationEvents)
    .where(eq(moderationEvents.disputeId, disputeId))
    .orderBy(asc(moderationEvents.createdAt), asc(moderationEvents.id));
  return {
    dispute: { ...toRecord(row), statement: row.statement, professionalId: row.professionalId },
    rating: {
      id: rating.id,
      status: rating.status,
      employmentStatus: rating.employmentStatus,
      scores: rating.scores,
      createdAt: rating.createdAt,
    },
    employer,
    messages: messages.map((m) => ({ ...m, createdAt: new Date(m.createdAt) }) as ThreadRecord),
    files: files.map(
      (f): FileRecord => ({
        id: f.id,
        messageId: f.messageId,
        fileName: f.fileName,
        contentType: f.contentType,
        sizeBytes: f.sizeBytes,
        party: f.byEmployer ? "employer" : "professional",
        createdAt: new Date(f.createdAt),
      }),
    ),
    events: events.map((e) => ({ ...e, createdAt: new Date(e.createdAt) }) as EventRecord),
  };
}

/** Any evidence file of a dispute, for moderators. */
export async function loadEvidenceForAdmin(db: Reader, disputeId: string, evidenceId: string) {
  const [row] = await db
    .select(evidenceFileColumns)
    .from(disputeEvidence)
    .where(and(eq(disputeEvidence.id, evidenceId), eq(disputeEvidence.disputeId, disputeId)));
  return row ?? null;
}
