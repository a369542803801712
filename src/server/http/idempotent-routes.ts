/**
 * The routes that create something, by method and registered address. `secretResponse`: the answer holds a secret
 * shown once (an API key), which is never stored, so a retry learns only that it was already done.
 */
export const IDEMPOTENT_ROUTES: Readonly<Record<string, { secretResponse?: true }>> = {
  "POST /api/v1/employer/employees": {},
  "POST /api/v1/employer/employees/import": {},
  "POST /api/v1/employer/ratings": {},
  "POST /api/v1/employer/verification/email": {},
  "POST /api/v1/employer/verification/ein": {},
  "POST /api/v1/employer/verification/state": {},
  "POST /api/v1/employer/disputes/:disputeId/answer": {},
  "POST /api/v1/employer/strikes/:strikeId/appeal": {},
  "POST /api/v1/professional/disputes": {},
  "POST /api/v1/professional/disputes/:disputeId/messages": {},
  "POST /api/v1/professional/imports": {},
  "POST /api/v1/professional/imports/scraper": {},
  "POST /api/v1/claim/requests": {},
  "POST /api/v1/claim/invitations/:token/accept": {},
  "POST /api/v1/claim/own-profile": {},
  "POST /api/v1/contact": {},
  "POST /api/v1/newsletter": {},
  "POST /api/v1/privacy/export": {},
  "POST /api/v1/billing/checkout": {},
  "POST /api/v1/api-keys": { secretResponse: true },
};

export function isIdempotentRoute(method: string, url: string): boolean {
  return Object.hasOwn(IDEMPOTENT_ROUTES, `${method} ${url}`);
}

/** The header's description in the API document (api-docs.ts). */
export const IDEMPOTENCY_HEADER_SCHEMA = {
  type: "string",
  minLength: 1,
  maxLength: 255,
  pattern: "^[\\x21-\\x7e]{1,255}$",
  description:
    "Optional. A key for this request (e.g. a random UUID), 1–255 visible ASCII characters. A retry with the same " +
    "key gets the first answer instead of acting twice (24 hours, per signed-in user); the same key with another " +
    "body answers 422, and while the first request runs, 409.",
} as const;
