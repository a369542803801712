/** A notification row as queries/notifications.ts reads it. */
export interface NotificationRecord {
  id: string;
  title: string;
  message: string;
  link: string | null;
  read: boolean;
  createdAt: Date;
}
