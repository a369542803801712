import type { ErrorCode } from "../../core/api-error";
import { GENERIC_ERRORS } from "../../core/messages";

/** A failure the client caused or may see: carries the status, a stable code and a human message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = GENERIC_ERRORS.notFound) => new AppError(404, "not_found", message);
export const forbidden = (message: string = GENERIC_ERRORS.forbidden) => new AppError(403, "forbidden", message);
export const unauthorized = (message: string = GENERIC_ERRORS.unauthorized) =>
  new AppError(401, "unauthorized", message);
export const conflict = (message: string) => new AppError(409, "conflict", message);
export const validationFailed = (fields: Record<string, string>, message?: string) =>
  new AppError(400, "validation_failed", message ?? Object.values(fields)[0] ?? GENERIC_ERRORS.validation, fields);
