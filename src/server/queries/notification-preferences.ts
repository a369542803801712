import { eq } from "drizzle-orm";
import type { NotificationPreferences } from "../../core/contracts/notifications";
import { DEFAULT_PREFERENCES } from "../../core/notices";
import type { DbOrTx } from "../db/client";
import { notificationPreferences } from "../db/schema";

const preferenceColumns = {
  emailNotifications: notificationPreferences.emailNotifications,
  newRating: notificationPreferences.newRating,
  disputeUpdates: notificationPreferences.disputeUpdates,
  verificationUpdates: notificationPreferences.verificationUpdates,
  subscriptionReminders: notificationPreferences.subscriptionReminders,
  marketingEmails: notificationPreferences.marketingEmails,
};

/** The person's saved switches; undefined when they never saved any. */
export async function storedPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences | undefined> {
  const [row] = await db
    .select(preferenceColumns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row;
}

/** The person's switches, or the SPEC §3 defaults when they never saved any (no write: used inside producers). */
export async function readPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  return (await storedPreferences(db, userId)) ?? { ...DEFAULT_PREFERENCES };
}
