import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ContactMessageRequest, ContactMessageResponse } from "../../../core/contracts/contact";
import { submitContactMessage } from "../../commands/submit-contact-message";

/** POST /api/v1/contact: the public contact form. Throttled per address against spam. */
export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/contact",
    {
      config: { policy: "contact:submit", rateLimit: { max: 5, timeWindow: "10 minutes" } },
      schema: { body: ContactMessageRequest, response: { 201: ContactMessageResponse } },
    },
    async (request, reply) => {
      const userAgent = request.headers["user-agent"];
      await submitContactMessage(
        app.ctx.database,
        request.body,
        { ipAddress: request.ip ?? null, userAgent: typeof userAgent === "string" ? userAgent : null },
        app.ctx.config.supportEmail,
      );
      return reply.status(201).send({ status: "received" });
    },
  );
}
