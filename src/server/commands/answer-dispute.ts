import { and, eq } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { DISPUTES } from "../../core/contracts/disputes";
import { transition } from "../../core/dispute-workflow";
import type { FileStorage } from "../adapters/storage/storage";
import type { Database, Tx } from "../db/client";
import { disputes } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { missing } from "../kernel/domain-errors";
import { assertLiveDispute } from "../policies/disputes";
import { loadOwnDispute } from "../queries/professional-disputes";
import type { DisputeDetailRecord } from "../records/dispute";
import { checkEvidence, checkFileCap, type EvidenceUpload, postPartyMessage, withEvidence } from "./dispute-evidence";
import { lockOwnProfile, ownProfileForDispute } from "./open-dispute";

async function ownDisputeState(tx: Pick<Tx, "select">, professionalId: string, disputeId: string, lock: boolean) {
  const query = tx
    .select({ id: disputes.id, status: disputes.status })
    .from(disputes)
    .where(and(eq(disputes.id, disputeId), eq(disputes.professionalId, professionalId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw missing(DISPUTES.disputeNotFound);
  assertLiveDispute(row.status, DISPUTES.closed);
  return row;
}

/**
 * The professional adds a message (and up to 5 files) to a live dispute of their own profile (decisions P32).
 * Answering a request for more information (`needs_info`) moves the dispute to `under_review`; while `open` or
 * `under_review` the message is additional information and the status stays. Closed disputes take nothing (409).
 */
export async function addDisputeMessage(
  database: Database,
  storage: FileStorage,
  cmd: {
    actor: SignedIn;
    disputeId: string;
    body: string;
    files: EvidenceUpload[];
    now: Date;
    origin: RequestOrigin;
  },
): Promise<{ dispute: DisputeDetailRecord; answered: boolean }> {
  const { actor, now } = cmd;
  const checked = checkEvidence(cmd.files);

  const ownId = await ownProfileForDispute(database.db, actor.userId);
  await ownDisputeState(database.db, ownId, cmd.disputeId, false);
  await checkFileCap(database.db, cmd.disputeId, checked.length);

  return withEvidence(storage, cmd.disputeId, checked, (stored) =>
    database.db.transaction(async (tx) => {
      const professionalId = await lockOwnProfile(tx, actor.userId);
      const dispute = await ownDisputeState(tx, professionalId, cmd.disputeId, true);
      await checkFileCap(tx, dispute.id, stored.length);
      const moved = transition(dispute.status, { type: "answer", party: "professional" });
      const answered = moved.ok;
      const messageId = await postPartyMessage(tx, {
        dispute,
        to: moved.ok ? moved.to : null,
        party: "professional",
        userId: actor.userId,
        body: cmd.body,
        files: stored,
        now,
      });
      await auditInTx(tx, {
        userId: actor.userId,
        action: answered ? "dispute_answered" : "dispute_message_added",
        tableName: "disputes",
        recordId: dispute.id,
        newData: {
          message_id: messageId,
          from_status: dispute.status,
          to_status: answered ? "under_review" : dispute.status,
          evidence_files: stored.length,
        },
        origin: cmd.origin,
        at: now,
      });
      return {
        dispute: await loadOwnDispute(tx, { professionalId, userId: actor.userId, disputeId: dispute.id }),
        answered,
      };
    }),
  );
}
