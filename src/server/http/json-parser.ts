import type { FastifyInstance } from "fastify";
import { GENERIC_ERRORS } from "../../core/messages";
import { AppError } from "./errors";

/** No request we accept nests deeper than this; 5,000 levels once reached the auth library and answered 500. */
export const MAX_JSON_DEPTH = 32;

/** How deeply a JSON text nests its objects and arrays, counted without parsing (strings are skipped). */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/**
 * Fastify's own JSON parser (prototype-poisoning checks kept), behind a nesting limit, so a deeply nested body is a
 * 400 for every route whatever handles it next (issue 12, hole 8).
 */
export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
      return done(new AppError(400, "invalid_json", GENERIC_ERRORS.tooDeeplyNested), undefined);
    parse(request, text, done);
  });
}
