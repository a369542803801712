import { z } from "zod";
import { instant } from "./instant";
import { uuidParams } from "./path-params";

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
  createdAt: instant,
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

export const NotificationParams = uuidParams("id");

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

/** The six switches of SPEC §3 notification_preferences, as the API sends and takes them. */
export const NotificationPreferences = z.strictObject({
  emailNotifications: z.boolean(),
  newRating: z.boolean(),
  disputeUpdates: z.boolean(),
  verificationUpdates: z.boolean(),
  subscriptionReminders: z.boolean(),
  marketingEmails: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** A signed one-click unsubscribe token (D124): base64url payload, a dot, base64url HMAC. */
export const UnsubscribeToken = z
  .string()
  .min(10)
  .max(400)
  .regex(/^[\w-]+\.[\w-]+$/);
export const UnsubscribeQuery = z.strictObject({ token: UnsubscribeToken });
export const UnsubscribeBody = z.strictObject({ token: UnsubscribeToken });
/** What a valid token is for: which e-mails it stops. Names no one. */
export const UnsubscribeView = z.object({
  topic: z.enum([
    "newRating",
    "disputeUpdates",
    "verificationUpdates",
    "subscriptionReminders",
    "marketingEmails",
    "rosterInvitations",
  ]),
  label: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeView = z.infer<typeof UnsubscribeView>;
export const UNSUBSCRIBE_INVALID =
  "This unsubscribe link is not valid. Change your e-mail settings on the preferences page instead.";

/** Live stream (GET /api/v1/notifications/stream): server-sent event names. */
export const STREAM_EVENTS = { notification: "notification", changed: "changed", ready: "ready" } as const;
/** The `changed` event's data: something was read or deleted; refetch. */
export const StreamChanged = z.object({ unreadCount: z.number().int() });
