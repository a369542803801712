import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  FLAG_SOURCES,
  FLAG_STATES,
  FLAG_SUBJECTS,
  type FlagSource,
  type FlagState,
  type FlagSubject,
} from "../../../core/contracts/flags";
import { user } from "./auth";
import { ratingFlags } from "./employer";
import { oneOf } from "./sql-helpers";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Texts waiting for the flagging check (D171): written by the command that saved the text, in its transaction;
 * the `flag-check` job runs the adapter and marks the row checked. The text is a copy: a hide compares it with
 * what is stored then.
 */
export const textChecks = pgTable(
  "text_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull().$type<FlagSubject>(),
    subjectId: text("subject_id").notNull(),
    authorUserId: text("author_user_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [
    index("text_checks_pending_idx").on(t.createdAt).where(sql`checked_at IS NULL`),
    check("text_checks_subject_check", oneOf("subject", FLAG_SUBJECTS)),
  ],
);

export interface StoredFlagMatch {
  word: string;
  rule: string;
  note: string;
}

/** The one moderation queue: text flags and rating anomalies (D170). */
export const flags = pgTable(
  "flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source").notNull().$type<FlagSource>(),
    subject: text("subject").notNull().$type<FlagSubject>(),
    subjectId: text("subject_id").notNull(),
    ratingFlagId: uuid("rating_flag_id").references(() => ratingFlags.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    matches: jsonb("matches").notNull().$type<StoredFlagMatch[]>().default([]),
    priority: integer("priority").notNull(),
    state: text("state").notNull().default("open").$type<FlagState>(),
    claimedBy: text("claimed_by").references(() => user.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionReason: text("decision_reason"),
    strike: boolean("strike").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // One open item per text and source (a list or a thread holds many texts under one subject id).
    uniqueIndex("flags_one_open_idx")
      .on(t.subject, t.subjectId, t.source, sql`md5(${t.body})`)
      .where(sql`state = 'open'`),
    index("flags_queue_idx").on(t.state, t.priority.desc(), t.createdAt),
    index("flags_subject_idx").on(t.subject, t.subjectId),
    check("flags_source_check", oneOf("source", FLAG_SOURCES)),
    check("flags_subject_check", oneOf("subject", FLAG_SUBJECTS)),
    check("flags_state_check", oneOf("state", FLAG_STATES)),
    check(
      "flags_decision_check",
      sql`(state = 'open') = (decided_at IS NULL) AND (state = 'open' OR length(btrim(coalesce(decision_reason, ''))) > 0)`,
    ),
  ],
);
