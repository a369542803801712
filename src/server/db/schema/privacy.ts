import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { ownedByUser, userRef } from "./auth";
import { timestamptz, uuidPk } from "./columns";

/**
 * Data export requests (issue 18, D180-D182). One row per request; the job builds the archive, stores it under
 * `storageKey` and mails a signed link that names this row. The archive is removed once `expiresAt` passes.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuidPk(),
    userId: ownedByUser(),
    status: text("status").notNull().default("queued").$type<"queued" | "ready" | "expired">(),
    requestedAt: timestamptz("requested_at").notNull(),
    readyAt: timestamptz("ready_at"),
    expiresAt: timestamptz("expires_at"),
    storageKey: text("storage_key"),
    sizeBytes: integer("size_bytes"),
    downloadedAt: timestamptz("downloaded_at"),
    removedAt: timestamptz("removed_at"),
  },
  (t) => [
    check("data_exports_status_check", sql`status IN ('queued', 'ready', 'expired')`),
    index("data_exports_user_idx").on(t.userId, t.requestedAt.desc()),
    index("data_exports_expiry_idx").on(t.expiresAt).where(sql`status = 'ready'`),
  ],
);

/**
 * Account deletion (issue 18, D183-D185): requested → deactivated at once (profiles.deactivated_at) → erased after
 * `eraseAfter` by the erasure sweep, unless an administrator reactivated it first (with a reason).
 * Kept after erasure as the record that the erasure happened (no name, no e-mail: the user row is a tombstone).
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    id: uuidPk(),
    userId: ownedByUser(),
    accountType: text("account_type"),
    /** The profile's visibility before deactivation made it private; restored on reactivation. */
    previousVisibility: text("previous_visibility"),
    requestedAt: timestamptz("requested_at").notNull(),
    eraseAfter: timestamptz("erase_after").notNull(),
    erasedAt: timestamptz("erased_at"),
    reactivatedAt: timestamptz("reactivated_at"),
    reactivatedBy: userRef("reactivated_by"),
    reactivationReason: text("reactivation_reason"),
  },
  (t) => [
    index("account_deletions_user_idx").on(t.userId),
    index("account_deletions_due_idx").on(t.eraseAfter).where(sql`erased_at IS NULL AND reactivated_at IS NULL`),
  ],
);

/** One row per retention run (erasure, archive removal, 7-year retention) with its counts, for the admin overview. */
export const retentionRuns = pgTable(
  "retention_runs",
  {
    id: uuidPk(),
    job: text("job").notNull(),
    ranAt: timestamptz("ran_at").notNull(),
    counts: jsonb("counts").$type<Record<string, number>>().notNull(),
  },
  (t) => [index("retention_runs_job_idx").on(t.job, t.ranAt.desc())],
);
