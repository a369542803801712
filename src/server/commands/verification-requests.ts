import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { checkEin } from "../../core/ein";
import { EMPLOYER } from "../../core/messages";
import { notice } from "../../core/notices";
import { US_STATE_MESSAGE, usStateCode } from "../../core/us-states";
import { verificationDecisionMail } from "../adapters/mail/employer-mail";
import { EXTENSION_OF, type FileStorage, sniffDocumentType } from "../adapters/storage/storage";
import type { Database, Tx } from "../db/client";
import { employers, employerVerificationRequests, user } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import type { DecideRequestCommand } from "../kernel/decision";
import { clash, invalidInput, missing } from "../kernel/domain-errors";
import { type EmployerRow, lockEmployerOfUser } from "../kernel/locks";
import { markEmployerVerified } from "./mark-employer-verified";
import { notify } from "./notify";
import { lockPendingDecision } from "./pending-decision";
import { queueTextCheck } from "./queue-flags";

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

async function lockRequestingEmployer(tx: Tx, actor: SignedIn): Promise<EmployerRow> {
  const employer = await lockEmployerOfUser(tx, actor.userId);
  if (!employer) throw missing(EMPLOYER.noEmployerAccount);
  if (employer.verificationStatus === "verified") throw clash(EMPLOYER.alreadyVerified);
  const [pending] = await tx
    .execute(sql`
SELECT 1 FROM employer_verification_requests WHERE employer_id = ${employer.id} AND status = 'pending'`)
    .then((r) => r.rows);
  if (pending) throw clash(EMPLOYER.pendingExists);
  return employer;
}

/** Files a pending request for the actor's employer, marks the employer `pending` and audits it, in `tx`. */
async function openVerificationRequest(
  tx: Tx,
  cmd: { actor: SignedIn; now: Date; origin: RequestOrigin },
  values: Omit<typeof employerVerificationRequests.$inferInsert, "employerId" | "submittedBy" | "createdAt">,
  auditDetails: Record<string, unknown>,
): Promise<{ id: string }> {
  const employer = await lockRequestingEmployer(tx, cmd.actor);
  const [row] = await tx
    .insert(employerVerificationRequests)
    .values({ ...values, employerId: employer.id, submittedBy: cmd.actor.userId, createdAt: cmd.now })
    .returning({ id: employerVerificationRequests.id });
  await tx
    .update(employers)
    .set({ verificationStatus: "pending", updatedAt: cmd.now })
    .where(eq(employers.id, employer.id));
  await auditInTx(tx, {
    userId: cmd.actor.userId,
    action: "employer_verification_requested",
    tableName: "employer_verification_requests",
    recordId: row!.id,
    newData: { employer_id: employer.id, method: values.method, ...auditDetails },
    origin: cmd.origin,
    at: cmd.now,
  });
  return { id: row!.id };
}

/** EIN: format and IRS prefix checked at once, then queued for an administrator; the employer becomes `pending`. */
export async function requestEinVerification(
  database: Database,
  cmd: { actor: SignedIn; ein: string; now: Date; origin: RequestOrigin },
): Promise<{ id: string }> {
  const checked = checkEin(cmd.ein);
  if (!checked.ok) throw invalidInput({ ein: checked.reason === "format" ? EMPLOYER.einFormat : EMPLOYER.einPrefix });
  return database.db.transaction((tx) =>
    openVerificationRequest(tx, cmd, { method: "ein", ein: checked.ein }, { ein: checked.ein }),
  );
}

export interface StateRegistrationInput {
  state: string;
  entityNumber: string;
  document: Buffer | null;
}

/**
 * State registration: state, entity number and a document whose type is sniffed from its bytes (PDF, PNG, JPEG;
 * at most 5 MB). The file is stored before the transaction and removed again if the transaction fails.
 */
const ENTITY_NUMBER_LENGTH = { min: 2, max: 40 } as const;

