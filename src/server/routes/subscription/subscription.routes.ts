import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SubscriptionStatus } from "../../../core/contracts/subscription";
import { subscriptions } from "../../db/schema";

/** GET /api/v1/subscription: the signed-in person's plan (SPEC §7 check-subscription). */
export async function subscriptionRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/subscription",
      { config: { policy: "subscription:read" }, schema: { response: { 200: SubscriptionStatus } } },
      async (request) => {
        const userId = request.actor.kind === "user" ? request.actor.userId : "";
        const [row] = await app.ctx.db
          .select({
            type: subscriptions.subscriptionType,
            userType: subscriptions.userType,
            status: subscriptions.status,
            end: subscriptions.currentPeriodEnd,
          })
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId));
        const active = row && row.type !== "free" && (row.status === "active" || row.status === "trialing");
        return {
          subscribed: Boolean(active),
          subscriptionType: active ? row.type : "free",
          userType: row?.userType ?? request.account?.accountType ?? null,
          subscriptionEnd: active && row.end ? row.end.toISOString() : null,
        };
      },
    );
}
