import {
  NotificationPreferences,
  UnsubscribeBody,
  UnsubscribeQuery,
  UnsubscribeView,
} from "../contracts/notifications";
import { route } from "./declare";

/** The routes of `src/server/routes/notifications/notification-preferences.routes.ts` (D0374). */
export const NOTIFICATION_PREFERENCES_ROUTES = {
  getNotificationPreferences: route({
    method: "GET",
    path: "/notification-preferences",
    policy: "notifications:read",
    response: { 200: NotificationPreferences },
  }),
  putNotificationPreferences: route({
    method: "PUT",
    path: "/notification-preferences",
    policy: "notifications:update",
    body: NotificationPreferences,
    response: { 200: NotificationPreferences },
  }),
  getUnsubscribe: route({
    method: "GET",
    path: "/unsubscribe",
    policy: "notifications:unsubscribe",
    query: UnsubscribeQuery,
    response: { 200: UnsubscribeView },
  }),
  postUnsubscribe: route({
    method: "POST",
    path: "/unsubscribe",
    policy: "notifications:unsubscribe",
    // The token comes in the body (the app, mail clients' one-click form) or the query; the handler reads either.
    query: UnsubscribeQuery,
    body: UnsubscribeBody,
    parsedBy: "handler",
    response: { 200: UnsubscribeView },
  }),
};
