import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { emailDomain, websiteHost } from "../../core/employer-email";
import { EMAIL_VERIFICATION, EMPLOYER } from "../../core/messages";
import { notice } from "../../core/notices";
import { businessEmailVerificationMail } from "../adapters/mail/employer-mail";
import { enqueueMail } from "../adapters/mail/outbox";
import type { Database } from "../db/client";
import { emailVerificationTokens, employers, employerVerificationRequests } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, DomainError, invalidInput, missing } from "../kernel/domain-errors";
import { lockEmployerOfUser } from "../kernel/locks";
import { markEmployerVerified } from "./mark-employer-verified";
import { notify } from "./notify";

export const EMAIL_TOKEN_TTL_HOURS = 24;

export function hashEmailToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Sends a single-use link (24 h) to an address at the company's own domain (the host of its website).
 * A new link replaces any unused earlier one. The raw token is only in the e-mail; the table holds its hash.
 */
export async function startBusinessEmailVerification(
  database: Database,
  cmd: { actor: SignedIn; address: string; now: Date; publicUrl: string; origin: RequestOrigin },
): Promise<{ address: string }> {
  const address = cmd.address.trim().toLowerCase();
  return database.db.transaction(async (tx) => {
    const employer = await lockEmployerOfUser(tx, cmd.actor.userId);
    if (!employer) throw missing(EMPLOYER.noEmployerAccount);
    if (employer.verificationStatus === "verified") throw clash(EMPLOYER.alreadyVerified);
    const host = employer.companyWebsite ? websiteHost(employer.companyWebsite) : null;
    if (!host) throw invalidInput({ address: EMPLOYER.noCompanyDomain });
    if (emailDomain(address) !== host) throw invalidInput({ address: EMPLOYER.emailDomainMismatch(host) });

    const token = randomBytes(32).toString("base64url");
    await tx
      .delete(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.employerId, employer.id), isNull(emailVerificationTokens.usedAt)));
    await tx.insert(emailVerificationTokens).values({
      employerId: employer.id,
      address,
      tokenHash: hashEmailToken(token),
      createdAt: cmd.now,
      expiresAt: new Date(cmd.now.getTime() + EMAIL_TOKEN_TTL_HOURS * 3_600_000),
    });
    const url = `${cmd.publicUrl.replace(/\/$/, "")}/verify-email?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, businessEmailVerificationMail(address, employer.companyName, url));
    await auditInTx(tx, {
      userId: cmd.actor.userId,
      action: "employer_verification_email_sent",
      tableName: "employers",
      recordId: employer.id,
      newData: { method: "email_domain", address },
      origin: cmd.origin,
      at: cmd.now,
    });
    return { address };
  });
}

/**
 * Opens a link: the token must exist, be unused and unexpired; it is spent and the employer becomes verified.
 * Every failure answers the same message (SPEC §2), so the answer reveals nothing about which tokens exist.
 */
export async function confirmBusinessEmail(
  database: Database,
  cmd: { token: string; now: Date; origin: RequestOrigin },
): Promise<void> {
  const failed = () => new DomainError("invalid_input", EMAIL_VERIFICATION.failed);
  await database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: emailVerificationTokens.id,
        employerId: emailVerificationTokens.employerId,
        address: emailVerificationTokens.address,
        expiresAt: emailVerificationTokens.expiresAt,
        usedAt: emailVerificationTokens.usedAt,
      })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, hashEmailToken(cmd.token)))
      .for("update");
    if (!row || row.usedAt || row.expiresAt.getTime() <= cmd.now.getTime()) throw failed();
    const [employer] = await tx
      .select({ userId: employers.userId })
      .from(employers)
      .where(eq(employers.id, row.employerId))
      .for("update");
    if (!employer) throw failed();
    await tx.update(emailVerificationTokens).set({ usedAt: cmd.now }).where(eq(emailVerificationTokens.id, row.id));
    await markEmployerVerified(tx, row.employerId, "email_domain", cmd.now);
    // A pending EIN or state-registration request is no longer needed: close it so no one reviews it.
    const superseded = await tx
      .update(employerVerificationRequests)
      .set({ status: "superseded", reason: EMPLOYER.requestSuperseded, decidedAt: cmd.now })
      .where(
        and(
          eq(employerVerificationRequests.employerId, row.employerId),
          eq(employerVerificationRequests.status, "pending"),
        ),
      )
      .returning({ id: employerVerificationRequests.id, method: employerVerificationRequests.method });
    await auditInTx(tx, {
      userId: employer.userId,
      action: "employer_verified",
      tableName: "employers",
      recordId: row.employerId,
      newData: {
        method: "email_domain",
        address: row.address,
        superseded_requests: superseded.map((r) => r.id),
      },
      origin: cmd.origin,
      at: cmd.now,
    });
    const closed = superseded[0];
    await notify(tx, {
      userId: employer.userId,
      notice: closed
        ? notice("verification.superseded", { method: closed.method === "ein" ? "EIN" : "state registration" })
        : notice("verification.approved", { method: "business e-mail" }),
      at: cmd.now,
    });
  });
}
