import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NOTIFICATIONS_ROUTES } from "../../../core/api/notifications";
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
} from "../../commands/update-notifications";
import { declared } from "../../http/declared-route";
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

  r.route({
    ...declared(NOTIFICATIONS_ROUTES.getNotifications),
    handler: async (request, reply) => {
      const { cursor, limit, filter } = request.query;
      const after = cursor ? decodeCursor(cursor) : null;
      if (cursor && !after) throw validationFailed({ cursor: INVALID_CURSOR });
      reply.header("cache-control", "private, no-store");
      const page = await listNotifications(db, signedIn(request).userId, { limit, filter, after });
      return { ...page, notifications: page.notifications.map(presentNotification) };
    },
  });

  const answer = async (userId: string, updated: number) => ({
    ok: true as const,
    updated,
    unreadCount: (await notificationCounts(db, userId)).unread,
  });

  r.route({
    ...declared(NOTIFICATIONS_ROUTES.postNotificationsReadAll),
    handler: async (request) => {
      const { userId } = signedIn(request);
      return answer(userId, await markAllNotificationsRead(db, userId));
    },
  });

  r.route({
    ...declared(NOTIFICATIONS_ROUTES.postNotificationsRead),
    handler: async (request) => {
      const { userId } = signedIn(request);
      return answer(userId, await markNotificationRead(db, userId, request.params.id));
    },
  });

  r.route({
    ...declared(NOTIFICATIONS_ROUTES.deleteNotificationsOne),
    handler: async (request) => {
      const { userId } = signedIn(request);
      return answer(userId, await deleteNotification(db, userId, request.params.id));
    },
  });
}
