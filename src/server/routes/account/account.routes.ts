import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ACCOUNT_ROUTES } from "../../../core/api/account";
import { renameTotp } from "../../commands/rename-totp";
import { declared } from "../../http/declared-route";
import { notFound } from "../../http/errors";
import { presentTotp } from "../../presenters/second-factor";
import { loadTotp } from "../../queries/second-factors";

/** The signed-in person's own second factors: TOTP status and its friendly name (passkeys carry their own). */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userIdOf = (actor: { kind: string; userId?: string }) => (actor.kind === "user" ? actor.userId! : "");

  r.route({
    ...declared(ACCOUNT_ROUTES.getAccountMfa),
    handler: async (request) => {
      const row = await loadTotp(app.ctx.db, userIdOf(request.actor));
      return { totp: row ? presentTotp(row) : null };
    },
  });

  r.route({
    ...declared(ACCOUNT_ROUTES.patchAccountMfaTotp),
    handler: async (request) => {
      const row = await renameTotp(app.ctx.db, userIdOf(request.actor), request.body.name);
      if (!row) throw notFound("There is no authenticator app on this account yet.");
      return { totp: presentTotp(row) };
    },
  });
}
