import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { SignedIn } from "../../core/actor";
import { GENERIC_ERRORS } from "../../core/messages";
import { clock } from "../clock";
import { requestOrigin } from "../kernel/audit";
import { unauthorized, validationFailed } from "./errors";

/** The guard has already authorized the route's audience; this narrows the type for the handler. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (request.actor.kind !== "user") throw unauthorized();
  return request.actor;
}

/** What a command run for a signed-in request is told: who asks, when (the business clock) and from where. */
export function commandContext(request: FastifyRequest) {
  return { actor: signedIn(request), now: clock.now(), origin: requestOrigin(request) };
}

/** The same for the administrators' commands that take the administrator's id rather than the actor. */
export function adminCommandContext(request: FastifyRequest) {
  return { adminId: signedIn(request).userId, now: clock.now(), origin: requestOrigin(request) };
}

/**
 * Bodies of role-restricted routes are parsed in the handler, after the guard (preValidation) has authorized the
 * caller, so a visitor learns 401 and never the field rules (400). A ZodError becomes the usual 400
 * `validation_failed` answer.
 */
export function bodyOf<T extends z.ZodType>(schema: T, request: FastifyRequest): z.infer<T> {
  return parsedOrThrow(schema, request.body ?? {});
}

/** The query string of a route whose handler parses it (as `bodyOf` does the body), or the 400 it earns. */
export function queryOf<T extends z.ZodType>(schema: T, request: FastifyRequest): z.infer<T> {
  return parsedOrThrow(schema, request.query ?? {});
}

/** `schema.parse` through `safeParse`: the value, or its ZodError thrown for the error handler to answer 400. */
export function parsedOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = safeParse(schema, value);
  if (!result.success) throw result.error;
  return result.data;
}

/** `schema.safeParse`, except that zod 4.6's TypeError on values like {"length": {"toString": ""}} becomes a 400. */
export function safeParse<T extends z.ZodType>(schema: T, value: unknown): z.ZodSafeParseResult<z.infer<T>> {
  try {
    return schema.safeParse(value);
  } catch {
    throw validationFailed({ _: GENERIC_ERRORS.validation });
  }
}
