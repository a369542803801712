import { eq } from "drizzle-orm";
import type { NotificationPreferences } from "../../core/contracts/notifications";
import { DEFAULT_PREFERENCES } from "../../core/notices";
import type { DbOrTx } from "../db/client";
import { notificationPreferences } from "../db/schema";

const columns = {
  emailNotifications: notificationPreferences.emailNotifications,
  newRating: notificationPreferences.newRating,
  disputeUpdates: notificationPreferences.disputeUpdates,
  verificationUpdates: notificationPreferences.verificationUpdates,
  subscriptionReminders: notificationPreferences.subscriptionReminders,
  marketingEmails: notificationPreferences.marketingEmails,
};

/** The person's switches, or the SPEC §3 defaults when they never saved any (no write: used inside producers). */
export async function readPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select(columns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row ?? { ...DEFAULT_PREFERENCES };
}

/**
 * SPEC §7: read the row; if it is missing, insert one with the defaults and read again. `ON CONFLICT DO NOTHING`
 * makes two first reads at once (two tabs) both succeed with one row.
 */
export async function loadOrCreatePreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select(columns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  if (row) return row;
  await db.insert(notificationPreferences).values({ userId }).onConflictDoNothing();
  const [created] = await db
    .select(columns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return created!;
}
