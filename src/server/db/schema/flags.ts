import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  FLAG_SOURCES,
  FLAG_STATES,
  FLAG_SUBJECTS,
  type FlagSource,
  type FlagState,
  type FlagSubject,
} from "../../../core/contracts/flags";
import { userRef } from "./auth";
import { createdAt, timestamptz, uuidPk } from "./columns";
import { ratingFlags } from "./employer";
import { oneOf } from "./sql-helpers";

/**
 * Texts waiting for the flagging check (D171): written by the command that saved the text, in its transaction;
 * the `flag-check` job runs the adapter and marks the row checked. The text is a copy: a hide compares it with
 * what is stored then.
 */
export const textChecks = pgTable(
  "text_checks",
  {
    id: uuidPk(),
    subject: text("subject").notNull().$type<FlagSubject>(),
    subjectId: text("subject_id").notNull(),
    authorUserId: userRef("author_user_id"),
    body: text("body").notNull(),
    createdAt: createdAt(),
    checkedAt: timestamptz("checked_at"),
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
    id: uuidPk(),
    source: text("source").notNull().$type<FlagSource>(),
    subject: text("subject").notNull().$type<FlagSubject>(),
    subjectId: text("subject_id").notNull(),
    ratingFlagId: uuid("rating_flag_id").references(() => ratingFlags.id, { onDelete: "cascade" }),
    authorUserId: userRef("author_user_id"),
    body: text("body").notNull(),
    matches: jsonb("matches").notNull().$type<StoredFlagMatch[]>().default([]),
    priority: integer("priority").notNull(),
    state: text("state").notNull().default("open").$type<FlagState>(),
    claimedBy: userRef("claimed_by"),
    claimedAt: timestamptz("claimed_at"),
    decidedBy: userRef("decided_by"),
    decidedAt: timestamptz("decided_at"),
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
