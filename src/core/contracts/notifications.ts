import { z } from "zod";

/** SPEC §9: notifications are fetched 50 at a time; the bell dropdown shows 5. */
export const NOTIFICATIONS_MAX_PAGE = 50;
export const NOTIFICATIONS_DROPDOWN = 5;
/** The bell polls every 60 s while signed in (SPEC §9: "Subscription poll 60 s", same cadence). */
export const NOTIFICATIONS_POLL_MS = 60_000;

export const NOTIFICATION_FILTERS = ["all", "unread", "read"] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** One in-app notification as its owner sees it (SPEC §3 notifications: id, title, message, link, read, created_at). */
export const NotificationView = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  /** An in-app path, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof NotificationView>;

/** An opaque keyset cursor: the position after the last item of the previous page. */
export const NotificationCursor = z
  .string()
  .max(200)
  .regex(/^[\w-]+$/);

export const NotificationListQuery = z.strictObject({
  cursor: NotificationCursor.optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE).default(20),
  filter: z.enum(NOTIFICATION_FILTERS).default("all"),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationCounts = z.object({
  all: z.number().int(),
  unread: z.number().int(),
  read: z.number().int(),
});
export type NotificationCounts = z.infer<typeof NotificationCounts>;

/** GET /api/v1/notifications: newest first, the caller's own only. */
export const NotificationListResponse = z.object({
  notifications: z.array(NotificationView),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
  counts: NotificationCounts,
});
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

export const NotificationParams = z.strictObject({ id: z.uuid() });

/** Answer of mark-read, mark-all-read and delete: what the badge should show now. */
export const NotificationUpdateResponse = z.object({
  ok: z.literal(true),
  /** Rows changed (0 when mark-all found nothing unread). */
  updated: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationUpdateResponse = z.infer<typeof NotificationUpdateResponse>;

/** Someone else's notification and a missing one answer the same. */
export const NOT_FOUND_NOTIFICATION = "We could not find that notification.";
