import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PROFESSIONAL_DISPUTES_ROUTES } from "../../../core/api/professional-disputes";
import { APPEALS, ProfessionalAppealInput } from "../../../core/contracts/appeals";
import { DISPUTES, DisputeMessageFields, OpenDisputeFields } from "../../../core/contracts/disputes";
import { clock } from "../../clock";
import { addDisputeMessage } from "../../commands/answer-dispute";
import { fileDisputeAppeal } from "../../commands/dispute-appeals";
import { openDispute } from "../../commands/open-dispute";
import { withdrawDispute } from "../../commands/withdraw-dispute";
import { contentDisposition } from "../../http/content-disposition";
import { declared } from "../../http/declared-route";
import { readDisputeMessage, readPartyDisputeForm, registerDisputeMultipart } from "../../http/dispute-form";
import { readStoredFile, sendPrivateFile } from "../../http/private-file";
import { bodyOf, commandContext, signedIn } from "../../http/route-tools";
import { requestOrigin } from "../../kernel/audit";
import { presentDisputeDetail, presentDisputeSummary, presentOwnRating } from "../../presenters/dispute";
import { listOwnDisputes, loadOwnDispute, loadOwnEvidence } from "../../queries/professional-disputes";
import { listOwnRatings, ownProfessionalIdOrThrow } from "../../queries/professional-ratings";

/** How many of these forms one account may send an hour. */
const OPEN_LIMIT = { kind: "dispute-open", perHour: 20 };
const MESSAGE_LIMIT = { kind: "dispute-message", perHour: 60 };

/**
 * /api/v1/professional/ratings and /professional/disputes/*: the filing side of disputes (issue 7 §5). Every route
 * works on the caller's own profile only; another profile's rating or dispute is "not found". Nothing here can
 * publish text on a rating: dispute statements and messages are private to the professional and the reviewers.
 */
export async function professionalDisputeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db } = app.ctx;
  const storage = app.ctx.storage;
  await registerDisputeMultipart(app);

  r.route({
    ...declared(PROFESSIONAL_DISPUTES_ROUTES.getProfessionalRatings),
    handler: async (request) => {
      const professionalId = await ownProfessionalIdOrThrow(db, signedIn(request).userId);
      return { ratings: (await listOwnRatings(db, professionalId, clock.now())).map(presentOwnRating) };
    },
  });

  r.route({
    ...declared(PROFESSIONAL_DISPUTES_ROUTES.getProfessionalDisputes),
    handler: async (request) => {
      const professionalId = await ownProfessionalIdOrThrow(db, signedIn(request).userId);
      return { disputes: (await listOwnDisputes(db, professionalId)).map(presentDisputeSummary) };
    },
  });

  r.route({
    ...declared(PROFESSIONAL_DISPUTES_ROUTES.postProfessionalDisputes),
    handler: async (request, reply) => {
      const { actor, fields: input, files } = await readPartyDisputeForm(request, OPEN_LIMIT, OpenDisputeFields);
      const dispute = await openDispute(database, storage, {
        actor,
        input,
        files,
        now: clock.now(),
        origin: requestOrigin(request),
        publicUrl: app.ctx.config.publicUrl,
      });
      return reply.status(201).send({ dispute: presentDisputeDetail(dispute, clock.now()), message: DISPUTES.opened });
    },
  });

  r.route({
    ...declared(PROFESSIONAL_DISPUTES_ROUTES.getProfessionalDisputesOne),
    handler: async (request) => {
      const actor = signedIn(request);
      const professionalId = await ownProfessionalIdOrThrow(db, actor.userId);
      return presentDisputeDetail(
        await loadOwnDispute(db, { professionalId, userId: actor.userId, disputeId: request.params.disputeId }),
        clock.now(),
      );
    },
  });

  r.route({
    ...declared(PROFESSIONAL_DISPUTES_ROUTES.getProfessionalDisputesEvidenceOne),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      const professionalId = await ownProfessionalIdOrThrow(db, actor.userId);
      const file = await loadOwnEvidence(db, { professionalId, userId: actor.userId, ...request.params });
      const stored = await readStoredFile(storage, file, DISPUTES.evidenceNotFound);
      return sendPrivateFile(reply, stored.file.contentType, contentDisposition(stored.file.fileName), stored.data);
    },
  });

  r.route({
    ...declared(PROFESSIONAL_DISPUTES_ROUTES.postProfessionalDisputesMessages),
    handler: async (request, reply) => {
      const message = await readDisputeMessage(request, request.params.disputeId, MESSAGE_LIMIT, DisputeMessageFields);
      const result = await addDisputeMessage(database, storage, message);
      return reply.status(201).send({
        dispute: presentDisputeDetail(result.dispute, clock.now()),
        message: result.answered ? DISPUTES.answerSent : DISPUTES.messageSent,
      });
    },
  });

  // The professional's appeal of a dismissal (issue 34 §3, D326): once, within 30 days, with a reason.
  r.route({
    ...declared(PROFESSIONAL_DISPUTES_ROUTES.postProfessionalDisputesAppeal),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      await app.ctx.throttle.hit(`dispute-appeal:${actor.userId}`, { max: 20, windowMs: 3_600_000 });
      const input = bodyOf(ProfessionalAppealInput, request);
      const now = clock.now();
      await fileDisputeAppeal(database, {
        actor,
        disputeId: request.params.disputeId,
        input,
        now,
        origin: requestOrigin(request),
        publicUrl: app.ctx.config.publicUrl,
      });
      const professionalId = await ownProfessionalIdOrThrow(db, actor.userId);
      const dispute = await loadOwnDispute(db, {
        professionalId,
        userId: actor.userId,
        disputeId: request.params.disputeId,
      });
      return reply.status(201).send({ dispute: presentDisputeDetail(dispute, now), message: APPEALS.filed });
    },
  });

  r.route({
    ...declared(PROFESSIONAL_DISPUTES_ROUTES.postProfessionalDisputesWithdraw),
    handler: async (request) => {
      const dispute = await withdrawDispute(database, {
        ...commandContext(request),
        disputeId: request.params.disputeId,
        publicUrl: app.ctx.config.publicUrl,
      });
      return { dispute: presentDisputeDetail(dispute, clock.now()), message: DISPUTES.withdrawn };
    },
  });
}
