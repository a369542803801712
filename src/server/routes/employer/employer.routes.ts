import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EMPLOYER_ROUTES } from "../../../core/api/employer";
import { EMAIL_VERIFICATION, EMPLOYER, GENERIC_ERRORS } from "../../../core/messages";
import { clock } from "../../clock";
import { deleteRating } from "../../commands/delete-rating";
import { editRating } from "../../commands/edit-rating";
import { submitRating } from "../../commands/submit-rating";
import {
  MAX_DOCUMENT_BYTES,
  requestEinVerification,
  requestStateRegistration,
} from "../../commands/verification-requests";
import { confirmBusinessEmail, startBusinessEmailVerification } from "../../commands/verify-business-email";
import { declared, declaredAction } from "../../http/declared-route";
import { AppError } from "../../http/errors";
import { readFieldsAndDocument } from "../../http/multipart";
import { commandContext, signedIn } from "../../http/route-tools";
import { requestOrigin } from "../../kernel/audit";
import { presentEmployerOverview } from "../../presenters/employer-overview";
import { presentRatingForAuthor } from "../../presenters/rating";
import { loadEmployerAnalytics } from "../../queries/employer-analytics";
import { loadEmployerOverview } from "../../queries/employer-overview";
import { unsafeLoadRatingOfEmployer, unsafePageRatingsOfEmployer } from "../../queries/employer-rating-history";
import { employerIdOf } from "../../queries/employer-workspace";

/** /api/v1/employer/*: ratings (submit, history, edit, delete), verification, and the workspace overview. */
export async function employerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db, config } = app.ctx;
  const storage = app.ctx.storage;
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });

  r.route({
    ...declared(EMPLOYER_ROUTES.getEmployerOverview),
    handler: async (request) => {
      const now = clock.now();
      const record = await app.ctx.reads.run(request, (database) =>
        loadEmployerOverview(database.db, signedIn(request), now),
      );
      return presentEmployerOverview(record, now);
    },
  });

  r.route({
    ...declared(EMPLOYER_ROUTES.getEmployerAnalytics),
    handler: async (request) =>
      app.ctx.reads.run(request, (database) => loadEmployerAnalytics(database.db, signedIn(request), clock.now())),
  });

  r.route({
    ...declared(EMPLOYER_ROUTES.getEmployerRatings),
    handler: async (request) => {
      const now = clock.now();
      const employerId = await employerIdOf(db, signedIn(request).userId);
      const history = await unsafePageRatingsOfEmployer(db, employerId, request.query.page);
      return {
        ...history,
        ratings: history.ratings.map((r) => presentRatingForAuthor(r.rating, r.professional, now)),
        now: now.toISOString(),
      };
    },
  });

  r.route({
    ...declared(EMPLOYER_ROUTES.getEmployerRatingsOne),
    handler: async (request) => {
      const now = clock.now();
      const employerId = await employerIdOf(db, signedIn(request).userId);
      const own = await unsafeLoadRatingOfEmployer(db, employerId, request.params.ratingId);
      return { rating: presentRatingForAuthor(own.rating, own.professional, now), now: now.toISOString() };
    },
  });

  r.route({
    ...declared(EMPLOYER_ROUTES.postEmployerRatings),
    handler: async (request, reply) => {
      const now = clock.now();
      const written = await submitRating(database, {
        actor: signedIn(request),
        input: request.body,
        now,
        origin: requestOrigin(request),
      });
      const rating = presentRatingForAuthor(written.rating, written.professional, now);
      return reply.status(201).send({ rating, message: EMPLOYER.ratingSubmitted });
    },
  });

  r.route({
    ...declared(EMPLOYER_ROUTES.patchEmployerRatingsOne),
    handler: async (request) => {
      const now = clock.now();
      const edited = await editRating(database, {
        actor: signedIn(request),
        ratingId: request.params.ratingId,
        input: request.body,
        now,
        origin: requestOrigin(request),
      });
      return {
        rating: presentRatingForAuthor(edited.rating, edited.professional, now),
        message: EMPLOYER.ratingUpdated,
      };
    },
  });

  r.route(
    declaredAction(EMPLOYER_ROUTES.deleteEmployerRatingsOne, EMPLOYER.ratingDeleted, (request) =>
      deleteRating(database, { ...commandContext(request), ratingId: request.params.ratingId }),
    ),
  );

  r.route({
    ...declared(EMPLOYER_ROUTES.postEmployerVerificationEmail),
    handler: async (request) => {
      const actor = signedIn(request);
      const body = request.body;
      await app.ctx.throttle.hit(`employer-email:${actor.userId}`, { max: 5, windowMs: 3_600_000 });
      const { address } = await startBusinessEmailVerification(database, {
        actor,
        address: body.address,
        now: clock.now(),
        publicUrl: config.publicUrl,
        origin: requestOrigin(request),
      });
      return { ok: true as const, message: EMPLOYER.verificationEmailSent(address) };
    },
  });

  r.route({
    ...declared(EMPLOYER_ROUTES.postEmployerVerificationEmailConfirm),
    handler: async (request) => {
      await app.ctx.throttle.hit(`employer-email-confirm:${request.ip}`, { max: 30, windowMs: 600_000 });
      await confirmBusinessEmail(database, {
        token: request.body.token,
        now: clock.now(),
        origin: requestOrigin(request),
      });
      return { ok: true as const, message: EMAIL_VERIFICATION.success };
    },
  });

  r.route({
    ...declared(EMPLOYER_ROUTES.postEmployerVerificationEin),
    handler: async (request, reply) => {
      await requestEinVerification(database, {
        ...commandContext(request),
        ein: request.body.ein,
      });
      return reply.status(201).send({ ok: true as const, message: EMPLOYER.requestSubmitted });
    },
  });

  r.route({
    ...declared(EMPLOYER_ROUTES.postEmployerVerificationState),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      if (!request.isMultipart())
        throw new AppError(415, "unsupported_media_type", GENERIC_ERRORS.unsupportedMediaType);
      const { fields, document } = await readFieldsAndDocument(request, {
        tooLarge: { document: EMPLOYER.documentTooLarge },
        limitExceeded: { document: EMPLOYER.documentRequired },
      });
      await requestStateRegistration(database, storage, {
        actor,
        input: { state: fields.state ?? "", entityNumber: fields.entityNumber ?? "", document },
        now: clock.now(),
        origin: requestOrigin(request),
      });
      return reply.status(201).send({ ok: true as const, message: EMPLOYER.requestSubmitted });
    },
  });
}
