import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ClientErrorReport } from "../../../core/contracts/client-errors";

export async function clientErrorRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/client-errors",
    {
      config: { policy: "client-errors:report", rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: { body: ClientErrorReport, response: { 204: z.null() } },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, "web app error reported");
      return reply.status(204).send(null);
    },
  );
}
