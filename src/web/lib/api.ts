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
    response = await fetch(apiUrl(path), {
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
  if (!response.ok) throw errorOf(response.status, body);
  return body as T;
}

/** The ApiError for a failed answer: the server's `{ error }` when it sent one, else the plain message. */
function errorOf(status: number, body: unknown): ApiError {
  const parsed = ApiErrorBody.safeParse(body);
  if (parsed.success) {
    const e = parsed.data.error;
    return new ApiError(status, e.code, e.message, e.fields);
  }
  return new ApiError(status, "internal", GENERIC_ERRORS.internal);
}

/**
 * `api()` for a JSON POST whose upload progress the page shows (fetch cannot report it), through XMLHttpRequest.
 * Resolves with the JSON answer or rejects with the same ApiError `api()` would.
 */
export function apiWithProgress<T>(path: string, json: unknown, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(path));
    xhr.setRequestHeader("content-type", "application/json");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, "network", NETWORK_MESSAGE));
    xhr.onload = () => {
      const body = safeJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      reject(errorOf(xhr.status, body));
    };
    xhr.send(JSON.stringify(json));
  });
}

function apiUrl(path: string): string {
  return path.startsWith("/api") ? path : `/api/v1${path}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