export async function requestStateRegistration(
  database: Database,
  storage: FileStorage,
  cmd: { actor: SignedIn; input: StateRegistrationInput; now: Date; origin: RequestOrigin },
): Promise<{ id: string }> {
  const state = usStateCode(cmd.input.state);
  const entityNumber = cmd.input.entityNumber.trim();
  const fields: Record<string, string> = {};
  if (!state) fields.state = cmd.input.state.trim() === "" ? EMPLOYER.stateRequired : US_STATE_MESSAGE;
  if (!entityNumber) fields.entityNumber = EMPLOYER.entityNumberRequired;
  else if (entityNumber.length < ENTITY_NUMBER_LENGTH.min)
    fields.entityNumber = EMPLOYER.entityNumberTooShort(ENTITY_NUMBER_LENGTH.min);
  else if (entityNumber.length > ENTITY_NUMBER_LENGTH.max)
    fields.entityNumber = EMPLOYER.entityNumberTooLong(ENTITY_NUMBER_LENGTH.max);
  const doc = cmd.input.document;
  const type = doc && doc.length > 0 && doc.length <= MAX_DOCUMENT_BYTES ? sniffDocumentType(doc) : null;
  if (!doc || doc.length === 0) fields.document = EMPLOYER.documentRequired;
  else if (doc.length > MAX_DOCUMENT_BYTES) fields.document = EMPLOYER.documentTooLarge;
  else if (!type) fields.document = EMPLOYER.documentType;
  if (Object.keys(fields).length > 0 || !state || !doc || !type) throw invalidInput(fields);

  // Checked again inside the transaction; this early check avoids storing a file for a request that would fail.
  const [known] = await database.db
    .select({ id: employers.id })
    .from(employers)
    .where(eq(employers.userId, cmd.actor.userId));
  if (!known) throw missing(EMPLOYER.noEmployerAccount);
  const key = `verification/${known.id}/${randomUUID()}.${EXTENSION_OF[type]}`;
  await storage.put(key, doc, type);
  try {
    return await database.db.transaction((tx) =>
      openVerificationRequest(
        tx,
        cmd,
        {
          method: "state_registration",
          state,
          entityNumber,
          documentKey: key,
          documentType: type,
          documentSize: doc.length,
        },
        { state, entity_number: entityNumber },
      ),
    );
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}

/** An administrator approves (employer verified) or rejects (with a reason) a pending request; the employer is e-mailed. */
export async function decideVerificationRequest(database: Database, cmd: DecideRequestCommand): Promise<void> {
  await database.db.transaction(async (tx) => {
    const req = await lockPendingDecision(
      tx,
      employerVerificationRequests,
      {
        id: cmd.requestId,
        extra: { employerId: employerVerificationRequests.employerId, method: employerVerificationRequests.method },
      },
      { notFound: EMPLOYER.requestNotFound, decided: EMPLOYER.requestAlreadyDecided },
    );
    const [employer] = await tx
      .select({
        id: employers.id,
        userId: employers.userId,
        companyName: employers.companyName,
        status: employers.verificationStatus,
        email: user.email,
      })
      .from(employers)
      .innerJoin(user, eq(user.id, employers.userId))
      .where(eq(employers.id, req.employerId))
      .for("update", { of: employers });
    if (!employer) throw missing(EMPLOYER.requestNotFound);
    const approved = cmd.decision.approve;
    const reason = cmd.decision.approve ? null : cmd.decision.reason.trim();
    await tx
      .update(employerVerificationRequests)
      .set({ status: approved ? "approved" : "rejected", reviewerId: cmd.actor.userId, reason, decidedAt: cmd.now })
      .where(eq(employerVerificationRequests.id, req.id));
    await queueTextCheck(tx, {
      subject: "verification_rejection",
      subjectId: req.id,
      authorUserId: cmd.actor.userId,
      text: reason,
    });
    if (approved) await markEmployerVerified(tx, employer.id, req.method, cmd.now);
    else if (employer.status !== "verified")
      await tx
        .update(employers)
        .set({ verificationStatus: "rejected", updatedAt: cmd.now })
        .where(eq(employers.id, employer.id));
    // The decision mail is this notice's e-mail form: sent (with its unsubscribe) only when verification updates
    // are on (D122, D210).
    const base = cmd.publicUrl.replace(/\/$/, "");
    const { to: _to, ...mail } = verificationDecisionMail(
      employer.email,
      employer.companyName,
      approved ? { approved: true } : { approved: false, reason: reason ?? "" },
      approved ? `${base}/dashboard/employer` : `${base}/dashboard/employer/verification`,
    );
    await notify(tx, {
      userId: employer.userId,
      notice: approved
        ? notice("verification.approved", { method: req.method === "ein" ? "EIN" : "state registration" })
        : notice("verification.rejected", { reason: reason ?? "" }),
      at: cmd.now,
      mail,
    });
    await auditInTx(tx, {
      userId: cmd.actor.userId,
      action: approved ? "employer_verification_approved" : "employer_verification_rejected",
      tableName: "employer_verification_requests",
      recordId: req.id,
      newData: { employer_id: employer.id, method: req.method, reason },
      origin: cmd.origin,
      at: cmd.now,
    });
  });
}
