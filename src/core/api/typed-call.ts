import type { z } from "zod";
import type { RouteDeclaration } from "./declare";

/** `"/a/:id/b/:other"` → `"id" | "other"`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** The first success status a route declares, as the JSON the caller receives (`undefined` for 204 or none). */
export type AnswerOf<D extends RouteDeclaration> = D["response"] extends infer R
  ? R extends { 200: infer S extends z.ZodType }
    ? z.output<S>
    : R extends { 201: infer S extends z.ZodType }
      ? z.output<S>
      : R extends { 202: infer S extends z.ZodType }
        ? z.output<S>
        : R extends { 204: z.ZodType }
          ? undefined
          : unknown
  : unknown;

type QueryValue = string | number | boolean | undefined;

/** What one call passes: the path's parameters, the query the route reads, the JSON body it parses. */
export type CallInputOf<D extends RouteDeclaration> = ([ParamNames<D["path"]>] extends [never]
  ? { params?: undefined }
  : { params: { [K in ParamNames<D["path"]>]: string } }) &
  (D["query"] extends z.ZodType
    ? // or the page's own query string, passed through for the server to judge (the search page's URL state)
      { query?: { [K in keyof Input<D["query"]>]?: Input<D["query"]>[K] & QueryValue } | URLSearchParams }
    : { query?: undefined }) &
  (D["body"] extends z.ZodType
    ? { json: Input<D["body"]>; body?: undefined } | { body: FormData; json?: undefined }
    : { json?: Record<string, never> });

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/** The JSON body a route parses (`never` when it takes none). */
export type BodyOf<D extends RouteDeclaration> = D["body"] extends z.ZodType ? Input<D["body"]> : never;

/** The call's arguments after the route: optional when nothing is required. */
export type CallArgs<D extends RouteDeclaration, Extra> = [RequiredKeys<CallInputOf<D>>] extends [never]
  ? [init?: CallInputOf<D> & Extra]
  : [init: CallInputOf<D> & Extra];

/** `"METHOD /path"` → its declaration, for every declaration of a module map (`{ area: { name: route(…) } }`). */
export type RoutesByKey<M> = {
  [D in DeclarationsOf<M> as `${D["method"]} ${D["path"]}`]: D;
};

type DeclarationsOf<M> = {
  [A in keyof M]: M[A][keyof M[A]];
}[keyof M] &
  RouteDeclaration;
