/**
 * A rule refused (issue 13 §2, D91). Policies and the kernel throw these, never HTTP errors: what a refusal is
 * (`kind`) is the domain's; its status code is decided in one place, `http/error-handler.ts` (`DOMAIN_STATUS`).
 */
export type DomainErrorKind = "not_found" | "forbidden" | "conflict";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** The thing does not exist, or the caller may not know that it does (both answer alike). */
export const missing = (message: string) => new DomainError("not_found", message);
/** The caller may not do this. */
export const refused = (message: string) => new DomainError("forbidden", message);
/** The thing's state does not allow this now. */
export const clash = (message: string) => new DomainError("conflict", message);
