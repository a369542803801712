import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { MfaStatus, TotpNameInput } from "../../../core/contracts/account";
import { renameTotp } from "../../commands/rename-totp";
import { notFound } from "../../http/errors";
import { presentTotp } from "../../presenters/second-factor";
import { loadTotp } from "../../queries/second-factors";

/** The signed-in person's own second factors: TOTP status and its friendly name (passkeys carry their own). */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userIdOf = (actor: { kind: string; userId?: string }) => (actor.kind === "user" ? actor.userId! : "");

  r.get(
    "/account/mfa",
    { config: { policy: "account:mfa" }, schema: { response: { 200: MfaStatus } } },
    async (request) => {
      const row = await loadTotp(app.ctx.db, userIdOf(request.actor));
      return { totp: row ? presentTotp(row) : null };
    },
  );

  r.patch(
    "/account/mfa/totp",
    { config: { policy: "account:mfa" }, schema: { body: TotpNameInput, response: { 200: MfaStatus } } },
    async (request) => {
      const row = await renameTotp(app.ctx.db, userIdOf(request.actor), request.body.name);
      if (!row) throw notFound("There is no authenticator app on this account yet.");
      return { totp: presentTotp(row) };
    },
  );
}
