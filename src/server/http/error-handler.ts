import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import type { ApiErrorBody, ErrorCode } from "../../core/api-error";
import { GENERIC_ERRORS } from "../../core/messages";
import { isDatabaseUnavailable } from "../db/unavailable";
import { CommitOutcomeUnknown } from "../db/write-unit";
import { DomainError } from "../kernel/domain-errors";
import { AppError } from "./errors";
import { TooManyRequests } from "./throttle";

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
  const body: ApiErrorBody = {
    error: { code, message, ...(fields ? { fields } : {}), requestId: String(reply.request.id) },
  };
  return reply.status(status).type("application/json").send(body);
}

/** Turns zod issues into `{ "path.to.field": "first message" }`. */
export function fieldsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; code?: string; keys?: string[] }>,
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys" && issue.keys) {
      for (const key of issue.keys) fields[[...issue.path.map(String), key].join(".")] ??= "Unknown field";
      continue;
    }
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The SQLSTATE of a database error, looking through the wrappers (drizzle puts the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The one place errors become responses: `{ error: { code, message, fields? } }`.
 * Anything unexpected is logged with its stack and answered as a bare 500 with the request id.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof TooManyRequests) reply.header("retry-after", String(error.retryAfterSeconds));
    if (error instanceof AppError) return send(reply, error.statusCode, error.code, error.message, error.fields);
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return send(reply, error.statusCode, error.code, error.message, error.fields);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFromIssues(
        error.validation.map((v) => ({
          path: [v.instancePath.replace(/^\//, "").replaceAll("/", ".")].filter(Boolean),
          message: v.message ?? "Invalid value",
          code: v.keyword,
          keys: (v.params as { keys?: string[] }).keys,
        })),
      );
      return send(reply, 400, "validation_failed", Object.values(fields)[0] ?? GENERIC_ERRORS.validation, fields);
    }
    if (error instanceof ZodError) {
      const fields = fieldsFromIssues(error.issues);
      return send(reply, 400, "validation_failed", Object.values(fields)[0] ?? GENERIC_ERRORS.validation, fields);
    }

    const fe = error as FastifyError;
    switch (fe.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return send(reply, 400, "invalid_json", GENERIC_ERRORS.invalidJson);
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return send(reply, 413, "payload_too_large", GENERIC_ERRORS.payloadTooLarge);
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
        return send(reply, 415, "unsupported_media_type", GENERIC_ERRORS.unsupportedMediaType);
    }
    if (fe.statusCode === 429) return send(reply, 429, "rate_limited", GENERIC_ERRORS.rateLimited);
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 && !isResponseSerializationError(error)) {
      // A framework or plugin refusal: its own words are for developers ("Could not decompress the request
      // payload…"), so the log keeps them and the answer says it plainly (D50).
      request.log.info({ err: error }, "request refused by the framework");
      const status = fe.statusCode;
      if (status === 404) return send(reply, 404, "not_found", GENERIC_ERRORS.notFound);
      if (status === 413) return send(reply, 413, "payload_too_large", GENERIC_ERRORS.payloadTooLarge);
      if (status === 415) return send(reply, 415, "unsupported_media_type", GENERIC_ERRORS.unsupportedMediaType);
      return send(reply, status, "validation_failed", GENERIC_ERRORS.malformedRequest);
    }

    // 22021 (a NUL or invalid byte in text) and 22P05 (an untranslatable character): input PostgreSQL cannot
    // store. Contracts strip or refuse such characters where they are known; this is the net for any field that
    // slips through. The statement failed, so its transaction rolled back: nothing is half-written.
    const state = sqlState(error);
    if (state === "22021" || state === "22P05") {
      request.log.warn({ err: error }, "text the database cannot store");
      return send(reply, 400, "validation_failed", GENERIC_ERRORS.unstorableText);
    }

    if (error instanceof CommitOutcomeUnknown) {
      // The connection dropped while COMMIT was under way: the change may have been saved (D310). A retry with the
      // same Idempotency-Key finds out (http/idempotency.ts); one without may act twice.
      request.log.warn({ err: error }, "database connection lost during COMMIT; outcome unknown");
      reply.header("retry-after", "1");
      return send(reply, 503, "outcome_unknown", GENERIC_ERRORS.outcomeUnknown);
    }
    if (isDatabaseUnavailable(error)) {
      // The database restarted or failed over before any COMMIT of this request was sent: the transaction the failed
      // statement was in rolled back. (Routes that create things write in transactions, D310.)
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", "5");
      return send(reply, 503, "service_unavailable", GENERIC_ERRORS.unavailable);
    }

    request.log.error({ err: error }, "unhandled error");
    return send(reply, 500, "internal", GENERIC_ERRORS.internal);
  });
}

/**
 * Errors Fastify answers before a route is found (an address with a broken %-escape, FST_ERR_BAD_URL) bypass the
 * error handler and would answer in Fastify's own shape and words; they take ours.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, "validation_failed", GENERIC_ERRORS.malformedRequest);
}
