import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { professionals } from "./domain";
import { disputes } from "./professional";

/**
 * The professional's appeal of a dispute decision that went against them (issue 34 §3, D326): one per dispute,
 * decided by an administrator other than `original_decided_by`, or by that administrator alone with a recorded
 * `self_decision_reason` when no other administrator is active (D328). Statuses mirror `strike_appeals`: `upheld`
 * means the appeal succeeded (the dismissal was overturned), `rejected` that the decision stands.
 */
export const disputeAppeals = pgTable(
  "dispute_appeals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    disputeId: uuid("dispute_id")
      .notNull()
      .unique()
      .references(() => disputes.id, { onDelete: "cascade" }),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => professionals.id, { onDelete: "cascade" }),
    filedBy: text("filed_by").references(() => user.id, { onDelete: "set null" }),
    statement: text("statement").notNull(),
    status: text("status").notNull().default("pending").$type<"pending" | "upheld" | "rejected">(),
    originalDecidedBy: text("original_decided_by").references(() => user.id, { onDelete: "set null" }),
    claimedBy: text("claimed_by").references(() => user.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    reasonCode: text("reason_code"),
    decisionStatement: text("decision_statement"),
    selfDecisionReason: text("self_decision_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check("dispute_appeals_status_check", sql`status IN ('pending', 'upheld', 'rejected')`),
    check("dispute_appeals_statement_check", sql`length(btrim(statement)) >= 20 AND length(statement) <= 5000`),
    check(
      "dispute_appeals_decided_check",
      sql`(status = 'pending') = (decided_at IS NULL) AND (status = 'pending' OR (reason_code IS NOT NULL AND decision_statement IS NOT NULL))`,
    ),
    check(
      "dispute_appeals_self_check",
      sql`self_decision_reason IS NULL OR (status <> 'pending' AND length(btrim(self_decision_reason)) >= 30)`,
    ),
    index("dispute_appeals_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * An administrator's e-mailed invitation to become an administrator (issue 34 §4a, D329). Only the token's SHA-256
 * is stored; the link is single-use (accepted_at), expires (expires_at) and can be revoked. One open invitation per
 * address. It creates a new account; it never grants the role to an existing one.
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: text("accepted_user_id").references(() => user.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("admin_invitations_email_check", sql`email = lower(email) AND length(email) <= 254`),
    check("admin_invitations_end_check", sql`accepted_at IS NULL OR revoked_at IS NULL`),
    check(
      "admin_invitations_accepted_check",
      sql`(accepted_at IS NULL) = (accepted_user_id IS NULL) OR accepted_at IS NOT NULL`,
    ),
    uniqueIndex("admin_invitations_open_email_idx").on(t.email).where(sql`accepted_at IS NULL AND revoked_at IS NULL`),
    index("admin_invitations_created_idx").on(t.createdAt),
  ],
);
