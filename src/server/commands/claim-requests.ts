import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { SignedIn } from "../../core/actor";
import type { ClaimRequestFields } from "../../core/contracts/professional";
import { emailDomain, isPersonalEmailDomain } from "../../core/employer-email";
import { CLAIM } from "../../core/messages";
import { notice } from "../../core/notices";
import { claimDecisionMail } from "../adapters/mail/claim-mail";
import { EXTENSION_OF, type FileStorage, sniffDocumentType } from "../adapters/storage/storage";
import type { Database, Tx } from "../db/client";
import { claimRequests } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import type { DecideRequestCommand } from "../kernel/decision";
import { clash, invalidInput, missing } from "../kernel/domain-errors";
import { lockClaimant, lockProfile, ownedProfileId } from "../kernel/locks";
import { assertOwnsNoProfile, assertUnclaimed } from "../policies/claims";
import { canonicalLinkedin } from "../records/claim-request";
import { auditClaim, takeOwnership } from "./claim-support";
import { notify } from "./notify";
import { lockPendingDecision } from "./pending-decision";
import { queueTextCheck } from "./queue-flags";
import { MAX_DOCUMENT_BYTES } from "./verification-requests";

export const MAX_CLAIM_DOCUMENT_BYTES = MAX_DOCUMENT_BYTES;

/** How a claim request that is unknown, or no longer pending, is refused. */
const CLAIM_REQUEST = { notFound: CLAIM.requestNotFound, decided: CLAIM.requestNotPending };

interface Evidence {
  method: ClaimRequestFields["method"];
  workEmail: string | null;
  linkedinUrl: string | null;
  document: { data: Buffer; type: "application/pdf" | "image/png" | "image/jpeg" } | null;
  note: string | null;
}

/** Checks the evidence for the chosen method; every problem becomes a field message (400). */
export function checkEvidence(fields: ClaimRequestFields, document: Buffer | null): Evidence {
  const errors: Record<string, string> = {};
  let workEmail: string | null = null;
  let linkedinUrl: string | null = null;
  let doc: Evidence["document"] = null;
  if (fields.method === "work_email") {
    const raw = (fields.workEmail ?? "").trim().toLowerCase();
    const domain = emailDomain(raw);
    if (!raw) errors.workEmail = CLAIM.workEmailRequired;
    else if (!z.email().safeParse(raw).success || !domain) errors.workEmail = "Invalid email address";
    else if (isPersonalEmailDomain(domain)) errors.workEmail = CLAIM.workEmailPersonal;
    else workEmail = raw;
  } else if (fields.method === "linkedin") {
    const raw = (fields.linkedinUrl ?? "").trim();
    if (!raw) errors.linkedinUrl = CLAIM.linkedinRequired;
    else {
      linkedinUrl = canonicalLinkedin(raw);
      if (!linkedinUrl) errors.linkedinUrl = CLAIM.linkedinInvalid;
    }
  } else {
    if (!document || document.length === 0) errors.document = CLAIM.documentRequired;
    else if (document.length > MAX_CLAIM_DOCUMENT_BYTES) errors.document = CLAIM.documentTooLarge;
    else {
      const type = sniffDocumentType(document);
      if (!type) errors.document = CLAIM.documentType;
      else doc = { data: document, type };
    }
  }
  const note = fields.note?.trim().replaceAll("\u0000", "") || null;
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return { method: fields.method, workEmail, linkedinUrl, document: doc, note };
}

/** The checks every submission repeats inside its transaction, after the user and profile locks. */
async function checkCanRequest(tx: Tx, userId: string, professionalId: string) {
  assertOwnsNoProfile(await ownedProfileId(tx, userId));
  const [mine] = await tx
    .select({ id: claimRequests.id })
    .from(claimRequests)
    .where(and(eq(claimRequests.userId, userId), eq(claimRequests.status, "pending")));
  if (mine) throw clash(CLAIM.pendingRequestExists);
  const profile = await lockProfile(tx, professionalId);
  if (!profile) throw missing(CLAIM.profileNotFound);
  assertUnclaimed(profile);
  const [theirs] = await tx
    .select({ id: claimRequests.id })
    .from(claimRequests)
    .where(and(eq(claimRequests.professionalId, professionalId), eq(claimRequests.status, "pending")));
  if (theirs) throw clash(CLAIM.profilePendingByOther);
  return profile;
}

/**
 * POST /claim/requests: asks to own an unclaimed profile, with one piece of evidence, for an administrator to
 * review. One pending request per person and per profile. A document is stored before the transaction (its key is
 * random) and removed again if the transaction fails.
 */
