import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SubscriptionStatus } from "../../../core/contracts/subscription";
import { signedIn } from "../../http/route-tools";
import { presentSubscriptionStatus } from "../../presenters/subscription";
import { loadSubscription } from "../../queries/subscription";

/** GET /api/v1/subscription: the signed-in person's plan (SPEC §7 check-subscription). */
export async function subscriptionRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/subscription",
      { config: { policy: "subscription:read" }, schema: { response: { 200: SubscriptionStatus } } },
      async (request) => {
        const row = await loadSubscription(app.ctx.db, signedIn(request).userId);
        return presentSubscriptionStatus(row, request.account?.accountType ?? null);
      },
    );
}
