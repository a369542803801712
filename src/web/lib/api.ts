import { ApiErrorBody } from "../../core/api-error";
import { GENERIC_ERRORS } from "../../core/messages";
import { FIELD_MESSAGES, isRawMessage, readableMessage } from "../../core/validation-messages";
import { localizeInstants } from "./local-time";

/** What a page says when a failure's own words are not fit to show (D50). */
export function fallbackMessageFor(status: number): string {
  if (status === 0) return NETWORK_MESSAGE;
  if (status === 401) return GENERIC_ERRORS.unauthorized;
  if (status === 403) return GENERIC_ERRORS.forbidden;
  if (status === 404) return GENERIC_ERRORS.notFound;
  if (status === 429) return GENERIC_ERRORS.rateLimited;
  if (status >= 400 && status < 500) return GENERIC_ERRORS.validation;
  return GENERIC_ERRORS.internal;
}

export const NETWORK_MESSAGE = "We could not reach Standing. Check your connection and try again.";

/**
 * An API failure carrying the server's `{ error: { code, message, fields } }`. Every page shows `message` and
 * `fields` as they are, so this is the one place that keeps text written for developers (a validator's or a
 * library's) off the screen: such text becomes the plain message for the status.
 */
export class ApiError extends Error {
  readonly fields?: Record<string, string>;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    fields?: Record<string, string>,
  ) {
    super(localizeInstants(readableMessage(message, fallbackMessageFor(status))));
    if (fields)
      this.fields = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, isRawMessage(v) ? FIELD_MESSAGES.invalid : v]),
      );
  }
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path.startsWith("/api") ? path : `/api/v1${path}`, {
      credentials: "same-origin",
      ...rest,
      headers: { ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiError(0, "network", NETWORK_MESSAGE);
  }
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const parsed = ApiErrorBody.safeParse(body);
    if (parsed.success) {
      const e = parsed.data.error;
      throw new ApiError(response.status, e.code, e.message, e.fields);
    }
    throw new ApiError(response.status, "internal", GENERIC_ERRORS.internal);
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
