import type { NotificationView } from "../../core/contracts/notifications";

/** A notification row as queries/notifications.ts reads it. */
export interface NotificationRecord {
  id: string;
  title: string;
  message: string;
  link: string | null;
  read: boolean;
  createdAt: Date;
}

/** The signed-in person's own notification (GET /api/v1/notifications). */
export function presentNotification(row: NotificationRecord): NotificationView {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}
