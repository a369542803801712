import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PROFESSIONAL_MODERATION_ROUTES } from "../../../core/api/professional-moderation";
import { declared } from "../../http/declared-route";
import { signedIn } from "../../http/route-tools";
import { presentHiddenTexts } from "../../presenters/flag";
import { ownHiddenTexts } from "../../queries/flags";

/** GET /api/v1/professional/moderation: the author's profile texts hidden by moderation, with the reason (D173). */
export async function professionalModerationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...declared(PROFESSIONAL_MODERATION_ROUTES.getProfessionalModeration),
    handler: async (request) => presentHiddenTexts(await ownHiddenTexts(app.ctx.db, signedIn(request).userId)),
  });
}
