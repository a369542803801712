import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProfessionalAnalyticsResponse } from "../../../core/contracts/professional-analytics";
import { clock } from "../../clock";
import { signedIn } from "../../http/route-tools";
import { loadProfessionalAnalytics } from "../../queries/professional-analytics";

/** /api/v1/professional/analytics: profile views, rating trend, and Individual Pro benchmarks (issue 7 §6). */
export async function professionalAnalyticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  r.get(
    "/professional/analytics",
    {
      config: { policy: "professional:analytics" },
      schema: { response: { 200: ProfessionalAnalyticsResponse } },
    },
    async (request) => loadProfessionalAnalytics(database, signedIn(request), clock.now()),
  );
}
