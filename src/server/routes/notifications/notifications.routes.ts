import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  NotificationListQuery,
  NotificationListResponse,
  NotificationParams,
  NotificationUpdateResponse,
} from "../../../core/contracts/notifications";
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
} from "../../commands/update-notifications";
import { validationFailed } from "../../http/errors";
import { signedIn } from "../../http/route-tools";
import { presentNotification } from "../../presenters/notification";
import { decodeCursor, listNotifications, notificationCounts } from "../../queries/notifications";

const INVALID_CURSOR = "This page link is out of date. Reload the list.";

/**
 * /api/v1/notifications: the signed-in person's own in-app notifications (written by `commands/notify.ts`).
 * Every statement is scoped by the caller's user id; another person's notification answers 404 like a missing one.
 */
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    "/notifications",
    {
      config: { policy: "notifications:read" },
      schema: { querystring: NotificationListQuery, response: { 200: NotificationListResponse } },
    },
    async (request, reply) => {
      const { cursor, limit, filter } = request.query;
      const after = cursor ? decodeCursor(cursor) : null;
      if (cursor && !after) throw validationFailed({ cursor: INVALID_CURSOR });
      reply.header("cache-control", "private, no-store");
      const page = await listNotifications(db, signedIn(request).userId, { limit, filter, after });
      return { ...page, notifications: page.notifications.map(presentNotification) };
    },
  );

  const answer = async (userId: string, updated: number) => ({
    ok: true as const,
    updated,
    unreadCount: (await notificationCounts(db, userId)).unread,
  });

  r.post(
    "/notifications/read-all",
    { config: { policy: "notifications:update" }, schema: { response: { 200: NotificationUpdateResponse } } },
    async (request) => {
      const { userId } = signedIn(request);
      return answer(userId, await markAllNotificationsRead(db, userId));
    },
  );

  r.post(
    "/notifications/:id/read",
    {
      config: { policy: "notifications:update" },
      schema: { params: NotificationParams, response: { 200: NotificationUpdateResponse } },
    },
    async (request) => {
      const { userId } = signedIn(request);
      return answer(userId, await markNotificationRead(db, userId, request.params.id));
    },
  );

  r.delete(
    "/notifications/:id",
    {
      config: { policy: "notifications:update" },
      schema: { params: NotificationParams, response: { 200: NotificationUpdateResponse } },
    },
    async (request) => {
      const { userId } = signedIn(request);
      return answer(userId, await deleteNotification(db, userId, request.params.id));
    },
  );
}
