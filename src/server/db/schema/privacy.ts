import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Data export requests (issue 18, D180-D182). One row per request; the job builds the archive, stores it under
 * `storageKey` and mails a signed link that names this row. The archive is removed once `expiresAt` passes.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued").$type<"queued" | "ready" | "expired">(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    storageKey: text("storage_key"),
    sizeBytes: integer("size_bytes"),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
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
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accountType: text("account_type"),
    /** The profile's visibility before deactivation made it private; restored on reactivation. */
    previousVisibility: text("previous_visibility"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    eraseAfter: timestamp("erase_after", { withTimezone: true }).notNull(),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    reactivatedAt: timestamp("reactivated_at", { withTimezone: true }),
    reactivatedBy: text("reactivated_by").references(() => user.id, { onDelete: "set null" }),
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
    id: uuid("id").primaryKey().defaultRandom(),
    job: text("job").notNull(),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull(),
    counts: jsonb("counts").$type<Record<string, number>>().notNull(),
  },
  (t) => [index("retention_runs_job_idx").on(t.job, t.ranAt.desc())],
);
