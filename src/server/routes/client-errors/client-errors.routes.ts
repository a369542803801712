import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CLIENT_ERRORS_ROUTES } from "../../../core/api/client-errors";
import { declared } from "../../http/declared-route";

export async function clientErrorRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...declared(CLIENT_ERRORS_ROUTES.postClientErrors, { max: 20, timeWindow: "1 minute" }),
    handler: async (request, reply) => {
      request.log.warn({ clientError: request.body }, "web app error reported");
      return reply.status(204).send(null);
    },
  });
}
