import type { ApiRoutes } from "../../core/api";
import type { AnswerOf, BodyOf, CallArgs, CallInputOf } from "../../core/api/typed-call";
import { GENERIC_ERRORS } from "../../core/messages";
import { FIELD_MESSAGES, isRawMessage, readableMessage } from "../../core/validation-messages";
import { readApiErrorBody } from "./api-error-body";
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

/**
 * A fresh Idempotency-Key (D311): 128 random bits as hex. `crypto.getRandomValues` works on plain-HTTP addresses
 * too, where `crypto.randomUUID` does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** How long to wait before asking again whether a change whose COMMIT went unanswered was saved. */
const OUTCOME_RETRY_MS = 1000;

/**
 * Every POST carries one Idempotency-Key per call — one form submission — so the server never acts twice on it
 * (D309, D311). When the answer is 503 `outcome_unknown` (the connection dropped while the change was committed),
 * the same request goes once more with the same key: the server then answers the first outcome (the stored answer,
 * `already_applied`, or acts if nothing was saved).
 */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const post = (rest.method ?? "GET").toUpperCase() === "POST";
  const key = post ? newIdempotencyKey() : undefined;
  const send = async () => {
    try {
      return await fetch(apiUrl(path), {
        credentials: "same-origin",
        ...rest,
        headers: {
          ...(json !== undefined ? { "content-type": "application/json" } : {}),
          ...(key ? { "idempotency-key": key } : {}),
          ...headers,
        },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    } catch {
      throw new ApiError(0, "network", NETWORK_MESSAGE);
    }
  };
  let response = await send();
  let text = await response.text();
  if (key && response.status === 503 && readApiErrorBody(safeJson(text))?.code === "outcome_unknown") {
    await new Promise((resolve) => setTimeout(resolve, OUTCOME_RETRY_MS));
    response = await send();
    text = await response.text();
  }
  const body: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw errorOf(response.status, body);
  return body as T;
}

/** The ApiError for a failed answer: the server's `{ error }` when it sent one, else the plain message. */
function errorOf(status: number, body: unknown): ApiError {
  const e = readApiErrorBody(body);
  // The server's words name the header for API clients; a person is told what to do.
  if (e?.code === "outcome_unknown") return new ApiError(status, e.code, GENERIC_ERRORS.outcomeUnknownInApp);
  if (e) return new ApiError(status, e.code, e.message, e.fields);
  return new ApiError(status, "internal", GENERIC_ERRORS.internal);
}

/**
 * `api()` for a POST whose upload progress the page shows (fetch cannot report it), through XMLHttpRequest: `body` is
 * FormData (files, sent as multipart) or a value sent as JSON. Resolves with the parsed answer or rejects with the
 * ApiError `api()` would give (a bare 413 says the upload is too large; `signal` cancels the upload).
 */
export function apiWithProgress<K extends ApiRoute & `POST ${string}`>(
  route: K,
  body: FormData | ApiBody<K>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ApiAnswer<K>> {
  return new Promise<ApiAnswer<K>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(route.slice("POST ".length)));
    xhr.setRequestHeader("idempotency-key", newIdempotencyKey());
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const answer = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(answer as ApiAnswer<K>);
        return;
      }
      if (xhr.status === 413 && !readApiErrorBody(answer))
        reject(new ApiError(413, "payload_too_large", GENERIC_ERRORS.payloadTooLarge));
      else reject(errorOf(xhr.status, answer));
    };
    xhr.onerror = () => reject(new ApiError(0, "network", NETWORK_MESSAGE));
    xhr.onabort = () => reject(new ApiError(0, "aborted", "Upload cancelled."));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    if (body instanceof FormData) xhr.send(body);
    else {
      xhr.setRequestHeader("content-type", "application/json");
      xhr.send(JSON.stringify(body));
    }
  });
}

/** A path under /api/ is already whole (auth, dev tools); any other is a v1 route, `/api-keys` included. */
function apiUrl(path: string): string {
  return path.startsWith("/api/") ? path : `/api/v1${path}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A declared route's key, `"METHOD /path"` as in `src/core/api/` (D0374). */
export type ApiRoute = keyof ApiRoutes;
/** What a declared route answers (its first success response schema's output). */
export type ApiAnswer<K extends ApiRoute> = AnswerOf<ApiRoutes[K]>;
/** The query a declared route reads. */
export type ApiQuery<K extends ApiRoute> = Exclude<NonNullable<CallInputOf<ApiRoutes[K]>["query"]>, URLSearchParams>;
/** The JSON body a declared route parses, for a hook's or a form's input type. */
export type ApiBody<K extends ApiRoute> = BodyOf<ApiRoutes[K]>;
/** `fetch` options a call may add: a signal, headers, or a multipart `body` for an upload route. */
type CallExtra = Omit<RequestInit, "method" | "body"> & { body?: FormData };

/**
 * The typed client (D0374): `apiCall("POST /admin/disputes/:disputeId/decide", { params: { disputeId }, json })`.
 * The route's key, path parameters, query, body and answer are all typed from its declaration in `src/core/api/`;
 * only types are imported, so no schema reaches the bundle. Parameters are URL-encoded; `query` values left
 * `undefined` are not sent.
 */
export function apiCall<K extends ApiRoute>(
  route: K,
  ...[init]: CallArgs<ApiRoutes[K], CallExtra>
): Promise<ApiAnswer<K>> {
  const {
    params,
    query,
    ...rest
  }: CallExtra & {
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean | undefined> | URLSearchParams;
    json?: unknown;
  } = init ?? {};
  const space = route.indexOf(" ");
  const method = route.slice(0, space);
  let path = route
    .slice(space + 1)
    .replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ""));
  const search = new URLSearchParams(query instanceof URLSearchParams ? query : undefined);
  if (!(query instanceof URLSearchParams))
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const queryString = search.toString();
  if (queryString) path += `?${queryString}`;
  return api<ApiAnswer<K>>(path, method === "GET" ? rest : { ...rest, method });
}
