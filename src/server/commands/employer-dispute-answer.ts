import { and, eq } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { REVIEW } from "../../core/contracts/dispute-review";
import { transition } from "../../core/dispute-workflow";
import type { FileStorage } from "../adapters/storage/storage";
import type { Database } from "../db/client";
import { disputes, employers, ratingAttributions } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, missing } from "../kernel/domain-errors";
import { lockDispute } from "./dispute-chain";
import { checkEvidence, checkFileCap, type EvidenceUpload, postPartyMessage, withEvidence } from "./dispute-evidence";

/** The dispute, if it is about a rating attributed to this user's employer; else "not found" (never 403: no hint). */
async function ownEmployerDispute(db: Database["db"], userId: string, disputeId: string) {
  const [row] = await db
    .select({ id: disputes.id, status: disputes.status, employerId: employers.id })
    .from(disputes)
    .innerJoin(ratingAttributions, eq(ratingAttributions.ratingId, disputes.ratingId))
    .innerJoin(employers, eq(employers.id, ratingAttributions.employerId))
    .where(and(eq(disputes.id, disputeId), eq(employers.userId, userId)));
  if (!row) throw missing(REVIEW.notFound);
  return row;
}

/**
 * The employer answers Standing's question from its disputes page, with up to 5 evidence files. Allowed only
 * while the dispute waits for the employer (`awaiting_employer`); the answer goes to the employer's thread, read by
 * moderators only, and brings the dispute back under review. Locks the employer row, then the dispute.
 */
export async function answerAsEmployer(
  database: Database,
  storage: FileStorage,
  cmd: { actor: SignedIn; disputeId: string; body: string; files: EvidenceUpload[]; now: Date; origin: RequestOrigin },
): Promise<void> {
  const { actor, now } = cmd;
  const checked = checkEvidence(cmd.files);
  const found = await ownEmployerDispute(database.db, actor.userId, cmd.disputeId);
  if (!transition(found.status, { type: "answer", party: "employer" }).ok) throw clash(REVIEW.notWaitingForYou);
  await checkFileCap(database.db, found.id, checked.length);
  await withEvidence(storage, found.id, checked, (stored) =>
    database.db.transaction(async (tx) => {
      await tx.select({ id: employers.id }).from(employers).where(eq(employers.id, found.employerId)).for("update");
      const dispute = await lockDispute(tx, found.id);
      const moved = transition(dispute.status, { type: "answer", party: "employer" });
      if (!moved.ok) throw clash(REVIEW.notWaitingForYou);
      const messageId = await postPartyMessage(tx, {
        dispute,
        to: moved.to,
        party: "employer",
        userId: actor.userId,
        body: cmd.body,
        files: stored,
        now,
      });
      await auditInTx(tx, {
        userId: actor.userId,
        action: "dispute_employer_answered",
        tableName: "disputes",
        recordId: dispute.id,
        newData: {
          before: { status: dispute.status },
          after: { status: moved.to },
          message_id: messageId,
          evidence_files: stored.length,
        },
        origin: cmd.origin,
        at: now,
      });
    }),
  );
}
