import type { NotificationView } from "../../core/contracts/notifications";
import type { NotificationRecord } from "../records/notification";

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
