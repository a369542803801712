import type { FastifyRequest, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RouteDeclaration } from "../../core/api/declare";
import type { RouteAction } from "../policies";

type Handled<D extends RouteDeclaration> = D["parsedBy"] extends "handler" ? true : false;

/** The Fastify schema a declaration registers: body and query only when Fastify (not the handler) parses them. */
export type DeclaredSchema<D extends RouteDeclaration> = {
  params: D["params"];
  querystring: Handled<D> extends true ? undefined : D["query"];
  body: Handled<D> extends true ? undefined : D["body"];
  response: D["response"];
};

/**
 * The options Fastify registers a declared route from (D0374): `r.route({ ...declared(API.x), handler })`. The policy
 * must be a known action (a type error otherwise; the guard refuses it at start-up too); the schema carries the
 * declaration's params, response and — unless the handler parses them — body and query, so Fastify's zod type
 * provider types the handler's request and answer from the same objects the web client is typed from.
 * A `rateLimit` is @fastify/rate-limit's per-address limit of this route (`config.rateLimit`).
 */
export function declared<const D extends RouteDeclaration & { readonly policy: RouteAction }>(
  d: D,
  rateLimit?: { max: number; timeWindow: string },
) {
  const schema: Record<string, unknown> = {};
  if (d.params) schema.params = d.params;
  if (d.query && d.parsedBy !== "handler") schema.querystring = d.query;
  if (d.body && d.parsedBy !== "handler") schema.body = d.body;
  if (d.response) schema.response = d.response;
  const config: { policy: D["policy"]; rateLimit?: { max: number; timeWindow: string } } = { policy: d.policy };
  if (rateLimit) config.rateLimit = rateLimit;
  return {
    method: d.method,
    url: d.path,
    config,
    schema: schema as DeclaredSchema<D>,
  };
}

/** The request a declared route's handler is given, typed from the declaration as Fastify types it. */
export type DeclaredRequest<D extends RouteDeclaration> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  DeclaredSchema<D>,
  ZodTypeProvider
>;

/**
 * A declared route for an action whose only news is that it is done: it runs `act` and answers `ok` with the
 * sentence the page shows.
 */
export function declaredAction<const D extends RouteDeclaration & { readonly policy: RouteAction }>(
  d: D,
  message: string,
  act: (request: DeclaredRequest<D>) => Promise<unknown>,
) {
  return {
    ...declared(d),
    handler: async (request: DeclaredRequest<D>) => {
      await act(request);
      return { ok: true as const, message };
    },
  };
}
