import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  EMPLOYMENT_STATUSES,
  RATING_FLAG_REASONS,
  RATING_FLAG_STATUSES,
  VERIFICATION_REQUEST_METHODS,
  VERIFICATION_REQUEST_STATUSES,
} from "../../../core/domain";
import { userRef } from "./auth";
import { createdAt, timestamptz, updatedAt, uuidPk } from "./columns";
import { ofEmployer, ofProfessional, ratings } from "./domain";
import { oneOf } from "./sql-helpers";

/** The employment link between an employer and a professional (roster, and what a rating asserts). One per pair. */
export const employments = pgTable(
  "employments",
  {
    id: uuidPk(),
    employerId: ofEmployer(),
    professionalId: ofProfessional(),
    status: text("status").notNull().$type<(typeof EMPLOYMENT_STATUSES)[number]>(),
    startDate: date("start_date"),
    endDate: date("end_date"),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("employments_pair_idx").on(t.employerId, t.professionalId),
    index("employments_professional_idx").on(t.professionalId),
    check("employments_status_check", oneOf("status", EMPLOYMENT_STATUSES)),
    check("employments_dates_check", sql`end_date IS NULL OR start_date IS NULL OR end_date >= start_date`),
    check("employments_current_has_no_end", sql`status <> 'current' OR end_date IS NULL`),
  ],
);

/**
 * A request to verify a business by EIN or state registration, reviewed by an administrator.
 * (Business-domain e-mail verifies on its own through `email_verification_tokens`.)
 */
export const employerVerificationRequests = pgTable(
  "employer_verification_requests",
  {
    id: uuidPk(),
    employerId: ofEmployer(),
    method: text("method").notNull().$type<(typeof VERIFICATION_REQUEST_METHODS)[number]>(),
    status: text("status").notNull().default("pending").$type<(typeof VERIFICATION_REQUEST_STATUSES)[number]>(),
    ein: text("ein"),
    state: text("state"),
    entityNumber: text("entity_number"),
    /** Storage key of the uploaded registration document (never a public URL). */
    documentKey: text("document_key"),
    documentType: text("document_type"),
    documentSize: integer("document_size"),
    submittedBy: userRef("submitted_by"),
    reviewerId: userRef("reviewer_id"),
    reason: text("reason"),
    createdAt: createdAt(),
    decidedAt: timestamptz("decided_at"),
  },
  (t) => [
    check("verification_requests_method_check", oneOf("method", VERIFICATION_REQUEST_METHODS)),
    check("verification_requests_status_check", oneOf("status", VERIFICATION_REQUEST_STATUSES)),
    check("verification_requests_ein_check", sql`method <> 'ein' OR ein ~ '^[0-9]{2}-[0-9]{7}$'`),
    check(
      "verification_requests_state_fields_check",
      sql`method <> 'state_registration' OR (state IS NOT NULL AND entity_number IS NOT NULL AND document_key IS NOT NULL AND document_type IN ('application/pdf', 'image/png', 'image/jpeg') AND document_size BETWEEN 1 AND 5242880)`,
    ),
    check(
      "verification_requests_decision_check",
      sql`(status = 'pending') = (decided_at IS NULL) AND (status <> 'rejected' OR length(btrim(coalesce(reason, ''))) > 0)`,
    ),
    uniqueIndex("verification_requests_one_pending_idx").on(t.employerId).where(sql`status = 'pending'`),
    index("verification_requests_status_idx").on(t.status, t.createdAt),
  ],
);

/** Business-domain e-mail links: single use, stored as a SHA-256 hash, expiring. */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: uuidPk(),
    employerId: ofEmployer(),
    address: text("address").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("email_verification_tokens_expiry_check", sql`expires_at > created_at`),
    index("email_verification_tokens_employer_idx").on(t.employerId, t.createdAt.desc()),
  ],
);

/** Ratings queued for human review by the fairness checks (presented by the trust-and-safety issue). */
export const ratingFlags = pgTable(
  "rating_flags",
  {
    id: uuidPk(),
    ratingId: uuid("rating_id")
      .notNull()
      .references(() => ratings.id, { onDelete: "cascade" }),
    reason: text("reason").notNull().$type<(typeof RATING_FLAG_REASONS)[number]>(),
    status: text("status").notNull().default("open").$type<(typeof RATING_FLAG_STATUSES)[number]>(),
    createdAt: createdAt(),
    resolvedAt: timestamptz("resolved_at"),
  },
  (t) => [
    uniqueIndex("rating_flags_rating_reason_idx").on(t.ratingId, t.reason),
    index("rating_flags_status_idx").on(t.status, t.createdAt),
    check("rating_flags_reason_check", oneOf("reason", RATING_FLAG_REASONS)),
    check("rating_flags_status_check", oneOf("status", RATING_FLAG_STATUSES)),
    check("rating_flags_resolved_check", sql`(status = 'open') = (resolved_at IS NULL)`),
  ],
);
