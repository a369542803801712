import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DIRECTORY_ROUTES } from "../../../core/api/directory";
import type { ProfilePageResponse } from "../../../core/contracts/profile";
import { DIRECTORY } from "../../../core/messages";
import { type OpenProfileInput, openProfile } from "../../commands/record-profile-lookup";
import type { Database } from "../../db/client";
import { declared } from "../../http/declared-route";
import { notFound } from "../../http/errors";
import { presentProfilePage } from "../../presenters/professional";
import { ratingBreakdown } from "../../queries/profile-page";

/**
 * Who counts as one viewer for the daily view count: the user, or for visitors a one-way hash of
 * address and browser (the address itself is not stored).
 */
export function viewerKey(request: FastifyRequest): string {
  if (request.actor.kind === "user") return `u:${request.actor.userId}`;
  const ua = request.headers["user-agent"] ?? "";
  return `v:${createHash("sha256").update(`${request.ip}|${ua}`).digest("hex").slice(0, 32)}`;
}

/**
 * The profile page's flow: the command opens the profile (visibility, the lookup spent, the view counted), the
 * query reads the rating figures (full access only), the presenter shapes the answer. Null: not found or not
 * allowed. Exported for tests and the search benchmark.
 */
export async function loadProfilePage(
  database: Database,
  input: OpenProfileInput,
): Promise<ProfilePageResponse | null> {
  const opened = await openProfile(database, input);
  if (!opened.found) return null;
  const breakdown = opened.access === "full" ? await ratingBreakdown(database, opened.row.id) : null;
  return presentProfilePage(opened, breakdown);
}

/** GET /api/v1/professionals/:professionalId — the profile page in one request (SPEC §2 /profile). */
export async function professionalRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...declared(DIRECTORY_ROUTES.getProfessionalsOne),
    // A visitor's answer is the same for every visitor; the view is still counted on each answer from the cache.
    config: {
      ...declared(DIRECTORY_ROUTES.getProfessionalsOne).config,
      visitorCache: { onHit: (request, id) => id && app.ctx.views.record(id, viewerKey(request)) },
    },
    handler: async (request) => {
      const input = {
        actor: request.actor,
        professionalId: request.params.professionalId,
        viewerKey: viewerKey(request),
        views: app.ctx.views,
      };
      // A visitor's visit is one row read (the view is batched, D192): the read replica may answer it (D247). A
      // signed-in viewer spends a lookup in a transaction on the primary.
      const page =
        request.actor.kind === "user"
          ? await loadProfilePage(app.ctx.database, input)
          : await app.ctx.reads.run(request, (database) => loadProfilePage(database, input));
      // Missing and not-allowed look the same, so the answer does not reveal that a hidden profile exists.
      if (!page) throw notFound(DIRECTORY.profileFailed);
      request.visitorCacheTag = page.profile.id;
      return page;
    },
  });
}