export async function submitClaimRequest(
  database: Database,
  storage: FileStorage,
  cmd: { actor: SignedIn; fields: ClaimRequestFields; document: Buffer | null; now: Date; origin: RequestOrigin },
): Promise<{ id: string }> {
  const evidence = checkEvidence(cmd.fields, cmd.document);
  const professionalId = cmd.fields.professionalId;
  // Cheap early answers before a file is written; all of them are checked again under the locks.
  await database.db.transaction(async (tx) => {
    await checkCanRequest(tx, cmd.actor.userId, professionalId);
  });
  let key: string | null = null;
  if (evidence.document) {
    key = `claims/${cmd.actor.userId.replace(/[^\w-]/g, "_")}/${randomUUID()}.${EXTENSION_OF[evidence.document.type]}`;
    await storage.put(key, evidence.document.data, evidence.document.type);
  }
  try {
    return await database.db.transaction(async (tx) => {
      await lockClaimant(tx, cmd.actor.userId);
      await checkCanRequest(tx, cmd.actor.userId, professionalId);
      const [row] = await tx
        .insert(claimRequests)
        .values({
          professionalId,
          userId: cmd.actor.userId,
          method: evidence.method,
          workEmail: evidence.workEmail,
          linkedinUrl: evidence.linkedinUrl,
          documentKey: key,
          documentType: evidence.document?.type ?? null,
          note: evidence.note,
          createdAt: cmd.now,
        })
        .returning({ id: claimRequests.id });
      await auditInTx(tx, {
        userId: cmd.actor.userId,
        action: "claim_requested",
        tableName: "claim_requests",
        recordId: row!.id,
        newData: { professional_id: professionalId, method: evidence.method },
        origin: cmd.origin,
        at: cmd.now,
      });
      return { id: row!.id };
    });
  } catch (error) {
    if (key) await storage.delete(key).catch(() => {});
    throw error;
  }
}

/** POST /claim/requests/:id/withdraw: only the requester, only while pending. */
export async function withdrawClaimRequest(
  database: Database,
  cmd: { actor: SignedIn; requestId: string; now: Date; origin: RequestOrigin },
): Promise<void> {
  await database.db.transaction(async (tx) => {
    // Someone else's request answers as a missing one: ids are not a way to learn about other people.
    const only = eq(claimRequests.userId, cmd.actor.userId);
    const req = await lockPendingDecision(tx, claimRequests, { id: cmd.requestId, extra: {}, only }, CLAIM_REQUEST);
    await tx.update(claimRequests).set({ status: "withdrawn" }).where(eq(claimRequests.id, req.id));
    await auditInTx(tx, {
      userId: cmd.actor.userId,
      action: "claim_request_withdrawn",
      tableName: "claim_requests",
      recordId: req.id,
      newData: {},
      origin: cmd.origin,
      at: cmd.now,
    });
  });
}

/**
 * An administrator approves or rejects a pending request, in one transaction. Approval needs the profile still
 * unclaimed and the requester still owning none (else 409, nothing changes); the requester is notified and e-mailed
 * either way.
 */
export async function decideClaimRequest(database: Database, cmd: DecideRequestCommand): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ userId: claimRequests.userId })
      .from(claimRequests)
      .where(eq(claimRequests.id, cmd.requestId));
    if (!peek) throw missing(CLAIM.requestNotFound);
    // The requester's row first (the claim lock order), then the request itself.
    const requester = await lockClaimant(tx, peek.userId);
    const extra = { professionalId: claimRequests.professionalId, method: claimRequests.method };
    const req = await lockPendingDecision(tx, claimRequests, { id: cmd.requestId, extra }, CLAIM_REQUEST);
    const profile = await lockProfile(tx, req.professionalId);
    if (!profile) throw missing(CLAIM.profileNotFound);
    const profileName = `${profile.firstName} ${profile.lastName}`;

    if (cmd.decision.approve) {
      assertUnclaimed(profile, CLAIM.approvedMeanwhileClaimed);
      assertOwnsNoProfile(await ownedProfileId(tx, requester.id), CLAIM.requesterOwnsProfile);
      await takeOwnership(tx, {
        profile,
        owner: requester,
        now: cmd.now,
        publicUrl: cmd.publicUrl,
        approvingRequestId: req.id,
      });
      await tx
        .update(claimRequests)
        .set({ status: "approved", reviewedBy: cmd.actor.userId, reviewedAt: cmd.now })
        .where(eq(claimRequests.id, req.id));
      await auditClaim(tx, {
        userId: requester.id,
        actorId: cmd.actor.userId,
        professionalId: profile.id,
        via: "request",
        details: { claim_request_id: req.id, method: req.method },
        origin: cmd.origin,
        at: cmd.now,
      });
    } else {
      await tx
        .update(claimRequests)
        .set({
          status: "rejected",
          reviewReason: cmd.decision.reason,
          reviewedBy: cmd.actor.userId,
          reviewedAt: cmd.now,
        })
        .where(eq(claimRequests.id, req.id));
      await queueTextCheck(tx, {
        subject: "claim_rejection",
        subjectId: req.id,
        authorUserId: cmd.actor.userId,
        text: cmd.decision.reason,
      });
      await auditInTx(tx, {
        userId: cmd.actor.userId,
        action: "claim_request_rejected",
        tableName: "claim_requests",
        recordId: req.id,
        newData: { professional_id: profile.id, requester_id: requester.id, reason: cmd.decision.reason },
        origin: cmd.origin,
        at: cmd.now,
      });
    }

    // The decision mail is this notice's e-mail form: sent only when verification updates are on (D122, D210).
    const { to: _to, ...mail } = claimDecisionMail({
      to: requester.email,
      profileName,
      publicUrl: cmd.publicUrl,
      decision: cmd.decision.approve ? { approved: true } : { approved: false, reason: cmd.decision.reason },
    });
    await notify(tx, {
      userId: requester.id,
      notice: cmd.decision.approve
        ? notice("claim.approved", { profileName })
        : notice("claim.rejected", { profileName, reason: cmd.decision.reason }),
      at: cmd.now,
      mail,
    });
  });
}
