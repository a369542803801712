import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ADMIN_INVITATIONS_ROUTES } from "../../../core/api/admin-invitations";
import {
  AcceptInvitationInput,
  INVITATION_LIMITS,
  INVITATIONS,
  InviteAdminInput,
} from "../../../core/contracts/appeals";
import { clock } from "../../clock";
import {
  acceptAdminInvitation,
  inviteAdmin,
  previewAdminInvitation,
  revokeAdminInvitation,
} from "../../commands/admin-invitations";
import { declared, declaredAction } from "../../http/declared-route";
import { bodyOf, commandContext, signedIn } from "../../http/route-tools";
import { requestOrigin } from "../../kernel/audit";
import { presentAdminInvitation } from "../../presenters/admin-invitation";
import { listAdminInvitations } from "../../queries/admin-invitations";

/**
 * Administrator invitations (issue 34 §4a, D329–D330): administrators list, send and revoke them
 * (`admin:invitations`); the invitee opens and accepts the e-mailed link signed out (`admin-invitation:accept`: the
 * single-use token is the authority). Sending is throttled per administrator, the link's routes per address.
 */
export async function adminInvitationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db, config, throttle } = app.ctx;
  const linkRule = { max: 30, windowMs: 15 * 60_000 };

  r.route({
    ...declared(ADMIN_INVITATIONS_ROUTES.getAdminInvitations),
    handler: async () => {
      const now = clock.now();
      return { invitations: (await listAdminInvitations(db)).map((row) => presentAdminInvitation(row, now)) };
    },
  });

  r.route({
    ...declared(ADMIN_INVITATIONS_ROUTES.postAdminInvitations),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      const input = bodyOf(InviteAdminInput, request);
      // Counted once the input is readable: a typo does not spend the hour's invitations.
      await throttle.hit(`admin-invite:${actor.userId}`, {
        max: INVITATION_LIMITS.perAdminPerHour,
        windowMs: 3_600_000,
      });
      const now = clock.now();
      const created = await inviteAdmin(database, {
        actor,
        input,
        now,
        origin: requestOrigin(request),
        publicUrl: config.publicUrl,
      });
      const invitation = presentAdminInvitation(
        { ...created, invitedBy: null, createdAt: now, acceptedAt: null, revokedAt: null, revokedBy: null },
        now,
      );
      return reply.status(201).send({ invitation, message: INVITATIONS.sent(created.email) });
    },
  });

  r.route(
    declaredAction(ADMIN_INVITATIONS_ROUTES.postAdminInvitationsRevoke, INVITATIONS.revoked, (request) =>
      revokeAdminInvitation(database, { ...commandContext(request), invitationId: request.params.invitationId }),
    ),
  );

  r.route({
    ...declared(ADMIN_INVITATIONS_ROUTES.getAdminInvitationsOne),
    handler: async (request) => {
      await throttle.hit(`admin-invite-link:${request.ip}`, linkRule);
      const preview = await previewAdminInvitation(database, request.params.token, clock.now());
      return { email: preview.email, expiresAt: preview.expiresAt.toISOString() };
    },
  });

  r.route({
    ...declared(ADMIN_INVITATIONS_ROUTES.postAdminInvitationsAccept),
    handler: async (request, reply) => {
      await throttle.hit(`admin-invite-link:${request.ip}`, linkRule);
      const input = bodyOf(AcceptInvitationInput, request);
      await acceptAdminInvitation(database, {
        token: request.params.token,
        input,
        now: clock.now(),
        origin: requestOrigin(request),
      });
      return reply.status(201).send({ ok: true as const, message: INVITATIONS.accepted });
    },
  });
}
