import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  CLAIM_EVIDENCE_METHODS,
  CLAIM_REQUEST_STATUSES,
  DISPUTE_AUTHOR_ROLES,
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  IMPORT_SOURCES,
  IMPORT_STATUSES,
} from "../../../core/domain";
import { user } from "./auth";
import { employers, professionals, ratings } from "./domain";
import { oneOf } from "./sql-helpers";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** An employer's invitation to claim a profile: single use, bound to one e-mail, stored as a SHA-256 hash, expiring. */
export const claimInvitations = pgTable(
  "claim_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => professionals.id, { onDelete: "cascade" }),
    employerId: uuid("employer_id").references(() => employers.id, { onDelete: "set null" }),
    /** Lower-cased; only an account with this e-mail may use the link. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: text("used_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("claim_invitations_expiry_check", sql`expires_at > created_at`),
    check("claim_invitations_email_lower_check", sql`email = lower(email)`),
    index("claim_invitations_professional_idx").on(t.professionalId),
    index("claim_invitations_email_idx").on(t.email),
  ],
);

/** A request to own an unclaimed profile, with evidence, reviewed by an administrator. */
export const claimRequests = pgTable(
  "claim_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => professionals.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    method: text("method").notNull().$type<(typeof CLAIM_EVIDENCE_METHODS)[number]>(),
    workEmail: text("work_email"),
    linkedinUrl: text("linkedin_url"),
    /** Storage key of the private evidence document (never served to anyone but administrators). */
    documentKey: text("document_key"),
    documentType: text("document_type"),
    note: text("note"),
    status: text("status").notNull().default("pending").$type<(typeof CLAIM_REQUEST_STATUSES)[number]>(),
    reviewReason: text("review_reason"),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("claim_requests_method_check", oneOf("method", CLAIM_EVIDENCE_METHODS)),
    check("claim_requests_status_check", oneOf("status", CLAIM_REQUEST_STATUSES)),
    check(
      "claim_requests_evidence_check",
      sql`(method = 'work_email' AND work_email IS NOT NULL) OR (method = 'linkedin' AND linkedin_url IS NOT NULL) OR (method = 'document' AND document_key IS NOT NULL)`,
    ),
    check("claim_requests_reviewed_check", sql`(status IN ('pending', 'withdrawn')) = (reviewed_at IS NULL)`),
    // One pending request per person (they own at most one profile) and per profile.
    uniqueIndex("claim_requests_one_pending_per_user_idx").on(t.userId).where(sql`status = 'pending'`),
    uniqueIndex("claim_requests_one_pending_per_profile_idx").on(t.professionalId).where(sql`status = 'pending'`),
    index("claim_requests_status_idx").on(t.status, t.createdAt),
  ],
);

/** A professional contests a rating of their own profile. Review and outcomes belong to trust and safety. */
export const disputes = pgTable(
  "disputes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ratingId: uuid("rating_id")
      .notNull()
      .references(() => ratings.id, { onDelete: "cascade" }),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => professionals.id, { onDelete: "cascade" }),
    openedBy: text("opened_by").references(() => user.id, { onDelete: "set null" }),
    disputeType: text("dispute_type").notNull(),
    statement: text("statement").notNull(),
    status: text("status").notNull().default("open").$type<(typeof DISPUTE_STATUSES)[number]>(),
    resolution: text("resolution"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "disputes_type_check",
      oneOf(
        "dispute_type",
        DISPUTE_TYPES.map((d) => d.key),
      ),
    ),
    check("disputes_status_check", oneOf("status", DISPUTE_STATUSES)),
    check("disputes_statement_check", sql`length(btrim(statement)) >= 20 AND length(statement) <= 5000`),
    check("disputes_resolved_check", sql`(status IN ('open', 'needs_info', 'under_review')) = (resolved_at IS NULL)`),
    uniqueIndex("disputes_one_live_per_rating_idx")
      .on(t.ratingId)
      .where(sql`status IN ('open', 'needs_info', 'under_review')`),
    index("disputes_professional_idx").on(t.professionalId, t.createdAt.desc()),
    index("disputes_status_idx").on(t.status, t.createdAt),
  ],
);

/** The conversation on a dispute: the statement's follow-ups, requests for more information and answers. */
export const disputeMessages = pgTable(
  "dispute_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => disputes.id, { onDelete: "cascade" }),
    authorRole: text("author_role").notNull().$type<(typeof DISPUTE_AUTHOR_ROLES)[number]>(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("dispute_messages_role_check", oneOf("author_role", DISPUTE_AUTHOR_ROLES)),
    check("dispute_messages_body_check", sql`length(btrim(body)) > 0 AND length(body) <= 5000`),
    index("dispute_messages_dispute_idx").on(t.disputeId, t.createdAt),
  ],
);

/** Evidence files on a dispute, stored privately through the storage adapter. */
export const disputeEvidence = pgTable(
  "dispute_evidence",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => disputes.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").references(() => disputeMessages.id, { onDelete: "set null" }),
    storageKey: text("storage_key").notNull().unique(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("dispute_evidence_size_check", sql`size_bytes > 0`),
    index("dispute_evidence_dispute_idx").on(t.disputeId),
  ],
);

/** A parsed import waiting for the professional to choose what to keep. Never published until applied. */
export const profileImports = pgTable(
  "profile_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => professionals.id, { onDelete: "cascade" }),
    source: text("source").notNull().$type<(typeof IMPORT_SOURCES)[number]>(),
    /** The parsed draft (fields, certifications, work history, education) and any per-file warnings. */
    draft: jsonb("draft").notNull(),
    status: text("status").notNull().default("draft").$type<(typeof IMPORT_STATUSES)[number]>(),
    createdAt: createdAt(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [
    check("profile_imports_source_check", oneOf("source", IMPORT_SOURCES)),
    check("profile_imports_status_check", oneOf("status", IMPORT_STATUSES)),
    check("profile_imports_applied_check", sql`(status = 'applied') = (applied_at IS NOT NULL)`),
    index("profile_imports_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);
