import { z } from "zod";
import { NotificationCursor } from "../contracts/notifications";
import { route } from "./declare";

export const StreamQuery = z.strictObject({ after: NotificationCursor.optional() });

/** The routes of `src/server/routes/notifications/notification-stream.routes.ts` (D0374). */
export const NOTIFICATION_STREAM_ROUTES = {
  getNotificationsStream: route({
    method: "GET",
    path: "/notifications/stream",
    policy: "notifications:read",
    query: StreamQuery,
  }),
};
