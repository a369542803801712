import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProfilePageResponse, ProfileParams } from "../../../core/contracts/profile";
import { DIRECTORY } from "../../../core/messages";
import { notFound } from "../../http/errors";
import { loadProfilePage } from "../../queries/profile-page";

/**
 * Who counts as one viewer for the daily view count: the user, or for visitors a one-way hash of
 * address and browser (the address itself is not stored).
 */
export function viewerKey(request: FastifyRequest): string {
  if (request.actor.kind === "user") return `u:${request.actor.userId}`;
  const ua = request.headers["user-agent"] ?? "";
  return `v:${createHash("sha256").update(`${request.ip}|${ua}`).digest("hex").slice(0, 32)}`;
}

/** GET /api/v1/professionals/:professionalId — the profile page in one request (SPEC §2 /profile). */
export async function professionalRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/professionals/:professionalId",
    {
      config: { policy: "professionals:view" },
      schema: { params: ProfileParams, response: { 200: ProfilePageResponse } },
    },
    async (request) => {
      const page = await loadProfilePage(app.ctx.database, {
        actor: request.actor,
        professionalId: request.params.professionalId,
        viewerKey: viewerKey(request),
      });
      // Missing and not-allowed look the same, so the answer does not reveal that a hidden profile exists.
      if (!page) throw notFound(DIRECTORY.profileFailed);
      return page;
    },
  );
}
