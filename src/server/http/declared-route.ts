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
 */
export function declared<const D extends RouteDeclaration & { readonly policy: RouteAction }>(d: D) {
  const schema: Record<string, unknown> = {};
  if (d.params) schema.params = d.params;
  if (d.query && d.parsedBy !== "handler") schema.querystring = d.query;
  if (d.body && d.parsedBy !== "handler") schema.body = d.body;
  if (d.response) schema.response = d.response;
  return {
    method: d.method,
    url: d.path,
    config: { policy: d.policy as D["policy"] },
    schema: schema as DeclaredSchema<D>,
  };
}
