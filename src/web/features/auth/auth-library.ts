import { GENERIC_ERRORS } from "../../../core/messages";
import { ApiError } from "../../lib/api";

/**
 * Calls an endpoint of the auth library under /api/auth/* (two-factor, passkeys). Its errors come as
 * `{ code, message }`, ours (allow-list 404, CSRF 403, throttle 429) as `{ error: { code, message } }`;
 * both become an ApiError.
 */
export async function authLibrary<T>(path: string, init: { method?: "GET" | "POST"; json?: unknown } = {}): Promise<T> {
  const method = init.method ?? (init.json === undefined ? "GET" : "POST");
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method,
      credentials: "same-origin",
      headers: init.json !== undefined ? { "content-type": "application/json" } : undefined,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  } catch {
    throw new ApiError(0, "network", "We could not reach Standing. Check your connection and try again.");
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const b = (body ?? {}) as { code?: unknown; message?: unknown; error?: { code?: unknown; message?: unknown } };
    const code = String(b.error?.code ?? b.code ?? "internal");
    const message = String(b.error?.message ?? b.message ?? GENERIC_ERRORS.internal);
    throw new ApiError(response.status, code, message);
  }
  return body as T;
}
