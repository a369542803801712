/**
 * A rule refused (issue 13 §2, D91). Policies and the kernel throw these, never HTTP errors: what a refusal is
 * (`kind`) is the domain's. Its HTTP status is this table, the one place it is decided; the error handler
 * (`http/error-handler.ts`) answers with it, and `statusCode` exposes it to callers that inspect a refusal.
 */
export type DomainErrorKind = "not_found" | "forbidden" | "conflict" | "gone" | "unauthorized";

export const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  gone: 410,
  unauthorized: 401,
};

export class DomainError extends Error {
  readonly statusCode: number;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.statusCode = DOMAIN_STATUS[kind];
  }
}

/** The thing does not exist, or the caller may not know that it does (both answer alike). */
export const missing = (message: string) => new DomainError("not_found", message);
/** The caller may not do this. */
export const refused = (message: string) => new DomainError("forbidden", message);
/** The thing's state does not allow this now. */
export const clash = (message: string) => new DomainError("conflict", message);
/** The thing existed but can no longer be used (spent or expired). */
export const spent = (message: string) => new DomainError("gone", message);
/** Only a signed-in caller may do this, and the caller is a visitor. */
export const signInFirst = (message: string) => new DomainError("unauthorized", message);
