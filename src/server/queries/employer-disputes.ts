import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  disputeEvidence,
  disputeMessages,
  disputes,
  employerStrikes,
  employers,
  flags,
  professionals,
  ratingAttributions,
  ratings,
  strikeAppeals,
} from "../db/schema";
import { disputeEvidenceColumns, disputeMessageColumns } from "../kernel/dispute-thread";
import { ratingColumns, toRatingRecord } from "../kernel/rating-records";
import type { ThreadRecord } from "../records/dispute-review";
import type { EmployerDisputeRecord, EmployerDisputesRecord, StrikeRecord } from "../records/employer-disputes";
import { authorHiddenTexts } from "./flags";
import type { Reader } from "./reader";

/**
 * /employer/disputes: every dispute about a rating attributed to the caller's employer, its strikes and their
 * appeals, and its standing. The professional's statement, evidence and messages are never selected here: the
 * thread is read with `audience = 'employer'` and files with `uploaded_by` = the employer's user (D104).
 */
export async function loadEmployerDisputes(db: Reader, userId: string): Promise<EmployerDisputesRecord | null> {
  const [employer] = await db
    .select({
      id: employers.id,
      userId: employers.userId,
      strikeCount: employers.strikeCount,
      suspendedUntil: employers.suspendedUntil,
      permanentlySuspendedAt: employers.permanentlySuspendedAt,
    })
    .from(employers)
    .where(eq(employers.userId, userId));
  if (!employer) return null;
  const rows = await db
    .select({
      id: disputes.id,
      disputeType: disputes.disputeType,
      status: disputes.status,
      createdAt: disputes.createdAt,
      answerDueAt: disputes.answerDueAt,
      reasonCode: disputes.reasonCode,
      decisionStatement: disputes.decisionStatement,
      resolvedAt: disputes.resolvedAt,
      professionalName: sql<string>`${professionals.firstName} || ' ' || ${professionals.lastName}`,
      rating: ratingColumns,
    })
    .from(disputes)
    .innerJoin(ratingAttributions, eq(ratingAttributions.ratingId, disputes.ratingId))
    .innerJoin(ratings, eq(ratings.id, disputes.ratingId))
    .innerJoin(professionals, eq(professionals.id, disputes.professionalId))
    .where(eq(ratingAttributions.employerId, employer.id))
    .orderBy(sql`(${disputes.status} = 'awaiting_employer') DESC`, desc(disputes.updatedAt))
    .limit(200);
  const ids = rows.map((r) => r.id);
  const thread =
    ids.length === 0
      ? []
      : await db
          .select({ ...disputeMessageColumns, disputeId: disputeMessages.disputeId })
          .from(disputeMessages)
          .innerJoin(disputes, eq(disputes.id, disputeMessages.disputeId))
          .innerJoin(ratingAttributions, eq(ratingAttributions.ratingId, disputes.ratingId))
          .where(and(eq(ratingAttributions.employerId, employer.id), eq(disputeMessages.audience, "employer")))
          .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id));
  const files =
    ids.length === 0
      ? []
      : await db
          .select({ ...disputeEvidenceColumns, disputeId: disputeEvidence.disputeId })
          .from(disputeEvidence)
          .innerJoin(disputes, eq(disputes.id, disputeEvidence.disputeId))
          .innerJoin(ratingAttributions, eq(ratingAttributions.ratingId, disputes.ratingId))
          .where(and(eq(ratingAttributions.employerId, employer.id), eq(disputeEvidence.uploadedBy, employer.userId)));
  const strikeRows = await db
    .select({
      id: employerStrikes.id,
      ordinal: employerStrikes.ordinal,
      effect: employerStrikes.effect,
      status: employerStrikes.status,
      disputeId: employerStrikes.disputeId,
      flagReason: flags.decisionReason,
      flaggedProfessional: sql<string | null>`${professionals.firstName} || ' ' || ${professionals.lastName}`,
      issuedAt: employerStrikes.issuedAt,
      expiresAt: employerStrikes.expiresAt,
      appealDeadline: employerStrikes.appealDeadline,
      appealId: strikeAppeals.id,
      appealStatus: strikeAppeals.status,
      appealStatement: strikeAppeals.statement,
      appealReason: strikeAppeals.reasonCode,
      appealDecision: strikeAppeals.decisionStatement,
      appealDecidedAt: strikeAppeals.decidedAt,
    })
    .from(employerStrikes)
    .leftJoin(strikeAppeals, eq(strikeAppeals.strikeId, employerStrikes.id))
    // A flag's strike (D236): the moderator's reason and whom the employer's removed rating was about.
    .leftJoin(flags, eq(flags.id, employerStrikes.flagId))
    .leftJoin(ratings, and(eq(flags.subject, "rating"), sql`${ratings.id}::text = ${flags.subjectId}`))
    .leftJoin(professionals, eq(professionals.id, ratings.professionalId))
    .where(eq(employerStrikes.employerId, employer.id))
    .orderBy(desc(employerStrikes.issuedAt));
  // The employer's own answers and appeals a moderator hid (D237): flags this user wrote, nobody else's.
  const hidden = await authorHiddenTexts(
    db,
    employer.userId,
    ["employer_answer", "appeal_statement"],
    [
      ...thread.filter((m) => m.authorRole === "employer").map((m) => m.id),
      ...strikeRows.flatMap((s) => (s.appealId ? [s.appealId] : [])),
    ],
  );
  const disputesOut = rows.map((r) => {
    const rating = toRatingRecord(r.rating);
    const record: EmployerDisputeRecord = {
      id: r.id,
      disputeType: r.disputeType as EmployerDisputeRecord["disputeType"],
      status: r.status,
      createdAt: new Date(r.createdAt),
      answerDueAt: r.answerDueAt ? new Date(r.answerDueAt) : null,
      reasonCode: r.reasonCode,
      decisionStatement: r.decisionStatement,
      resolvedAt: r.resolvedAt ? new Date(r.resolvedAt) : null,
      ratingId: rating.id,
      professionalName: r.professionalName,
      employmentStatus: rating.employmentStatus,
      scores: rating.scores,
      ratingCreatedAt: rating.createdAt,
    };
    return {
      dispute: record,
      thread: thread
        .filter((m) => m.disputeId === r.id)
        .map((m) => ({ ...m, createdAt: new Date(m.createdAt) }) as ThreadRecord),
      files: files
        .filter((f) => f.disputeId === r.id)
        .map((f) => ({ ...f, party: "employer" as const, createdAt: new Date(f.createdAt) })),
    };
  });
  const strikes = strikeRows.map(
    (s): StrikeRecord => ({
      id: s.id,
      ordinal: s.ordinal,
      effect: s.effect,
      status: s.status,
      disputeId: s.disputeId,
      moderation: s.flagReason ? { reason: s.flagReason, professionalName: s.flaggedProfessional } : null,
      issuedAt: new Date(s.issuedAt),
      expiresAt: new Date(s.expiresAt),
      appealDeadline: new Date(s.appealDeadline),
      appeal:
        s.appealId && s.appealStatus && s.appealStatement
          ? {
              id: s.appealId,
              status: s.appealStatus,
              statement: s.appealStatement,
              reasonCode: s.appealReason,
              decisionStatement: s.appealDecision,
              decidedAt: s.appealDecidedAt ? new Date(s.appealDecidedAt) : null,
              hidden: hidden.find((h) => h.subject === "appeal_statement" && h.subjectId === s.appealId) ?? null,
            }
          : null,
    }),
  );
  return {
    disputes: disputesOut,
    hidden,
    strikes,
    suspendedUntil: employer.suspendedUntil,
    permanentlySuspended: employer.permanentlySuspendedAt !== null,
  };
}
