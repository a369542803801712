import type { z } from "zod";

/** The HTTP methods the API serves. */
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API route, declared once (issue 35 §1, D0374): the server registers it from this object with its policy and
 * schemas (`src/server/http/declared-route.ts`), and the web client's calls are typed from it (`src/web/lib/api.ts`).
 * `path` is relative to `/api/v1` (Fastify's `:name` parameters); `policy` is an action of `ROUTE_ACTIONS` (the
 * server's type check refuses any other). `response` maps status → schema, as Fastify's `schema.response` does.
 * `parsedBy: "handler"` keeps `body` and `query` out of Fastify's schema: the handler parses them itself
 * (`bodyOf`, `safeParse`), after its own look-ups — they still type the client's call.
 */
export interface RouteDeclaration {
  readonly method: ApiMethod;
  readonly path: string;
  readonly policy: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: Readonly<Partial<Record<number, z.ZodType>>>;
  readonly parsedBy?: "handler";
}

/** Declares a route, keeping its literal method, path, policy and schema types for both ends. */
export function route<const D extends RouteDeclaration>(declaration: D): D {
  return declaration;
}
