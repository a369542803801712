import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiKeyList, CreateApiKeyBody, CreatedApiKey } from "../../../core/contracts/api-keys";
import { clock } from "../../clock";
import { createApiKey, listApiKeys, revokeApiKey } from "../../commands/api-keys";
import { signedIn } from "../../http/route-tools";
import { recordAudit } from "../../kernel/audit";
import { presentApiKey } from "../../presenters/api-keys";

/** Enterprise API keys (issue 17): list, create (shown once), revoke. */
export async function apiKeyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api-keys",
    { config: { policy: "api-keys:manage" }, schema: { response: { 200: ApiKeyList } } },
    async (request) => ({ keys: (await listApiKeys(app.ctx.db, signedIn(request))).map(presentApiKey) }),
  );
  r.post(
    "/api-keys",
    {
      config: { policy: "api-keys:manage", rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: { body: CreateApiKeyBody, response: { 201: CreatedApiKey } },
    },
    async (request, reply) => {
      const actor = signedIn(request);
      const { name } = request.body;
      const created = await createApiKey(app.ctx.db, actor, name, clock.now());
      await recordAudit(app.ctx.db, request.log, request, {
        userId: actor.userId,
        action: "api_key.created",
        tableName: "api_keys",
        recordId: created.id,
        newData: { name, prefix: created.prefix },
      });
      return reply.status(201).send({ ...presentApiKey(created), key: created.key });
    },
  );
  r.delete(
    "/api-keys/:keyId",
    {
      config: { policy: "api-keys:manage" },
      schema: { params: z.strictObject({ keyId: z.uuid() }), response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      const actor = signedIn(request);
      await revokeApiKey(app.ctx.db, actor, request.params.keyId, clock.now());
      await recordAudit(app.ctx.db, request.log, request, {
        userId: actor.userId,
        action: "api_key.revoked",
        tableName: "api_keys",
        recordId: request.params.keyId,
      });
      return { ok: true as const };
    },
  );
}
