import type { FastifyRequest } from "fastify";
import type { Actor } from "../../core/actor";
import { API_KEY_MESSAGES, API_KEY_PREFIX } from "../../core/contracts/api-keys";
import { clock } from "../clock";
import { recordApiKeyCall } from "../commands/api-keys";
import type { Db } from "../db/client";
import type { ActorResolver } from "../http/guard";
import { recordAudit } from "../kernel/audit";
import { refused, signInFirst, tooManyRequests } from "../kernel/domain-errors";
import { API_KEY_ACTIONS } from "../policies/billing";
import { loadViewerPlan } from "../queries/lookup-allowance";
import { loadAccount } from "../queries/me";

declare module "fastify" {
  interface FastifyRequest {
    /** The Enterprise API key that authenticated this request, when one did. */
    apiKeyId?: string;
  }
}

/**
 * `Authorization: Bearer stk_…` authenticates the directory's read API (search, profile) as the key's owner, while
 * the owner is on Enterprise. Every call is counted, limited per key, and audited. Anything else falls through to
 * the session resolver.
 */
export function withApiKeys(resolveSession: ActorResolver, db: Db): ActorResolver {
  return async (request: FastifyRequest): Promise<Actor> => {
    const header = request.headers.authorization;
    if (typeof header !== "string" || !header.startsWith(`Bearer ${API_KEY_PREFIX}`)) return resolveSession(request);
    const policy = request.routeOptions.config.policy;
    if (!policy || !(API_KEY_ACTIONS as readonly string[]).includes(policy)) throw refused(API_KEY_MESSAGES.wrongRoute);
    const now = clock.now();
    const used = await recordApiKeyCall(db, header.slice("Bearer ".length).trim(), now);
    if (!used) throw signInFirst(API_KEY_MESSAGES.invalidKey);
    if (used.limited) throw tooManyRequests(API_KEY_MESSAGES.rateLimited);
    const account = await loadAccount(db, used.userId);
    if (!account || account.deactivated) throw signInFirst(API_KEY_MESSAGES.invalidKey);
    const actor = { kind: "user" as const, userId: account.id, email: account.email, roles: account.roles };
    const { plan } = await loadViewerPlan(db, actor, now);
    if (plan !== "enterprise") throw refused(API_KEY_MESSAGES.enterpriseOnly);
    request.apiKeyId = used.id;
    request.account = account;
    await recordAudit(db, request.log, request, {
      userId: account.id,
      action: "api_key.call",
      tableName: "api_keys",
      recordId: used.id,
      newData: { method: request.method, route: request.routeOptions.url ?? "" },
    });
    return actor;
  };
}
