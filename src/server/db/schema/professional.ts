import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  CLAIM_EVIDENCE_METHODS,
  CLAIM_REQUEST_STATUSES,
  DISPUTE_AUTHOR_ROLES,
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  IMPORT_SOURCES,
  IMPORT_STATUSES,
  LIVE_DISPUTE_STATUSES,
} from "../../../core/domain";
import { appealChecks, appealDecision, appealFiling } from "./appeal-columns";
import { ownedByUser, userRef } from "./auth";
import { createdAt, timestamptz, updatedAt, uuidPk } from "./columns";
import { employers, ofEmployer, ofProfessional, ratings } from "./domain";
import { flags } from "./flags";
import { oneOf } from "./sql-helpers";

const LIVE_SQL = oneOf("status", LIVE_DISPUTE_STATUSES);

/** An employer's invitation to claim a profile: single use, bound to one e-mail, stored as a SHA-256 hash, expiring. */
export const claimInvitations = pgTable(
  "claim_invitations",
  {
    id: uuidPk(),
    professionalId: ofProfessional(),
    employerId: uuid("employer_id").references(() => employers.id, { onDelete: "set null" }),
    /** Lower-cased; only an account with this e-mail may use the link. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    usedBy: userRef("used_by"),
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
    id: uuidPk(),
    professionalId: ofProfessional(),
    userId: ownedByUser(),
    method: text("method").notNull().$type<(typeof CLAIM_EVIDENCE_METHODS)[number]>(),
    workEmail: text("work_email"),
    linkedinUrl: text("linkedin_url"),
    /** Storage key of the private evidence document (never served to anyone but administrators). */
    documentKey: text("document_key"),
    documentType: text("document_type"),
    note: text("note"),
    status: text("status").notNull().default("pending").$type<(typeof CLAIM_REQUEST_STATUSES)[number]>(),
    reviewReason: text("review_reason"),
    reviewedBy: userRef("reviewed_by"),
    reviewedAt: timestamptz("reviewed_at"),
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
    id: uuidPk(),
    ratingId: uuid("rating_id")
      .notNull()
      .references(() => ratings.id, { onDelete: "cascade" }),
    professionalId: ofProfessional(),
    openedBy: userRef("opened_by"),
    disputeType: text("dispute_type").notNull(),
    statement: text("statement").notNull(),
    status: text("status").notNull().default("open").$type<(typeof DISPUTE_STATUSES)[number]>(),
    resolution: text("resolution"),
    /** The moderator who holds the dispute: only they may act on it until they release it (D101). */
    claimedBy: userRef("claimed_by"),
    claimedAt: timestamptz("claimed_at"),
    /** While a party is asked for information: when their answer is due (5 business days). */
    answerDueAt: timestamptz("answer_due_at"),
    /** Filing + 30 days: undecided by then, the rating leaves the aggregates until decided (D102). */
    decisionDueAt: timestamptz("decision_due_at"),
    /** When the 30-day rule withheld the rating (null while it still counts). */
    overdueAt: timestamptz("overdue_at"),
    decidedBy: userRef("decided_by"),
    /** The statement of reasons of the decision: a code from the catalogue and free text (D103). */
    reasonCode: text("reason_code"),
    decisionStatement: text("decision_statement"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    resolvedAt: timestamptz("resolved_at"),
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
    check("disputes_resolved_check", sql`(${LIVE_SQL}) = (resolved_at IS NULL)`),
    check(
      "disputes_decision_check",
      sql`status NOT IN ('upheld', 'dismissed') OR (reason_code IS NOT NULL AND decision_statement IS NOT NULL)`,
    ),
    uniqueIndex("disputes_one_live_per_rating_idx").on(t.ratingId).where(LIVE_SQL),
    index("disputes_answer_due_idx").on(t.answerDueAt).where(sql`answer_due_at IS NOT NULL`),
    index("disputes_decision_due_idx").on(t.decisionDueAt).where(sql`overdue_at IS NULL AND ${LIVE_SQL}`),
    index("disputes_professional_idx").on(t.professionalId, t.createdAt.desc()),
    index("disputes_status_idx").on(t.status, t.createdAt),
  ],
);

/** The conversation on a dispute: the statement's follow-ups, requests for more information and answers. */
export const disputeMessages = pgTable(
  "dispute_messages",
  {
    id: uuidPk(),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => disputes.id, { onDelete: "cascade" }),
    authorRole: text("author_role").notNull().$type<(typeof DISPUTE_AUTHOR_ROLES)[number]>(),
    authorId: userRef("author_id"),
    /**
     * The thread a message belongs to: `professional` (read by the professional and moderators) or `employer`
     * (read by the employer and moderators). A moderator's question goes to one party, so neither side reads the
     * other's words unless a moderator quotes them (D104).
     */
    audience: text("audience").notNull().default("professional").$type<"professional" | "employer">(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("dispute_messages_role_check", oneOf("author_role", DISPUTE_AUTHOR_ROLES)),
    check("dispute_messages_audience_check", oneOf("audience", ["professional", "employer"])),
    check("dispute_messages_body_check", sql`length(btrim(body)) > 0 AND length(body) <= 5000`),
    index("dispute_messages_dispute_idx").on(t.disputeId, t.createdAt),
  ],
);

/** Evidence files on a dispute, stored privately through the storage adapter. */
export const disputeEvidence = pgTable(
  "dispute_evidence",
  {
    id: uuidPk(),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => disputes.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").references(() => disputeMessages.id, { onDelete: "set null" }),
    storageKey: text("storage_key").notNull().unique(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    uploadedBy: userRef("uploaded_by"),
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
    id: uuidPk(),
    userId: ownedByUser(),
    professionalId: ofProfessional(),
    source: text("source").notNull().$type<(typeof IMPORT_SOURCES)[number]>(),
    /** The parsed draft (fields, certifications, work history, education) and any per-file warnings. */
    draft: jsonb("draft").notNull(),
    status: text("status").notNull().default("draft").$type<(typeof IMPORT_STATUSES)[number]>(),
    createdAt: createdAt(),
    appliedAt: timestamptz("applied_at"),
  },
  (t) => [
    check("profile_imports_source_check", oneOf("source", IMPORT_SOURCES)),
    check("profile_imports_status_check", oneOf("status", IMPORT_STATUSES)),
    check("profile_imports_applied_check", sql`(status = 'applied') = (applied_at IS NOT NULL)`),
    index("profile_imports_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * The moderation log (DESIGN "Moderation is an event log", Ozone's shape): every step of a dispute or an appeal —
 * filed, claimed, released, information requested, answered, deadline passed, withheld after 30 days, decided,
 * appealed, appeal decided, withdrawn — is one appended row with who, what, why and the states before and after.
 * Screens and the transparency report read it; nothing is edited in place without its event.
 */
export const moderationEvents = pgTable(
  "moderation_events",
  {
    id: uuidPk(),
    disputeId: uuid("dispute_id").references(() => disputes.id, { onDelete: "cascade" }),
    strikeId: uuid("strike_id"),
    kind: text("kind").notNull(),
    actorRole: text("actor_role").notNull().$type<"professional" | "employer" | "admin" | "system">(),
    actorId: userRef("actor_id"),
    fromState: text("from_state"),
    toState: text("to_state"),
    reasonCode: text("reason_code"),
    /** Free text (a question, a statement of reasons); read by moderators only. */
    note: text("note"),
    messageId: uuid("message_id").references(() => disputeMessages.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("moderation_events_actor_check", oneOf("actor_role", ["professional", "employer", "admin", "system"])),
    check("moderation_events_subject_check", sql`dispute_id IS NOT NULL OR strike_id IS NOT NULL`),
    index("moderation_events_dispute_idx").on(t.disputeId, t.createdAt),
    index("moderation_events_strike_idx").on(t.strikeId, t.createdAt),
    index("moderation_events_kind_idx").on(t.kind, t.createdAt),
  ],
);

/**
 * A strike against an employer (SPEC §4): issued by an upheld dispute or by a moderator's decision on a flagged
 * rating (D236). Exactly one cause: one strike per dispute, one per flag.
 */
export const employerStrikes = pgTable(
  "employer_strikes",
  {
    id: uuidPk(),
    employerId: ofEmployer(),
    disputeId: uuid("dispute_id")
      .unique()
      .references(() => disputes.id, { onDelete: "cascade" }),
    /** The flag whose decision removed the rating and issued this strike (no dispute carried it, D236). */
    flagId: uuid("flag_id")
      .unique()
      .references(() => flags.id, { onDelete: "cascade" }),
    /** Active strikes (this one included) when it was issued: 1, 2 or 3. */
    ordinal: integer("ordinal").notNull(),
    effect: text("effect").notNull().$type<"warning" | "rating_suspension" | "permanent_suspension">(),
    status: text("status").notNull().default("active").$type<"active" | "reversed" | "expired">(),
    issuedAt: timestamptz("issued_at").notNull(),
    appealDeadline: timestamptz("appeal_deadline").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    /** The rating suspension this strike set (strike 2), so a reversal can lift exactly it. */
    suspendedUntil: timestamptz("suspended_until"),
    endedAt: timestamptz("ended_at"),
  },
  (t) => [
    check("employer_strikes_ordinal_check", sql`ordinal >= 1`),
    check("employer_strikes_effect_check", oneOf("effect", ["warning", "rating_suspension", "permanent_suspension"])),
    check("employer_strikes_status_check", oneOf("status", ["active", "reversed", "expired"])),
    check("employer_strikes_ended_check", sql`(status = 'active') = (ended_at IS NULL)`),
    check("employer_strikes_cause_check", sql`(dispute_id IS NULL) <> (flag_id IS NULL)`),
    index("employer_strikes_employer_idx").on(t.employerId, t.status),
    index("employer_strikes_expiry_idx").on(t.expiresAt).where(sql`status = 'active'`),
  ],
);

/** An employer's appeal of a strike, within 30 days of it; one per strike, decided by a moderator. */
export const strikeAppeals = pgTable(
  "strike_appeals",
  {
    id: uuidPk(),
    strikeId: uuid("strike_id")
      .notNull()
      .unique()
      .references(() => employerStrikes.id, { onDelete: "cascade" }),
    employerId: ofEmployer(),
    ...appealFiling(),
    ...appealDecision(),
  },
  (t) => [...appealChecks("strike_appeals"), index("strike_appeals_status_idx").on(t.status, t.createdAt)],
);
