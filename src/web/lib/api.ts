import type { AccountSession, FailedSignInsResponse, MfaStatus } from "../../core/contracts/account";
import type {
  AdminAnalytics,
  AdminOverview,
  AdminUserDetail,
  AdminUserPage,
  AuditPage,
  RatingAttribution,
} from "../../core/contracts/admin-console";
import type { ApiKeySummary, CreatedApiKey } from "../../core/contracts/api-keys";
import type { AdminInvitationList, AdminInvitationRow } from "../../core/contracts/appeals";
import type { AdminSubscriptionsResponse, BillingOverview, LocalCheckoutSession } from "../../core/contracts/billing";
import type { ContactMessageResponse } from "../../core/contracts/contact";
import type {
  AdminDisputeDetail,
  AdminDisputeList,
  AppealList,
  EmployerDisputesResponse,
  TransparencyReport,
} from "../../core/contracts/dispute-review";
import type {
  DisputeDetail,
  DisputeListResponse,
  DisputeWriteResponse,
  OwnRatingsResponse,
} from "../../core/contracts/disputes";
import type { AdminVerificationRequest, EmployerAnalyticsResponse } from "../../core/contracts/employer";
import type { NewsletterSubscribeResponse } from "../../core/contracts/newsletter";
import type { NotificationPreferences, UnsubscribeView } from "../../core/contracts/notifications";
import type {
  AdminClaimRequest,
  ClaimOk,
  InvitationPreview,
  MyClaimRequests,
  ProfessionalOverview,
} from "../../core/contracts/professional";
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
export function apiWithProgress<T>(
  path: string,
  body: unknown,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(path));
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
        resolve(answer as T);
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

type Message = { message: string };

/**
 * The one map of what the API answers, by method and path (`:name` is a path parameter), for the calls the
 * features' hooks make through `apiCall`. A new call adds its line here; pages never call the API themselves.
 */
export interface ApiAnswers {
  "POST /auth/sign-up": unknown;
  "POST /auth/sign-in": unknown;
  "POST /auth/forgot-password": Message;
  "POST /auth/resend-verification": unknown;
  "POST /auth/reset-password": unknown;
  "GET /account/sessions": { sessions: AccountSession[] };
  "GET /account/failed-sign-ins": FailedSignInsResponse;
  "POST /auth/unlock": Message;
  "DELETE /account/sessions/:id": Message;
  "GET /account/mfa": MfaStatus;
  "PATCH /account/mfa/totp": MfaStatus;
  "POST /account/password": Message;
  "POST /contact": ContactMessageResponse;
  "POST /newsletter": NewsletterSubscribeResponse;
  "GET /admin/claims": { requests: AdminClaimRequest[] };
  "POST /admin/claims/:id/:action": Message;
  "GET /admin/verifications": { requests: AdminVerificationRequest[] };
  "POST /admin/verifications/:id/:action": Message;
  "GET /employer/analytics": EmployerAnalyticsResponse;
  "DELETE /employer/ratings/:id": Message;
  "POST /employer/verification/email": Message;
  "POST /employer/verification/ein": Message;
  "POST /employer/verification/state": Message;
  "POST /employer/verification/email/confirm": { ok: true; message: string };
  "GET /admin/disputes": AdminDisputeList;
  "GET /admin/disputes/:id": AdminDisputeDetail;
  "POST /admin/disputes/:id/:action": Message;
  "GET /admin/appeals": AppealList;
  "POST /admin/appeals/:id/:action": Message;
  "POST /admin/dispute-appeals/:id/:action": Message;
  "GET /admin/invitations": AdminInvitationList;
  "POST /admin/invitations": { invitation: AdminInvitationRow; message: string };
  "POST /admin/invitations/:id/revoke": Message;
  "GET /admin-invitations/:token": { email: string; expiresAt: string };
  "POST /admin-invitations/:token/accept": Message;
  "GET /employer/disputes": EmployerDisputesResponse;
  "POST /employer/disputes/:id/answer": Message;
  "POST /employer/strikes/:id/appeal": Message;
  "GET /transparency": TransparencyReport;
  "GET /notification-preferences": NotificationPreferences;
  "PUT /notification-preferences": NotificationPreferences;
  "GET /unsubscribe": UnsubscribeView;
  "POST /unsubscribe": UnsubscribeView;
  "GET /professional/overview": ProfessionalOverview;
  "GET /professional/ratings": OwnRatingsResponse;
  "GET /professional/disputes": DisputeListResponse;
  "GET /professional/disputes/:id": DisputeDetail;
  "POST /professional/disputes": DisputeWriteResponse;
  "POST /professional/disputes/:id/messages": DisputeWriteResponse;
  "POST /professional/disputes/:id/withdraw": DisputeWriteResponse;
  "POST /professional/disputes/:id/appeal": DisputeWriteResponse;
  "GET /claim/invitations/:token": InvitationPreview;
  "POST /claim/invitations/:token/accept": ClaimOk;
  "GET /claim/requests/mine": MyClaimRequests;
  "POST /claim/requests": { message: string; id: string };
  "POST /claim/requests/:id/withdraw": Message;
  "POST /claim/own-profile": ClaimOk;
  "GET /billing": BillingOverview;
  "GET /api-keys": { keys: ApiKeySummary[] };
  "POST /api-keys": CreatedApiKey;
  "DELETE /api-keys/:id": { ok: true };
  "POST /billing/:action": { ok: true };
  "POST /billing/portal": { url: string };
  "POST /billing/checkout": { url: string };
  "GET /billing/local-checkout/:id": LocalCheckoutSession;
  "POST /billing/local-checkout/:id/:step": { next: "redirect" | "confirm"; redirect: string };
  "GET /admin/subscriptions": AdminSubscriptionsResponse;
  "GET /admin/subscriptions/:id/events": {
    events: Array<{ id: string; type: string; createdAt: string; receivedAt: string; outcome: string }>;
  };
  "GET /admin/overview": AdminOverview;
  "GET /admin/users": AdminUserPage;
  "GET /admin/users/:id": AdminUserDetail;
  "POST /admin/users/:id/:action": Message;
  "POST /admin/users/:id/strikes/:strikeId/reverse": Message;
  "GET /admin/audit": AuditPage;
  "POST /admin/ratings/:id/attribution": RatingAttribution;
  "GET /admin/analytics": AdminAnalytics;
}

/**
 * `api()` typed by `ApiAnswers`: `apiCall("DELETE /employer/ratings/:id", { params: { id } })`. Parameters are
 * URL-encoded; `query` is appended as a query string.
 */
export function apiCall<K extends keyof ApiAnswers>(
  route: K,
  init: Omit<RequestInit, "method"> & {
    params?: Record<string, string>;
    query?: Record<string, string>;
    json?: unknown;
  } = {},
): Promise<ApiAnswers[K]> {
  const { params = {}, query, ...rest } = init;
  const [method, pattern] = route.split(" ") as [string, string];
  let path = pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  if (query) path += `?${new URLSearchParams(query)}`;
  return api<ApiAnswers[K]>(path, method === "GET" ? rest : { ...rest, method });
}
