import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PROFESSIONAL_ANALYTICS_ROUTES } from "../../../core/api/professional-analytics";
import { clock } from "../../clock";
import { declared } from "../../http/declared-route";
import { signedIn } from "../../http/route-tools";
import { loadProfessionalAnalytics } from "../../queries/professional-analytics";

/** /api/v1/professional/analytics: profile views, rating trend, and Individual Pro benchmarks (issue 7 §6). */
export async function professionalAnalyticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  r.route({
    ...declared(PROFESSIONAL_ANALYTICS_ROUTES.getProfessionalAnalytics),
    handler: async (request) => loadProfessionalAnalytics(database, signedIn(request), clock.now()),
  });
}
