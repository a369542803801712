import { z } from "zod";

/** The one error shape every API failure answers with. */
export const ErrorCode = z.enum([
  "validation_failed",
  "invalid_json",
  "payload_too_large",
  "unsupported_media_type",
  "not_found",
  "unauthorized",
  "forbidden",
  "second_factor_required",
  "conflict",
  "gone",
  "rate_limited",
  "bad_gateway",
  "gateway_timeout",
  "service_unavailable",
  "internal",
  // Billing (issue 17).
  "invalid_signature",
  "unknown_price",
  "payment_provider_unavailable",
  "card_declined",
  "authentication_failed",
  // Idempotency-Key and unknown COMMIT outcomes (issue 33 §6, D309, D310).
  "outcome_unknown",
  "idempotency_key_reused",
  "idempotency_in_progress",
  "already_applied",
  // A text toward the professional names the employer behind the rating (issue 33 §1, D296).
  "names_rater",
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
