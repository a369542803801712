import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NEWSLETTER_ROUTES } from "../../../core/api/newsletter";
import { applyNewsletterLink, subscribeNewsletter } from "../../commands/subscribe-newsletter";
import { declared } from "../../http/declared-route";

/** Blog newsletter: sign-up (pending until confirmed), and the confirm / unsubscribe links from the e-mail. */
export async function newsletterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...declared(NEWSLETTER_ROUTES.postNewsletter, { max: 5, timeWindow: "10 minutes" }),
    handler: async (request, reply) => {
      await subscribeNewsletter(app.ctx.database, request.body.email, app.ctx.config.publicUrl);
      // Same answer for new, pending and already confirmed addresses.
      return reply.status(202).send({ status: "pending_confirmation" });
    },
  });

  // Opened from the e-mail: act, then land on the blog with the outcome for the page to announce.
  for (const action of ["confirm", "unsubscribe"] as const) {
    r.route({
      ...declared(NEWSLETTER_ROUTES[action], { max: 30, timeWindow: "10 minutes" }),
      handler: async (request, reply) => {
        const outcome = await applyNewsletterLink(app.ctx.database, request.query.token, action);
        return reply.redirect(`/blog?newsletter=${outcome}`, 303);
      },
    });
  }
}
