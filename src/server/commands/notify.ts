import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { notificationPreferences, notifications } from "../db/schema";

/** Which preference switch (SPEC §3 notification_preferences) governs a notification. */
export type NotificationTopic = "new_rating" | "dispute_updates" | "verification_updates" | "subscription_reminders";

const SWITCH = {
  new_rating: "newRating",
  dispute_updates: "disputeUpdates",
  verification_updates: "verificationUpdates",
  subscription_reminders: "subscriptionReminders",
} as const;

export interface NotificationInput {
  userId: string;
  topic: NotificationTopic;
  title: string;
  message: string;
  /** An in-app path ("/dashboard/professional/disputes"), never an absolute URL. */
  link?: string;
  at?: Date;
}

/**
 * Writes an in-app notification inside the caller's transaction, unless the user switched that topic off.
 * Notifications must never name the employer behind a rating: callers pass neutral wording.
 * Returns whether one was written. E-mail stays the caller's choice (enqueueMail), so both land atomically.
 */
export async function notify(tx: Tx, input: NotificationInput): Promise<boolean> {
  const [prefs] = await tx
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, input.userId))
    .limit(1);
  if (prefs && prefs[SWITCH[input.topic]] === false) return false;
  await tx.insert(notifications).values({
    userId: input.userId,
    title: input.title,
    message: input.message,
    link: input.link ?? null,
    ...(input.at ? { createdAt: input.at } : {}),
  });
  return true;
}
