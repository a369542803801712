import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { appealChecks, appealDecision, appealFiling } from "./appeal-columns";
import { userRef } from "./auth";
import { createdAt, timestamptz, uuidPk } from "./columns";
import { ofProfessional } from "./domain";
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
    id: uuidPk(),
    disputeId: uuid("dispute_id")
      .notNull()
      .unique()
      .references(() => disputes.id, { onDelete: "cascade" }),
    professionalId: ofProfessional(),
    ...appealFiling(),
    originalDecidedBy: userRef("original_decided_by"),
    ...appealDecision(),
  },
  (t) => [
    ...appealChecks("dispute_appeals"),
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
    id: uuidPk(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: userRef("invited_by"),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    acceptedAt: timestamptz("accepted_at"),
    acceptedUserId: userRef("accepted_user_id"),
    revokedAt: timestamptz("revoked_at"),
    revokedBy: userRef("revoked_by"),
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
