import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NOTIFICATION_STREAM_ROUTES } from "../../../core/api/notification-stream";
import { NotificationCursor, STREAM_EVENTS } from "../../../core/contracts/notifications";
import { declared } from "../../http/declared-route";
import { signedIn } from "../../http/route-tools";
import { presentNotification } from "../../presenters/notification";
import {
  decodeCursor,
  findOwnNotification,
  notificationCounts,
  notificationsAfter,
  type Position,
  type PositionedNotification,
} from "../../queries/notifications";
import { sessionValidUntil } from "../../queries/session-state";
import type { HubEvent } from "../../realtime/notification-hub";

/** A comment line every 25 s keeps proxies from closing an idle stream, and re-checks the session. */
export const STREAM_HEARTBEAT_MS = 25_000;
/** How many missed notifications a reconnecting stream replays at most (the list refetch covers the rest). */
const CATCH_UP_LIMIT = 50;

const later = (a: Position, b: Position) =>
  BigInt(a.micros) > BigInt(b.micros) || (a.micros === b.micros && a.id > b.id);

/**
 * GET /api/v1/notifications/stream: server-sent events for the signed-in person (D121, D125).
 * - `ready` once listening (data: unread count); then `notification` for each new one (id: its keyset cursor, data:
 *   the owner's view) and `changed` when any were read or deleted (data: unread count), from any tab or instance.
 * - A reconnect names the last event it saw (`Last-Event-ID`, or `?after=` for the client's own back-off loop)
 *   and first receives what it missed, oldest first, each once.
 * - Ends with the session, at once: signed out or revoked, the account deactivated (both announced through the
 *   hub on every instance), or expired (a timer at the session's expiry); `end` is sent, then the stream closes.
 *   Ends when the server shuts down (the hub closes every stream before the server stops).
 */
export async function notificationStreamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, notificationHub: hub } = app.ctx;

  r.route({
    ...declared(NOTIFICATION_STREAM_ROUTES.getNotificationsStream),
    handler: async (request, reply) => {
      const { userId } = signedIn(request);
      const sessionId = request.sessionId;
      const lastEventId = request.headers["last-event-id"];
      const resumeFrom =
        typeof lastEventId === "string" && NotificationCursor.safeParse(lastEventId).success
          ? lastEventId
          : request.query.after;
      let position: Position | null = resumeFrom ? decodeCursor(resumeFrom) : null;
      await hub.start();

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "x-accel-buffering": "no",
        connection: "keep-alive",
        "x-request-id": request.id,
      });
      res.flushHeaders();

      let open = true;
      const sent = new Set<string>();
      const write = (chunk: string) => {
        if (open) res.write(chunk);
      };
      const sendEvent = (event: string, data: unknown, id?: string) =>
        write(`${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const sendNotification = (n: PositionedNotification) => {
        if (sent.has(n.id)) return;
        sent.add(n.id);
        if (sent.size > 1000) sent.delete(sent.values().next().value as string);
        sendEvent(STREAM_EVENTS.notification, presentNotification(n), n.cursor);
        const at = decodeCursor(n.cursor);
        if (at && (!position || later(at, position))) position = at;
      };
      const sendCounts = async (event: string) =>
        sendEvent(event, { unreadCount: (await notificationCounts(db, userId)).unread });
      const catchUp = async () => {
        if (!position) return;
        for (const n of await notificationsAfter(db, userId, position, CATCH_UP_LIMIT)) sendNotification(n);
      };

      // One event at a time, in order: each step waits for the one before.
      let queue: Promise<void> = Promise.resolve();
      const enqueue = (step: () => Promise<void>) => {
        queue = queue.then(step).catch((err: unknown) => {
          request.log.warn({ err }, "notification stream step failed; closing it");
          finish();
        });
      };
      const onHub = (event: HubEvent) => {
        if (event.op === "close") return finish();
        if (event.op === "session_change") {
          if (event.sessionId === sessionId) enqueue(async () => void (await checkSession()));
          return;
        }
        if (event.op === "session_end" || event.op === "account_end") {
          if (event.op === "session_end" && event.sessionId !== sessionId) return;
          sendEvent("end", { reason: "session" });
          return finish();
        }
        enqueue(async () => {
          if (!open) return;
          if (event.op === "insert") {
            const n = await findOwnNotification(db, userId, event.id);
            if (n) sendNotification(n);
            await sendCounts(STREAM_EVENTS.changed);
          } else if (event.op === "change") await sendCounts(STREAM_EVENTS.changed);
          else {
            await catchUp();
            await sendCounts(STREAM_EVENTS.changed);
          }
        });
      };
      const unsubscribe = hub.subscribe(userId, onHub);
      // The session's end: signed out or revoked (its row's deletion, announced by the hub), the account
      // deactivated (announced too), or its expiry, for which a timer is armed at the session's own expiresAt and
      // re-armed when the session was extended meanwhile (D213). The heartbeat re-checks as a fallback.
      let expiry: NodeJS.Timeout | undefined;
      const checkSession = async () => {
        if (!open || !sessionId) return true;
        const until = await sessionValidUntil(db, sessionId);
        if (!until) {
          sendEvent("end", { reason: "session" });
          finish();
          return false;
        }
        clearTimeout(expiry);
        // setTimeout holds at most ~24.8 days; a later expiry is re-checked when this fires.
        const wait = Math.min(Math.max(until.getTime() - Date.now(), 0) + 50, 2 ** 31 - 1);
        expiry = setTimeout(() => enqueue(async () => void (await checkSession())), wait);
        expiry.unref();
        return true;
      };
      const heartbeat = setInterval(() => {
        enqueue(async () => {
          if (!open) return;
          if (await checkSession()) write(": ping\n\n");
        });
      }, STREAM_HEARTBEAT_MS);
      heartbeat.unref();
      function finish() {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        res.end();
      }
      request.raw.on("close", finish);
      res.on("error", finish);

      // Subscribed before reading, so nothing committed from here on is missed; `sent` drops a repeat.
      write("retry: 2000\n\n");
      enqueue(async () => {
        if (!(await checkSession())) return;
        await catchUp();
        await sendCounts(STREAM_EVENTS.ready);
      });
    },
  });
}
