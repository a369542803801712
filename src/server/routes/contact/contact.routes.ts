import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CONTACT_ROUTES } from "../../../core/api/contact";
import { submitContactMessage } from "../../commands/submit-contact-message";
import { declared } from "../../http/declared-route";

/** POST /api/v1/contact: the public contact form. Throttled per address against spam. */
export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...declared(CONTACT_ROUTES.postContact, { max: 5, timeWindow: "10 minutes" }),
    handler: async (request, reply) => {
      const userAgent = request.headers["user-agent"];
      await submitContactMessage(
        app.ctx.database,
        request.body,
        { ipAddress: request.ip ?? null, userAgent: typeof userAgent === "string" ? userAgent : null },
        app.ctx.config.supportEmail,
      );
      return reply.status(201).send({ status: "received" });
    },
  });
}
