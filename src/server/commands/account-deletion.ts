import { verifyPassword } from "better-auth/crypto";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { PRIVACY_RULES } from "../../core/contracts/privacy";
import { notice } from "../../core/notices";
import type { PaymentsAdapter } from "../adapters/payments";
import { ProviderUnavailableError } from "../adapters/payments/payments";
import type { FileStorage } from "../adapters/storage/storage";
import type { Db, DbOrTx, Tx } from "../db/client";
import {
  account,
  accountDeletions,
  dataExports,
  employers,
  passkey,
  professionals,
  profiles,
  ratingAttributions,
  session,
  subscriptions,
  twoFactor,
  user,
} from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, DomainError, missing } from "../kernel/domain-errors";
import { liveSubscriptionId, loadMirror } from "../queries/billing";
import { revokeAllCredentials } from "./credentials";
import { notify } from "./notify";

const DAY = 86_400_000;

/** A deletion still in its grace period or due: neither erased yet nor undone by a reactivation. */
const deletionPending = and(isNull(accountDeletions.erasedAt), isNull(accountDeletions.reactivatedAt));

/** The account's password hash, or null for a passkey-only account. */
export async function passwordHashOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return row?.hash ?? null;
}

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  return verifyPassword({ hash, password }).catch(() => false);
}

/** A passkey-only account confirms by a fresh sign-in (D183): its session is at most this old. */
export const PASSKEY_CONFIRM_WINDOW_MS = 10 * 60_000;

export async function sessionIsFresh(db: DbOrTx, sessionId: string | undefined, now: Date): Promise<boolean> {
  if (!sessionId) return false;
  const [row] = await db.select({ createdAt: session.createdAt }).from(session).where(eq(session.id, sessionId));
  return Boolean(row && now.getTime() - row.createdAt.getTime() <= PASSKEY_CONFIRM_WINDOW_MS);
}

/**
 * SPEC §7 delete-user-account (D183): audit row (action `account_deletion`, table `profiles`) first, then in the
 * same transaction: deactivated (profiles.deactivated_at; every auth path refuses it), every session ended, the
 * professional profile made private (hidden from search and profile pages; its former visibility kept for a
 * reactivation), the deletion row with its erasure date. The paid subscription is canceled through the billing
 * adapter before (a provider failure leaves nothing written: the person may try again).
 */
