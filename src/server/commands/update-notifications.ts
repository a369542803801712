import { and, eq } from "drizzle-orm";
import { NOT_FOUND_NOTIFICATION } from "../../core/contracts/notifications";
import type { Db } from "../db/client";
import { notifications } from "../db/schema";
import { missing } from "../kernel/domain-errors";

/**
 * Changes to the caller's own notifications. Each is one statement scoped by `user_id`, so someone else's id
 * behaves exactly like an unknown one (404) and reveals nothing.
 */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw missing(NOT_FOUND_NOTIFICATION);
  return rows.length;
}

export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw missing(NOT_FOUND_NOTIFICATION);
  return rows.length;
}
