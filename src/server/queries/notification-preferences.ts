import { eq } from "drizzle-orm";
import type { NotificationPreferences } from "../../core/contracts/notifications";
import { DEFAULT_PREFERENCES } from "../../core/notices";
import type { DbOrTx } from "../db/client";
import { notificationPreferences } from "../db/schema";

export const preferenceColumns = {
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
    .select(preferenceColumns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row ?? { ...DEFAULT_PREFERENCES };
}