export async function requestAccountDeletion(
  deps: { db: Db; payments: PaymentsAdapter },
  userId: string,
  origin: RequestOrigin,
  now: Date,
): Promise<{ eraseAfter: Date; subscriptionCanceled: boolean }> {
  const mirror = await loadMirror(deps.db, userId);
  const live = liveSubscriptionId(mirror);
  if (live && !mirror?.cancelAtPeriodEnd) {
    try {
      await deps.payments.setCancelAtPeriodEnd(live, true);
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new DomainError(
          "upstream_failed",
          "The payment provider could not be reached to cancel your subscription. Nothing was changed; please try again.",
          { code: "payment_provider_unavailable" },
        );
      throw error;
    }
  }
  const eraseAfter = new Date(now.getTime() + PRIVACY_RULES.graceDays * DAY);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`);
    const [profile] = await tx
      .select({ deactivatedAt: profiles.deactivatedAt, accountType: profiles.accountType })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (profile?.deactivatedAt) throw clash("This account is already deactivated.");
    await auditInTx(tx, {
      userId,
      action: "account_deletion",
      tableName: "profiles",
      recordId: userId,
      newData: { eraseAfter: eraseAfter.toISOString(), subscriptionCanceled: Boolean(live) },
      origin,
      at: now,
    });
    const [pro] = await tx
      .select({ id: professionals.id, visibility: professionals.visibility })
      .from(professionals)
      .where(eq(professionals.userId, userId));
    if (pro)
      await tx.update(professionals).set({ visibility: "private", updatedAt: now }).where(eq(professionals.id, pro.id));
    // Every credential issued to the profile is revoked with the request (issue 36 §4); a reactivation does not
    // bring them back (the person issues new ones).
    if (pro) await revokeAllCredentials(tx, pro.id, now);
    await tx.update(profiles).set({ deactivatedAt: now, updatedAt: now }).where(eq(profiles.id, userId));
    if (live) await tx.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.insert(accountDeletions).values({
      userId,
      accountType: profile?.accountType ?? null,
      previousVisibility: pro?.visibility ?? null,
      requestedAt: now,
      eraseAfter,
    });
    await notify(tx, {
      userId,
      notice: notice("privacy.deletion_scheduled", { date: eraseAfter.toISOString().slice(0, 10) }),
      at: now,
    });
  });
  return { eraseAfter, subscriptionCanceled: Boolean(live) };
}

/**
 * Reactivation within the grace period, only by an administrator and with a reason (D186). The profile's former
 * visibility comes back; sessions do not (the person signs in again). A canceled subscription stays canceled.
 */
export async function restoreDeletedAccount(
  db: Db,
  input: { userId: string; adminId: string; reason: string; origin: RequestOrigin; now: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.userId, input.userId), deletionPending))
      .for("update");
    if (!row) throw missing("This account has no pending deletion.");
    if (row.eraseAfter <= input.now)
      throw clash("The 30-day grace period has ended; the account can no longer be restored.");
    await auditInTx(tx, {
      userId: input.adminId,
      action: "account_restored",
      tableName: "profiles",
      recordId: input.userId,
      newData: { reason: input.reason, deletionRequestedAt: row.requestedAt.toISOString() },
      origin: input.origin,
      at: input.now,
    });
    await tx
      .update(accountDeletions)
      .set({ reactivatedAt: input.now, reactivatedBy: input.adminId, reactivationReason: input.reason })
      .where(eq(accountDeletions.id, row.id));
    await tx.update(profiles).set({ deactivatedAt: null, updatedAt: input.now }).where(eq(profiles.id, input.userId));
    if (row.previousVisibility)
      await tx
        .update(professionals)
        .set({ visibility: row.previousVisibility as "public", updatedAt: input.now })
        .where(eq(professionals.userId, input.userId));
    return { userId: input.userId, reactivatedAt: input.now };
  });
}

/**
 * Erasure after the grace period (D184, D185). The user row stays as a tombstone (no name, no e-mail, no
 * credentials) so that what must be kept for 7 years (audit rows, an employer's ratings) keeps a valid reference
 * without naming anyone:
 * - professional: the profile and everything attached to it (ratings received, employment records on employers'
 *   rosters, disputes, views, files) is deleted; employers' rosters keep nothing of the person;
 * - employer: ratings submitted stay, attributed to the business (employers row, company name) and no longer to
 *   the person who submitted them (`submitted_by` cleared);
 * - both: sessions, credentials, passkeys, second factors, notifications, exports and the profile's personal fields.
 */
export async function eraseDueAccounts(deps: { db: Db; storage: FileStorage }, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: accountDeletions.id, userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(deletionPending, lte(accountDeletions.eraseAfter, now)))
    .limit(100);
  for (const item of due) {
    const fileKeys: string[] = [];
    await deps.db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: accountDeletions.id })
        .from(accountDeletions)
        .where(and(eq(accountDeletions.id, item.id), deletionPending))
        .for("update");
      if (!still) return;
      fileKeys.push(...(await eraseInTx(tx, item.userId, now)));
      await tx.update(accountDeletions).set({ erasedAt: now }).where(eq(accountDeletions.id, item.id));
    });
    for (const key of fileKeys) await deps.storage.delete(key).catch(() => undefined);
  }
  return due.length;
}

async function eraseInTx(tx: Tx, userId: string, now: Date): Promise<string[]> {
  const keys: string[] = [];
  const [pro] = await tx
    .select({ id: professionals.id, resume: professionals.resumeUrl, photo: professionals.profilePicture })
    .from(professionals)
    .where(eq(professionals.userId, userId));
  if (pro) {
    if (pro.resume) keys.push(pro.resume);
    if (pro.photo && !/^https?:/.test(pro.photo)) keys.push(pro.photo);
    await tx.delete(professionals).where(eq(professionals.id, pro.id));
  }
  await tx.update(ratingAttributions).set({ submittedBy: null }).where(eq(ratingAttributions.submittedBy, userId));
  const exportRows = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ key: dataExports.storageKey });
  for (const r of exportRows) if (r.key) keys.push(r.key);
  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(passkey).where(eq(passkey.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx.execute(sql`DELETE FROM notifications WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM usage_tracking WHERE user_id = ${userId}`);
  await tx
    .update(profiles)
    .set({ fullName: null, avatarUrl: null, phone: null, companyWebsite: null, updatedAt: now })
    .where(eq(profiles.id, userId));
  await tx
    .update(user)
    .set({ name: "Deleted account", email: `erased-${userId}@erased.invalid`, image: null, updatedAt: now })
    .where(eq(user.id, userId));
  const [employer] = await tx.select({ id: employers.id }).from(employers).where(eq(employers.userId, userId));
  if (employer)
    await tx.update(employers).set({ companyWebsite: null, updatedAt: now }).where(eq(employers.id, employer.id));
  return keys;
}
