import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamptz, uuidPk } from "./columns";
import { professionals } from "./domain";

/**
 * Standing credentials issued (issue 36, D0349): only what revocation and the owner's list need. Not the token,
 * not the disclosed values (the holder keeps the file). `status_index` is the credential's entry in the status
 * list, drawn at random and never reused: a row outlives the profile (professional_id set null) so the entry
 * stays revoked after an erasure.
 */
export const credentials = pgTable(
  "credentials",
  {
    id: uuidPk(),
    professionalId: uuid("professional_id").references(() => professionals.id, { onDelete: "set null" }),
    statusIndex: integer("status_index").notNull(),
    /** Which claims were disclosed (names only, e.g. "ratings"), never their values. */
    claims: text("claims").array().notNull(),
    issuedAt: timestamptz("issued_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    /** Who revoked: the owner, an administrator (audited) or the account's deletion. */
    revokedBy: text("revoked_by").$type<"owner" | "admin" | "account_deleted">(),
  },
  (t) => [
    uniqueIndex("credentials_status_index_key").on(t.statusIndex),
    index("credentials_professional_idx").on(t.professionalId, t.issuedAt.desc()),
    check("credentials_status_index_check", sql`status_index >= 0 AND status_index < 131072`),
    check(
      "credentials_revoked_by_check",
      sql`revoked_by IS NULL OR revoked_by IN ('owner', 'admin', 'account_deleted')`,
    ),
    check("credentials_revoked_check", sql`(revoked_at IS NULL) = (revoked_by IS NULL)`),
  ],
);
