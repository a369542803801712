import { and, asc, desc, eq } from "drizzle-orm";
import { DISPUTES } from "../../core/contracts/disputes";
import type { DisputeStatus, DisputeType } from "../../core/domain";
import { disputeAppeals, disputeEvidence, disputeMessages, disputes, ratings } from "../db/schema";
import { disputeEvidenceColumns, disputeMessageColumns } from "../kernel/dispute-thread";
import { missing } from "../kernel/domain-errors";
import { ratingColumns, toRatingRecord } from "../kernel/rating-records";
import type { DisputeDetailRecord, DisputeRecord } from "../records/dispute";
import { evidenceFileColumns } from "./evidence-file-columns";
import { authorHiddenTexts } from "./flags";
import type { Reader } from "./reader";

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
export async function listOwnDisputes(db: Reader, professionalId: string): Promise<DisputeRecord[]> {
  const rows = await db
    .select(disputeColumns)
    .from(disputes)
    .innerJoin(ratings, eq(ratings.id, disputes.ratingId))
    .where(eq(disputes.professionalId, professionalId))
    .orderBy(desc(disputes.updatedAt), desc(disputes.createdAt));
  return rows.map(toDisputeRecord);
}

/**
 * One dispute of the caller's profile with its statement, the conversation (reviewer and professional only) and
 * the files the professional uploaded. Another profile's dispute is "not found".
 */
export async function loadOwnDispute(
  db: Reader,
  input: { professionalId: string; userId: string; disputeId: string },
): Promise<DisputeDetailRecord> {
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
  if (!row) throw missing(DISPUTES.disputeNotFound);
  const [rating] = await db.select(ratingColumns).from(ratings).where(eq(ratings.id, row.ratingId));
  const messages = await db
    .select(disputeMessageColumns)
    .from(disputeMessages)
    // The professional's thread only: Standing's questions to the employer and its answers stay out (D104).
    .where(and(eq(disputeMessages.disputeId, row.id), eq(disputeMessages.audience, "professional")))
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id));
  const evidence = await db
    .select(disputeEvidenceColumns)
    .from(disputeEvidence)
    .where(and(eq(disputeEvidence.disputeId, row.id), eq(disputeEvidence.uploadedBy, input.userId)))
    .orderBy(asc(disputeEvidence.createdAt), asc(disputeEvidence.fileName));
  const hidden = await authorHiddenTexts(
    db,
    input.userId,
    ["dispute_statement", "dispute_message"],
    [row.id, ...messages.filter((m) => m.authorRole === "professional").map((m) => m.id)],
  );
  // The professional's own appeal of the decision, if any (D326): their words and the outcome, no decider.
  const [appeal] = await db
    .select({
      status: disputeAppeals.status,
      statement: disputeAppeals.statement,
      createdAt: disputeAppeals.createdAt,
      reasonCode: disputeAppeals.reasonCode,
      decisionStatement: disputeAppeals.decisionStatement,
      decidedAt: disputeAppeals.decidedAt,
    })
    .from(disputeAppeals)
    .where(eq(disputeAppeals.disputeId, row.id));
  return {
    hidden,
    appeal: appeal
      ? {
          ...appeal,
          createdAt: new Date(appeal.createdAt),
          decidedAt: appeal.decidedAt ? new Date(appeal.decidedAt) : null,
        }
      : null,
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
  };
}

/** An evidence file the caller uploaded to a dispute of their own profile, or null. */
export async function loadOwnEvidence(
  db: Reader,
  input: { professionalId: string; userId: string; disputeId: string; evidenceId: string },
): Promise<{ key: string; fileName: string; contentType: string } | null> {
  const [row] = await db
    .select(evidenceFileColumns)
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
