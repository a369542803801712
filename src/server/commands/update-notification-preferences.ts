import { eq, sql } from "drizzle-orm";
import type { NotificationPreferences } from "../../core/contracts/notifications";
import { NOTICE_TOPICS, type UnsubscribeTopic } from "../../core/notices";
import type { Db, DbOrTx } from "../db/client";
import { mailSuppressions, notificationPreferences } from "../db/schema";
import { storedPreferences } from "../queries/notification-preferences";

/**
 * Saves the six switches (SPEC §7). The master-switch rule holds on the server too (SPEC §4, D122): while the
 * e-mail master switch is off, the four type switches are disabled, so values sent for them are ignored and the
 * stored ones kept (like a disabled form field, which a browser does not submit); marketing stays independent.
 */
export async function updateNotificationPreferences(
  db: Db,
  userId: string,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const current = await loadOrCreatePreferences(tx, userId);
    const next: NotificationPreferences = { ...input };
    if (!input.emailNotifications) for (const topic of NOTICE_TOPICS) next[topic] = current[topic];
    await tx
      .update(notificationPreferences)
      .set({ ...next, updatedAt: sql`now()` })
      .where(sql`${notificationPreferences.userId} = ${userId}`);
    return next;
  });
}

/** One-click unsubscribe: turns one topic's e-mail off (idempotent; the row is created if missing). */
export async function unsubscribeTopic(db: Db, userId: string, topic: UnsubscribeTopic): Promise<void> {
  await db.transaction(async (tx) => {
    await loadOrCreatePreferences(tx, userId);
    await tx
      .update(notificationPreferences)
      .set({ [topic]: false, updatedAt: sql`now()` })
      .where(sql`${notificationPreferences.userId} = ${userId}`);
  });
}

/** One-click unsubscribe from roster invitations for an address with no account (D212): idempotent. */
export async function suppressAddress(db: Db, address: string): Promise<void> {
  await db.insert(mailSuppressions).values({ address: address.trim().toLowerCase() }).onConflictDoNothing();
}

export async function isSuppressed(db: Db, address: string): Promise<boolean> {
  const rows = await db
    .select({ address: mailSuppressions.address })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.address, address.trim().toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/**
 * SPEC §7: read the row; if it is missing, insert one with the defaults and read again. `ON CONFLICT DO NOTHING`
 * makes two first reads at once (two tabs) both succeed with one row. A command, not a query: it may write.
 */
export async function loadOrCreatePreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const stored = await storedPreferences(db, userId);
  if (stored) return stored;
  await db.insert(notificationPreferences).values({ userId }).onConflictDoNothing();
  return (await storedPreferences(db, userId))!;
}
