import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ADMIN_FLAGS_ROUTES } from "../../../core/api/admin-flags";
import { DecideFlagInput, FLAG_MESSAGES, FlagListQuery } from "../../../core/contracts/flags";
import { clock } from "../../clock";
import { moderatorLabel } from "../../commands/dispute-review";
import { claimFlag, decideFlag, releaseFlag } from "../../commands/flag-review";
import { declared } from "../../http/declared-route";
import { notFound } from "../../http/errors";
import { bodyOf, commandContext, queryOf, signedIn } from "../../http/route-tools";
import { presentFlagDetail, presentFlagList } from "../../presenters/flag";
import { flagSourceScores, listFlags, loadFlag, loadFlaggedRating } from "../../queries/flags";
import { standingDomains } from "../../queries/rater-identifiers";

/**
 * /api/v1/admin/flags: the flags queue (issue 15 §1). Admin role with a second factor (route policy); acting on a
 * flag needs its claim (policies/flags.ts).
 */
export async function adminFlagRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db, config } = app.ctx;
  const ownDomains = standingDomains(config);

  r.route({
    ...declared(ADMIN_FLAGS_ROUTES.getAdminFlags),
    handler: async (request) => {
      const [rows, scores] = await Promise.all([listFlags(db, queryOf(FlagListQuery, request)), flagSourceScores(db)]);
      return presentFlagList(rows, scores, signedIn(request).userId, clock.now());
    },
  });

  const detail = async (flagId: string, viewerId: string) => {
    const row = await loadFlag(db, flagId);
    if (!row) throw notFound(FLAG_MESSAGES.notFound);
    const rating = row.subject === "rating" ? await loadFlaggedRating(db, row.subjectId) : null;
    const decidedBy = row.decidedBy ? await moderatorLabel(db, row.decidedBy) : null;
    return presentFlagDetail(row, rating, decidedBy, viewerId, clock.now());
  };

  r.route({
    ...declared(ADMIN_FLAGS_ROUTES.getAdminFlagsOne),
    handler: async (request) => detail(request.params.flagId, signedIn(request).userId),
  });

  const ctx = (request: Parameters<typeof signedIn>[0], flagId: string) => ({
    ...commandContext(request),
    flagId,
    publicUrl: config.publicUrl,
    ownDomains,
  });

  r.route({
    ...declared(ADMIN_FLAGS_ROUTES.postAdminFlagsClaim),
    handler: async (request) => {
      await claimFlag(database, ctx(request, request.params.flagId));
      return { message: FLAG_MESSAGES.claimed, flag: await detail(request.params.flagId, signedIn(request).userId) };
    },
  });

  r.route({
    ...declared(ADMIN_FLAGS_ROUTES.postAdminFlagsRelease),
    handler: async (request) => {
      await releaseFlag(database, ctx(request, request.params.flagId));
      return { message: FLAG_MESSAGES.released, flag: await detail(request.params.flagId, signedIn(request).userId) };
    },
  });

  r.route({
    ...declared(ADMIN_FLAGS_ROUTES.postAdminFlagsDecide),
    handler: async (request) => {
      const input = bodyOf(DecideFlagInput, request);
      await decideFlag(database, ctx(request, request.params.flagId), input);
      return { message: "Decision recorded.", flag: await detail(request.params.flagId, signedIn(request).userId) };
    },
  });
}
