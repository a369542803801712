import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NOTIFICATION_PREFERENCES_ROUTES } from "../../../core/api/notification-preferences";
import { UNSUBSCRIBE_INVALID, UnsubscribeBody, UnsubscribeQuery } from "../../../core/contracts/notifications";
import { PREFERENCE_LABELS, ROSTER_INVITATIONS_LABEL } from "../../../core/notices";
import { verifyUnsubscribeToken } from "../../auth/unsubscribe-token";
import {
  isSuppressed,
  loadOrCreatePreferences,
  suppressAddress,
  unsubscribeTopic,
  updateNotificationPreferences,
} from "../../commands/update-notification-preferences";
import { declared } from "../../http/declared-route";
import { validationFailed } from "../../http/errors";
import { signedIn } from "../../http/route-tools";
import { readPreferences } from "../../queries/notification-preferences";

/**
 * /api/v1/notification-preferences (SPEC §7: read with insert-if-missing, update the six switches) and the
 * one-click unsubscribe (RFC 8058, D124): `POST /api/v1/unsubscribe?token=` is what a mail client posts
 * (`List-Unsubscribe=One-Click`, form-encoded, no cookies); the /unsubscribe page posts `{ token }` as JSON. A GET
 * only describes the token: a link scanner that follows it changes nothing.
 */
export async function notificationPreferenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, authSecret } = app.ctx;

  r.route({
    ...declared(NOTIFICATION_PREFERENCES_ROUTES.getNotificationPreferences),
    handler: async (request) => loadOrCreatePreferences(db, signedIn(request).userId),
  });

  r.route({
    ...declared(NOTIFICATION_PREFERENCES_ROUTES.putNotificationPreferences),
    handler: async (request) => updateNotificationPreferences(db, signedIn(request).userId, request.body),
  });

  const tokenOf = (token: string) => {
    const parsed = verifyUnsubscribeToken(authSecret, token);
    if (!parsed) throw validationFailed({ token: UNSUBSCRIBE_INVALID });
    return parsed;
  };

  r.route({
    ...declared(NOTIFICATION_PREFERENCES_ROUTES.getUnsubscribe),
    handler: async (request, reply) => {
      const target = tokenOf(request.query.token);
      reply.header("cache-control", "no-store");
      reply.header("referrer-policy", "no-referrer");
      if ("address" in target)
        return {
          topic: target.topic,
          label: ROSTER_INVITATIONS_LABEL.label,
          unsubscribed: await isSuppressed(db, target.address),
        };
      const prefs = await readPreferences(db, target.userId);
      return { topic: target.topic, label: PREFERENCE_LABELS[target.topic].label, unsubscribed: !prefs[target.topic] };
    },
  });

  // Mail clients post `List-Unsubscribe=One-Click` form-encoded (RFC 8058 §3.1); only this route reads that type.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  r.route({
    ...declared(NOTIFICATION_PREFERENCES_ROUTES.postUnsubscribe),
    handler: async (request, reply) => {
      const query = UnsubscribeQuery.safeParse(request.query);
      const body = UnsubscribeBody.safeParse(request.body);
      const token = body.success ? body.data.token : query.success ? query.data.token : null;
      if (!token) throw validationFailed({ token: UNSUBSCRIBE_INVALID });
      const target = tokenOf(token);
      reply.header("cache-control", "no-store");
      // An address with no account: no more roster invitations to it, from any employer (D212).
      if ("address" in target) {
        await suppressAddress(db, target.address);
        return { topic: target.topic, label: ROSTER_INVITATIONS_LABEL.label, unsubscribed: true };
      }
      await unsubscribeTopic(db, target.userId, target.topic);
      return { topic: target.topic, label: PREFERENCE_LABELS[target.topic].label, unsubscribed: true };
    },
  });
}
