import type { ErrorCode } from "../../core/api-error";
import { GENERIC_ERRORS } from "../../core/messages";

/**
 * A rule refused or the input cannot be used (issue 13 §2, D91; issue 35 §4, D388). Commands, policies, the kernel,
 * adapters and the sign-in machinery throw these, never HTTP errors: what a refusal is (`kind`) is the domain's. Its
 * HTTP status is this table, the one place it is decided; the error handler (`http/error-handler.ts`) answers with
 * the status, the code (the kind's own unless one is named), the message, `fields`, and a `Retry-After` header when
 * `retryAfterSeconds` is set. `statusCode` exposes the status to callers that inspect a refusal.
 */
export type DomainErrorKind =
  | "not_found"
  | "forbidden"
  | "conflict"
  | "gone"
  | "unauthorized"
  /** The input breaks a rule its schema could not check (a file's type, a password's strength): 400. */
  | "invalid_input"
  /** Too many attempts: 429, with `retryAfterSeconds` when the wait is known. */
  | "too_many_requests"
  /** Well-formed input a rule will not carry on (a text naming the rater): 422. */
  | "unprocessable"
  /** A provider behind us failed (502) or timed out (504); or we cannot serve now (503). */
  | "upstream_failed"
  | "upstream_timeout"
  | "unavailable";

export const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  gone: 410,
  unauthorized: 401,
  invalid_input: 400,
  too_many_requests: 429,
  unprocessable: 422,
  upstream_failed: 502,
  upstream_timeout: 504,
  unavailable: 503,
};

const DEFAULT_CODE: Record<DomainErrorKind, ErrorCode> = {
  not_found: "not_found",
  forbidden: "forbidden",
  conflict: "conflict",
  gone: "gone",
  unauthorized: "unauthorized",
  invalid_input: "validation_failed",
  too_many_requests: "rate_limited",
  unprocessable: "validation_failed",
  upstream_failed: "bad_gateway",
  upstream_timeout: "gateway_timeout",
  unavailable: "service_unavailable",
};

export interface DomainErrorDetail {
  /** A code more precise than the kind's (`unknown_price`, `second_factor_required`, `names_rater`). */
  code?: ErrorCode;
  /** Field path → message, shown beside the field (or naming what clashed, `existingRatingId`). */
  fields?: Record<string, string>;
  /** Sent as `Retry-After`. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    detail: DomainErrorDetail = {},
  ) {
    super(message);
    this.statusCode = DOMAIN_STATUS[kind];
    this.code = detail.code ?? DEFAULT_CODE[kind];
    this.fields = detail.fields;
    this.retryAfterSeconds = detail.retryAfterSeconds;
  }
}

/** The thing does not exist, or the caller may not know that it does (both answer alike). */
export const missing = (message: string) => new DomainError("not_found", message);
/** The caller may not do this. */
export const refused = (message: string, detail?: DomainErrorDetail) => new DomainError("forbidden", message, detail);
/** The thing's state does not allow this now. */
export const clash = (message: string, detail?: DomainErrorDetail) => new DomainError("conflict", message, detail);
/** The thing existed but can no longer be used (spent or expired). */
export const spent = (message: string) => new DomainError("gone", message);
/** Only a signed-in caller may do this, and the caller is a visitor. */
export const signInFirst = (message: string) => new DomainError("unauthorized", message);

/**
 * The input breaks a rule: `400 validation_failed` with `fields` (path → message); the message is the first field's
 * unless one is given, as a schema's refusal says it. A refusal without fields: `new DomainError("invalid_input", m)`.
 */
export const invalidInput = (fields: Record<string, string>, message?: string) =>
  new DomainError("invalid_input", message ?? Object.values(fields)[0] ?? GENERIC_ERRORS.validation, { fields });

/** Too many attempts: `429 rate_limited`, with `Retry-After` when the wait is known. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new DomainError("too_many_requests", message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
