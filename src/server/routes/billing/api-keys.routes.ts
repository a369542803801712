import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { API_KEYS_ROUTES } from "../../../core/api/api-keys";
import { clock } from "../../clock";
import { createApiKey, listApiKeys, revokeApiKey } from "../../commands/api-keys";
import { declared } from "../../http/declared-route";
import { signedIn } from "../../http/route-tools";
import { requestOrigin } from "../../kernel/audit";
import { presentApiKey } from "../../presenters/api-keys";

/** Enterprise API keys (issue 17): list, create (shown once), revoke. */
export async function apiKeyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...declared(API_KEYS_ROUTES.getApiKeys),
    handler: async (request) => ({ keys: (await listApiKeys(app.ctx.db, signedIn(request))).map(presentApiKey) }),
  });
  r.route({
    ...declared(API_KEYS_ROUTES.postApiKeys, { max: 10, timeWindow: "1 minute" }),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      const { name } = request.body;
      const created = await createApiKey(app.ctx.db, actor, name, clock.now(), requestOrigin(request));
      return reply.status(201).send({ ...presentApiKey(created), key: created.key });
    },
  });
  r.route({
    ...declared(API_KEYS_ROUTES.deleteApiKeysOne),
    handler: async (request) => {
      const actor = signedIn(request);
      await revokeApiKey(app.ctx.db, actor, request.params.keyId, clock.now(), requestOrigin(request));
      return { ok: true as const };
    },
  });
}
