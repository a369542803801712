import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EMPLOYER_DISPUTES_ROUTES } from "../../../core/api/employer-disputes";
import { AppealInput, EmployerAnswerFields, REVIEW } from "../../../core/contracts/dispute-review";
import { EMPLOYER } from "../../../core/messages";
import { clock } from "../../clock";
import { answerAsEmployer } from "../../commands/employer-dispute-answer";
import { fileAppeal } from "../../commands/strike-appeals";
import { declared } from "../../http/declared-route";
import { readDisputeMessage, registerDisputeMultipart } from "../../http/dispute-form";
import { notFound } from "../../http/errors";
import { bodyOf, commandContext, signedIn } from "../../http/route-tools";
import { presentEmployerDisputes } from "../../presenters/employer-disputes";
import { loadEmployerDisputes } from "../../queries/employer-disputes";

/** How many of these forms one account may send an hour. */
const ANSWER_LIMIT = { kind: "dispute-answer", perHour: 60 };

/**
 * /api/v1/employer/disputes: the employer's side of disputes about its ratings — list with state, deadline and
 * Standing's questions, answering with evidence, its strikes and their appeal (issue 14). Another employer's
 * dispute or strike is "not found".
 */
export async function employerDisputeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db, storage } = app.ctx;
  await registerDisputeMultipart(app);

  r.route({
    ...declared(EMPLOYER_DISPUTES_ROUTES.getEmployerDisputes),
    handler: async (request) => {
      const result = await loadEmployerDisputes(db, signedIn(request).userId);
      if (!result) throw notFound(EMPLOYER.noEmployerAccount);
      return presentEmployerDisputes(result, clock.now());
    },
  });

  r.route({
    ...declared(EMPLOYER_DISPUTES_ROUTES.postEmployerDisputesAnswer),
    handler: async (request, reply) => {
      const answer = await readDisputeMessage(request, request.params.disputeId, ANSWER_LIMIT, EmployerAnswerFields);
      await answerAsEmployer(database, storage, answer);
      return reply.status(201).send({ ok: true as const, message: REVIEW.answerSent });
    },
  });

  r.route({
    ...declared(EMPLOYER_DISPUTES_ROUTES.postEmployerStrikesAppeal),
    handler: async (request, reply) => {
      const { statement } = bodyOf(AppealInput, request);
      await fileAppeal(database, {
        ...commandContext(request),
        strikeId: request.params.strikeId,
        statement,
      });
      return reply.status(201).send({ ok: true as const, message: REVIEW.appealFiled });
    },
  });
}
