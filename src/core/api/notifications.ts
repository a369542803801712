import {
  NotificationListQuery,
  NotificationListResponse,
  NotificationParams,
  NotificationUpdateResponse,
} from "../contracts/notifications";
import { route } from "./declare";

/** The routes of `src/server/routes/notifications/notifications.routes.ts` (D0374). */
export const NOTIFICATIONS_ROUTES = {
  getNotifications: route({
    method: "GET",
    path: "/notifications",
    policy: "notifications:read",
    query: NotificationListQuery,
    response: { 200: NotificationListResponse },
  }),
  postNotificationsReadAll: route({
    method: "POST",
    path: "/notifications/read-all",
    policy: "notifications:update",
    response: { 200: NotificationUpdateResponse },
  }),
  postNotificationsRead: route({
    method: "POST",
    path: "/notifications/:id/read",
    policy: "notifications:update",
    params: NotificationParams,
    response: { 200: NotificationUpdateResponse },
  }),
  deleteNotificationsOne: route({
    method: "DELETE",
    path: "/notifications/:id",
    policy: "notifications:update",
    params: NotificationParams,
    response: { 200: NotificationUpdateResponse },
  }),
};
