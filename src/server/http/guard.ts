import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Actor, VISITOR } from "../../core/actor";
import { authorize, isRouteAction, PLUGIN_ROUTE_ACTIONS, type RouteAction } from "../policies";

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyContextConfig {
    policy?: RouteAction;
  }
}

export type ActorResolver = (request: FastifyRequest) => Promise<Actor>;

export interface RegisteredRoute {
  method: string;
  url: string;
  policy: RouteAction;
}

/**
 * Wires the policy module into every API route: registration fails for a route without a known
 * `config.policy`, and each request resolves its actor and is authorized before the handler.
 * `routes` collects the table the route × role matrix test walks.
 */
export function registerGuard(app: FastifyInstance, resolveActor: ActorResolver, routes: RegisteredRoute[]) {
  app.decorateRequest<Actor | null>("actor", null);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api")) return;
    const delegated = PLUGIN_ROUTE_ACTIONS.find(
      ({ prefix }) => route.url === prefix || route.url.startsWith(`${prefix}/`),
    );
    // onRoute runs before Fastify freezes the route's config, so the action set here is the one requests see.
    if (delegated && !(route.config as { policy?: unknown } | undefined)?.policy)
      route.config = { ...route.config, policy: delegated.action };
    const policy = (route.config as { policy?: unknown } | undefined)?.policy;
    if (!isRouteAction(policy)) {
      throw new Error(`route ${String(route.method)} ${route.url} declares no known policy action`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== "HEAD") routes.push({ method, url: route.url, policy });
  });
  // preValidation: who may call is decided before the body is judged, so a visitor gets 401, never a 400 hint.
  app.addHook("preValidation", async (request) => {
    const policy = request.routeOptions.config.policy;
    request.actor = request.actor ?? VISITOR;
    if (!request.routeOptions.url?.startsWith("/api")) return;
    request.actor = await resolveActor(request);
    if (!policy) throw new Error("unreachable: API route without policy");
    authorize(request.actor, policy);
  });
}
