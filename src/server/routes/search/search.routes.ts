import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SEARCH_ROUTES } from "../../../core/api/search";
import { type Config, searchShareOfPool } from "../../config";
import { takeReadAlongside } from "../../db/read-with-session";
import { ConcurrencyLimit } from "../../http/concurrency-limit";
import { declared } from "../../http/declared-route";
import { unauthorized } from "../../http/errors";
import { TooManyRequests } from "../../http/throttle";
import { presentProfessionalCard } from "../../presenters/professional";
import { toViewerUsage, USAGE_WITH_SESSION, usageFrom, usageSummary } from "../../queries/lookup-allowance";
import { type CountsInFlight, countProfessionals, searchProfessionals, TtlCountCache } from "../../queries/search";
import { suggest } from "../../queries/suggestions";

/**
 * GET /api/v1/search, GET /api/v1/professionals/count, GET /api/v1/search/suggestions and GET /api/v1/usage (the
 * directory's reads).
 */
/** Exact counts one address may ask for in a minute (D351). */
export const COUNTS_PER_ADDRESS_PER_MINUTE = 120;

/**
 * The searches' admission (D360): at most this many searches wait per slot of the pool's share of searches (or per
 * running one, when more run: `searchLine`), and none waits longer than `SEARCH_MAX_WAIT_MS`; the others are answered
 * 503 with `Retry-After: 1` at once (the browser asks again once).
 */
export const SEARCHES_QUEUED_PER_SLOT = 3;
export const SEARCH_MAX_WAIT_MS = 150;
const searchesBusy = () => new TooManyRequests(1, { status: 503 });

/**
 * How many searches run at once and how many may wait. The waiting room is sized by the pool's share of searches
 * (D360), not by how many run (D427): with fewer running on shared cores, each is that much quicker, and the line
 * empties as fast.
 */
export function searchLine(config: Pick<Config, "searchConcurrency" | "databasePoolMax">) {
  const running = config.searchConcurrency;
  return {
    running,
    maxQueued: SEARCHES_QUEUED_PER_SLOT * Math.max(running, searchShareOfPool(config.databasePoolMax)),
  };
}

export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Exact counts of broad queries are kept 5 minutes per instance (docs/search-performance.md).
  const countCache = new TtlCountCache();
  // Exact counts being read now (D351): identical requests arriving together share one statement.
  const countsInFlight: CountsInFlight = new Map();
  // A bulkhead (D291): searches the visitor cache cannot answer may not take the whole pool and the CPU with it.
  // Bounded (D360): a search that would wait long is refused at once instead, so the tail stays short under overload.
  const line = searchLine(app.ctx.config);
  const searches = new ConcurrencyLimit(line.running, {
    maxQueued: line.maxQueued,
    maxWaitMs: SEARCH_MAX_WAIT_MS,
    refuse: searchesBusy,
  });

  r.route({
    ...declared(SEARCH_ROUTES.getSearch),
    config: { ...declared(SEARCH_ROUTES.getSearch).config, visitorCache: {} },
    handler: async (request) => {
      // Read-only: on the replica when there is one (D201).
      const result = await searches.run(() =>
        app.ctx.reads.run(request, (database) => searchProfessionals(database, request.query, { countCache })),
      );
      return {
        professionals: result.rows.map(presentProfessionalCard),
        totalCount: result.totalCount,
        countCapped: result.countCapped,
        totalPages: result.totalPages,
        page: result.page,
        didYouMean: result.didYouMean ?? null,
        typoMatches: result.typoMatches ?? false,
      };
    },
  });

  // The exact figure behind a search's "1,000+" (D351): the search's own query string (the page and order are ignored),
  // counted to 10,001, cached 5 minutes (the search then answers with it) and coalesced.
  r.route({
    ...declared(SEARCH_ROUTES.getProfessionalsCount),
    // An uncached count reads up to 10,001 rows (~240 ms at 1 M, D351) and waits in the searches' bulkhead: one
    // address may not spend it on a stream of distinct queries. A person asks once per broad search.
    config: {
      ...declared(SEARCH_ROUTES.getProfessionalsCount).config,
      visitorCache: {},
      rateLimit: { max: COUNTS_PER_ADDRESS_PER_MINUTE, timeWindow: "1 minute" },
    },
    handler: async (request) =>
      searches.run(() =>
        app.ctx.reads.run(request, (database) =>
          countProfessionals(database, request.query, { countCache, inFlight: countsInFlight }),
        ),
      ),
  });

  r.route({
    ...declared(SEARCH_ROUTES.getSearchSuggestions),
    config: { ...declared(SEARCH_ROUTES.getSearchSuggestions).config, visitorCache: {} },
    handler: async (request) => ({
      suggestions: await app.ctx.reads.run(request, (database) => suggest(database, request.query.q)),
    }),
  });

  r.route({
    ...declared(SEARCH_ROUTES.getUsage),
    config: { ...declared(SEARCH_ROUTES.getUsage).config, readWithSession: USAGE_WITH_SESSION },
    handler: async (request) => {
      const { actor } = request;
      if (actor.kind !== "user") throw unauthorized();
      const along = takeReadAlongside(request, USAGE_WITH_SESSION);
      if (along) return usageFrom(toViewerUsage(along.row, actor, along.now));
      return app.ctx.reads.run(request, (database) => usageSummary(database, actor));
    },
  });
}
