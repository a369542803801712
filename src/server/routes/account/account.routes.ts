import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DEFAULT_TOTP_NAME, MfaStatus, TotpNameInput } from "../../../core/contracts/account";
import { twoFactor } from "../../db/schema";
import { notFound } from "../../http/errors";

/** The signed-in person's own second factors: TOTP status and its friendly name (passkeys carry their own). */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userIdOf = (actor: { kind: string; userId?: string }) => (actor.kind === "user" ? actor.userId! : "");

  r.get(
    "/account/mfa",
    { config: { policy: "account:mfa" }, schema: { response: { 200: MfaStatus } } },
    async (request) => {
      const [row] = await app.ctx.db
        .select({ name: twoFactor.friendlyName, verified: twoFactor.verified })
        .from(twoFactor)
        .where(eq(twoFactor.userId, userIdOf(request.actor)));
      return { totp: row ? { name: row.name ?? DEFAULT_TOTP_NAME, verified: row.verified ?? true } : null };
    },
  );

  r.patch(
    "/account/mfa/totp",
    { config: { policy: "account:mfa" }, schema: { body: TotpNameInput, response: { 200: MfaStatus } } },
    async (request) => {
      const rows = await app.ctx.db
        .update(twoFactor)
        .set({ friendlyName: request.body.name })
        .where(eq(twoFactor.userId, userIdOf(request.actor)))
        .returning({ name: twoFactor.friendlyName, verified: twoFactor.verified });
      const row = rows[0];
      if (!row) throw notFound("There is no authenticator app on this account yet.");
      return { totp: { name: row.name ?? DEFAULT_TOTP_NAME, verified: row.verified ?? true } };
    },
  );
}
