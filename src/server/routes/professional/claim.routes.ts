import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PROFESSIONAL_CLAIM_ROUTES } from "../../../core/api/professional-claim";
import { ClaimRequestFields } from "../../../core/contracts/professional";
import { CLAIM, GENERIC_ERRORS } from "../../../core/messages";
import { clock } from "../../clock";
import { acceptInvitation, previewInvitation } from "../../commands/claim-invitations";
import { createOwnProfile } from "../../commands/claim-own-profile";
import { MAX_CLAIM_DOCUMENT_BYTES, submitClaimRequest, withdrawClaimRequest } from "../../commands/claim-requests";
import { declared, declaredAction } from "../../http/declared-route";
import { validationFailed } from "../../http/errors";
import { readFieldsAndDocument } from "../../http/multipart";
import { bodyOf, commandContext, parsedOrThrow, signedIn } from "../../http/route-tools";
import { requestOrigin } from "../../kernel/audit";
import { presentClaimRequestForRequester } from "../../presenters/claim-request";
import { listMyClaimRequests } from "../../queries/claim-requests";

/** /api/v1/claim/*: invitations (preview, accept), requests with evidence, and a new profile of one's own. */
export async function claimRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db, config } = app.ctx;
  const storage = app.ctx.storage;
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_CLAIM_DOCUMENT_BYTES, files: 1, fields: 6, fieldSize: 2000, parts: 7 },
  });

  r.route({
    ...declared(PROFESSIONAL_CLAIM_ROUTES.getClaimInvitationsOne),
    handler: async (request) => {
      await app.ctx.throttle.hit(`claim-invite-preview:${request.ip}`, { max: 60, windowMs: 600_000 });
      return previewInvitation(database, request.params.token, clock.now());
    },
  });

  r.route({
    ...declared(PROFESSIONAL_CLAIM_ROUTES.postClaimInvitationsAccept),
    handler: async (request) => {
      const actor = signedIn(request);
      await app.ctx.throttle.hit(`claim-invite-accept:${actor.userId}`, { max: 30, windowMs: 600_000 });
      const { professionalId } = await acceptInvitation(database, {
        actor,
        token: request.params.token,
        now: clock.now(),
        publicUrl: config.publicUrl,
        origin: requestOrigin(request),
      });
      return { ok: true as const, message: CLAIM.claimedViaInvitation, professionalId };
    },
  });

  r.route({
    ...declared(PROFESSIONAL_CLAIM_ROUTES.getClaimRequestsMine),
    handler: async (request) => {
      const mine = await listMyClaimRequests(db, signedIn(request).userId);
      return { ownedProfile: mine.ownedProfile, requests: mine.requests.map(presentClaimRequestForRequester) };
    },
  });

  r.route({
    ...declared(PROFESSIONAL_CLAIM_ROUTES.postClaimRequests),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      let fields: ClaimRequestFields;
      let document: Buffer | null = null;
      if (request.isMultipart()) {
        const parsed = await readFieldsAndDocument(request, {
          tooLarge: { document: CLAIM.documentTooLarge },
          limitExceeded: { _: GENERIC_ERRORS.validation },
        });
        // A file with another method (the dialog once defaulted to work e-mail) would be dropped without a word.
        if (parsed.document && parsed.fields.method !== "document")
          throw validationFailed({ document: CLAIM.documentNeedsMethod });
        fields = parsedOrThrow(ClaimRequestFields, parsed.fields);
        document = parsed.document;
      } else {
        fields = bodyOf(ClaimRequestFields, request);
      }
      // Counted once a submission is well-formed: it bounds how fast one account can refill the review queue.
      await app.ctx.throttle.hit(`claim-request:${actor.userId}`, { max: 20, windowMs: 3_600_000 });
      const { id } = await submitClaimRequest(database, storage, {
        actor,
        fields,
        document,
        now: clock.now(),
        origin: requestOrigin(request),
      });
      return reply.status(201).send({ ok: true as const, message: CLAIM.requestSubmitted, id });
    },
  });

  r.route(
    declaredAction(PROFESSIONAL_CLAIM_ROUTES.postClaimRequestsWithdraw, CLAIM.requestWithdrawn, (request) =>
      withdrawClaimRequest(database, { ...commandContext(request), requestId: request.params.requestId }),
    ),
  );

  r.route({
    ...declared(PROFESSIONAL_CLAIM_ROUTES.postClaimOwnProfile),
    handler: async (request, reply) => {
      const { professionalId } = await createOwnProfile(database, {
        ...commandContext(request),
        input: request.body,
      });
      return reply.status(201).send({ ok: true as const, message: CLAIM.profileCreated, professionalId });
    },
  });
}
