import type { ApiErrorBody } from "../../core/api-error";

/**
 * What `ApiErrorBody.safeParse(body)` accepts, without zod (D287): every page's API client reads failures with it,
 * and the schema brought zod's whole runtime into the first task of every page that calls the API, the visitors'
 * search page included. `tests/unit/zod-free-readers.test.ts` checks it against the schema on generated values.
 * Answers the error (its four known keys only), or null when the body is not the server's error shape.
 */
export function readApiErrorBody(body: unknown): ApiErrorBody["error"] | null {
  if (!isPlainRecord(body)) return null;
  const error = body.error;
  if (!isPlainRecord(error)) return null;
  const { code, message, fields, requestId } = error;
  if (typeof code !== "string" || typeof message !== "string") return null;
  if (requestId !== undefined && typeof requestId !== "string") return null;
  if (fields !== undefined && !(isPlainRecord(fields) && Object.values(fields).every((v) => typeof v === "string")))
    return null;
  return {
    code,
    message,
    ...(fields !== undefined ? { fields: fields as Record<string, string> } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
  };
}

function isPlainRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
