import { and, asc, desc, eq } from "drizzle-orm";
import { DISPUTES, type DisputeDetail, type DisputeSummary } from "../../core/contracts/disputes";
import type { DisputeStatus, DisputeType } from "../../core/domain";
import type { Db } from "../db/client";
import { disputeEvidence, disputeMessages, disputes, ratings } from "../db/schema";
import { notFound } from "../http/errors";
import { ratingColumns, toRatingRecord } from "../kernel/rating-records";
import { type DisputeRecord, presentDisputeDetail, presentDisputeSummary } from "../presenters/dispute";

type Reader = Pick<Db, "select">;

const disputeColumns = {
  id: disputes.id,
  ratingId: disputes.ratingId,
  ratingCreatedAt: ratings.createdAt,
  disputeType: disputes.disputeType,
  status: disputes.status,
  createdAt: disputes.createdAt,
  updatedAt: disputes.updatedAt,
  resolvedAt: disputes.resolvedAt,
};

function toDisputeRecord(row: {
  id: string;
  ratingId: string;
  ratingCreatedAt: Date;
  disputeType: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
}): DisputeRecord {
  return {
    id: row.id,
    ratingId: row.ratingId,
    ratingCreatedAt: new Date(row.ratingCreatedAt),
    disputeType: row.disputeType as DisputeType,
    status: row.status as DisputeStatus,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    resolvedAt: row.resolvedAt ? new Date(row.resolvedAt) : null,
  };
}

/** The disputes on the caller's profile, most recently changed first. */
export async function listOwnDisputes(db: Reader, professionalId: string): Promise<DisputeSummary[]> {
  const rows = await db
    .select(disputeColumns)
    .from(disputes)
    .innerJoin(ratings, eq(ratings.id, disputes.ratingId))
    .where(eq(disputes.professionalId, professionalId))
    .orderBy(desc(disputes.updatedAt), desc(disputes.createdAt));
  return rows.map((r) => presentDisputeSummary(toDisputeRecord(r)));
}

/**
 * One dispute of the caller's profile with its statement, the conversation (reviewer and professional only) and
 * the files the professional uploaded. Another profile's dispute is "not found".
 */
export async function loadOwnDispute(
  db: Reader,
  input: { professionalId: string; userId: string; disputeId: string },
): Promise<DisputeDetail> {
  const [row] = await db
    .select({
      ...disputeColumns,
      statement: disputes.statement,
      answerDueAt: disputes.answerDueAt,
      reasonCode: disputes.reasonCode,
      decisionStatement: disputes.decisionStatement,
    })
    .from(disputes)
    .innerJoin(ratings, eq(ratings.id, disputes.ratingId))
    .where(and(eq(disputes.id, input.disputeId), eq(disputes.professionalId, input.professionalId)));
  if (!row) throw notFound(DISPUTES.disputeNotFound);
  const [rating] = await db.select(ratingColumns).from(ratings).where(eq(ratings.id, row.ratingId));
  const messages = await db
    .select({
      id: disputeMessages.id,
      audience: disputeMessages.audience,
      authorRole: disputeMessages.authorRole,
      body: disputeMessages.body,
      createdAt: disputeMessages.createdAt,
    })
    .from(disputeMessages)
    // The professional's thread only: Standing's questions to the employer and its answers stay out (D104).
    .where(and(eq(disputeMessages.disputeId, row.id), eq(disputeMessages.audience, "professional")))
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id));
  const evidence = await db
    .select({
      id: disputeEvidence.id,
      messageId: disputeEvidence.messageId,
      fileName: disputeEvidence.fileName,
      contentType: disputeEvidence.contentType,
      sizeBytes: disputeEvidence.sizeBytes,
      createdAt: disputeEvidence.createdAt,
    })
    .from(disputeEvidence)
    .where(and(eq(disputeEvidence.disputeId, row.id), eq(disputeEvidence.uploadedBy, input.userId)))
    .orderBy(asc(disputeEvidence.createdAt), asc(disputeEvidence.fileName));
  return presentDisputeDetail({
    dispute: {
      ...toDisputeRecord(row),
      statement: row.statement,
      answerDueAt: row.answerDueAt ? new Date(row.answerDueAt) : null,
      reasonCode: row.reasonCode,
      decisionStatement: row.decisionStatement,
    },
    rating: toRatingRecord(rating!),
    messages: messages.map((m) => ({ ...m, createdAt: new Date(m.createdAt) })),
    evidence: evidence.map((e) => ({ ...e, createdAt: new Date(e.createdAt) })),
  });
}

/** An evidence file the caller uploaded to a dispute of their own profile, or null. */
export async function loadOwnEvidence(
  db: Reader,
  input: { professionalId: string; userId: string; disputeId: string; evidenceId: string },
): Promise<{ key: string; fileName: string; contentType: string } | null> {
  const [row] = await db
    .select({
      key: disputeEvidence.storageKey,
      fileName: disputeEvidence.fileName,
      contentType: disputeEvidence.contentType,
    })
    .from(disputeEvidence)
    .innerJoin(disputes, eq(disputes.id, disputeEvidence.disputeId))
    .where(
      and(
        eq(disputeEvidence.id, input.evidenceId),
        eq(disputeEvidence.disputeId, input.disputeId),
        eq(disputes.professionalId, input.professionalId),
        eq(disputeEvidence.uploadedBy, input.userId),
      ),
    );
  return row ?? null;
}
