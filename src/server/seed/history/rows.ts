import { sql } from "drizzle-orm";
import type { DisputeState } from "../../../core/dispute-workflow";
import type { DisputeType } from "../../../core/domain";

// --- row shapes (keys are the column names) ------------------------------------------------------------------------

export interface DisputeRow {
  id: string;
  rating_id: string;
  professional_id: string;
  opened_by: string;
  dispute_type: DisputeType;
  statement: string;
  status: DisputeState;
  claimed_by: string | null;
  claimed_at: string | null;
  answer_due_at: string | null;
  decision_due_at: string;
  overdue_at: string | null;
  decided_by: string | null;
  reason_code: string | null;
  decision_statement: string | null;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
}
export interface MessageRow {
  id: string;
  dispute_id: string;
  author_role: "professional" | "employer" | "admin";
  author_id: string;
  audience: "professional" | "employer";
  body: string;
  created_at: string;
}
export interface EventRow {
  id: string;
  dispute_id: string | null;
  strike_id: string | null;
  kind: string;
  actor_role: "professional" | "employer" | "admin" | "system";
  actor_id: string | null;
  from_state: string | null;
  to_state: string | null;
  reason_code: string | null;
  note: string | null;
  message_id: string | null;
  created_at: string;
}
export interface StrikeRow {
  id: string;
  employer_id: string;
  dispute_id: string;
  ordinal: number;
  effect: string;
  status: "active" | "reversed" | "expired";
  issued_at: string;
  appeal_deadline: string;
  expires_at: string;
  suspended_until: string | null;
  ended_at: string | null;
}
export interface AppealRow {
  id: string;
  subject_id: string;
  party_id: string;
  filed_by: string;
  statement: string;
  status: "pending" | "upheld" | "rejected";
  decided_by: string | null;
  reason_code: string | null;
  decision_statement: string | null;
  self_decision_reason: string | null;
  created_at: string;
  decided_at: string | null;
}
export interface FlagRow {
  id: string;
  flag_id: string;
  rating_id: string;
  reason: "outlier_employer" | "after_dispute";
  status: "open" | "upheld" | "dismissed";
  state: "open" | "dismissed" | "removed";
  author_user_id: string;
  body: string;
  priority: number;
  decided_by: string | null;
  decision_reason: string | null;
  created_at: string;
  resolved_at: string | null;
}
export interface NoticeRow {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  message: string;
  link: string;
  read: boolean;
  created_at: string;
}

export interface HistoryRows {
  disputes: DisputeRow[];
  messages: MessageRow[];
  events: EventRow[];
  strikes: StrikeRow[];
  strikeAppeals: AppealRow[];
  disputeAppeals: (AppealRow & { original_decided_by: string })[];
  flags: FlagRow[];
  notifications: NoticeRow[];
  lookups: { id: string; user_id: string; subject_id: string; created_at: string }[];
  /** Ratings whose status the history changed (`removed`, `under_dispute`, `withheld`). */
  ratingStatuses: { id: string; status: string }[];
  /** Employers' standing after their strikes: the active count and the latest rating suspension. */
  employerStanding: { id: string; strike_count: number; suspended_until: string | null }[];
}

// --- SQL: one JSON parameter per table ------------------------------------------------------------------------------

/** The statements that write `rows`, in foreign-key order. Run inside the seed's transaction. */
export function historySql(h: HistoryRows) {
  const j = (v: unknown) => JSON.stringify(v);
  return [
    sql`INSERT INTO disputes (id, rating_id, professional_id, opened_by, dispute_type, statement, status, claimed_by, claimed_at,
        answer_due_at, decision_due_at, overdue_at, decided_by, reason_code, decision_statement, created_at, updated_at, resolved_at)
      SELECT * FROM jsonb_to_recordset(${j(h.disputes)}::jsonb) AS x(id uuid, rating_id uuid, professional_id uuid, opened_by text,
        dispute_type text, statement text, status text, claimed_by text, claimed_at timestamptz, answer_due_at timestamptz,
        decision_due_at timestamptz, overdue_at timestamptz, decided_by text, reason_code text, decision_statement text,
        created_at timestamptz, updated_at timestamptz, resolved_at timestamptz)`,
    sql`INSERT INTO dispute_messages (id, dispute_id, author_role, author_id, audience, body, created_at)
      SELECT * FROM jsonb_to_recordset(${j(h.messages)}::jsonb) AS x(id uuid, dispute_id uuid, author_role text, author_id text,
        audience text, body text, created_at timestamptz)`,
    sql`INSERT INTO employer_strikes (id, employer_id, dispute_id, ordinal, effect, status, issued_at, appeal_deadline, expires_at,
        suspended_until, ended_at)
      SELECT * FROM jsonb_to_recordset(${j(h.strikes)}::jsonb) AS x(id uuid, employer_id uuid, dispute_id uuid, ordinal int,
        effect text, status text, issued_at timestamptz, appeal_deadline timestamptz, expires_at timestamptz,
        suspended_until timestamptz, ended_at timestamptz)`,
    sql`INSERT INTO strike_appeals (id, strike_id, employer_id, filed_by, statement, status, decided_by, reason_code,
        decision_statement, self_decision_reason, created_at, decided_at)
      SELECT id, subject_id, party_id, filed_by, statement, status, decided_by, reason_code, decision_statement,
        self_decision_reason, created_at, decided_at
      FROM jsonb_to_recordset(${j(h.strikeAppeals)}::jsonb) AS x(id uuid, subject_id uuid, party_id uuid, filed_by text,
        statement text, status text, decided_by text, reason_code text, decision_statement text, self_decision_reason text,
        created_at timestamptz, decided_at timestamptz)`,
    sql`INSERT INTO dispute_appeals (id, dispute_id, professional_id, filed_by, statement, status, original_decided_by,
        decided_by, reason_code, decision_statement, self_decision_reason, created_at, decided_at)
      SELECT id, subject_id, party_id, filed_by, statement, status, original_decided_by, decided_by, reason_code,
        decision_statement, self_decision_reason, created_at, decided_at
      FROM jsonb_to_recordset(${j(h.disputeAppeals)}::jsonb) AS x(id uuid, subject_id uuid, party_id uuid, filed_by text,
        statement text, status text, original_decided_by text, decided_by text, reason_code text, decision_statement text,
        self_decision_reason text, created_at timestamptz, decided_at timestamptz)`,
    sql`INSERT INTO moderation_events (id, dispute_id, strike_id, kind, actor_role, actor_id, from_state, to_state, reason_code,
        note, message_id, created_at)
      SELECT * FROM jsonb_to_recordset(${j(h.events)}::jsonb) AS x(id uuid, dispute_id uuid, strike_id uuid, kind text,
        actor_role text, actor_id text, from_state text, to_state text, reason_code text, note text, message_id uuid,
        created_at timestamptz)`,
    sql`WITH x AS MATERIALIZED (
        SELECT * FROM jsonb_to_recordset(${j(h.flags)}::jsonb) AS x(id uuid, flag_id uuid, rating_id uuid, reason text,
          status text, state text, author_user_id text, body text, priority int, decided_by text, decision_reason text,
          created_at timestamptz, resolved_at timestamptz)
      ), rf AS (
        INSERT INTO rating_flags (id, rating_id, reason, status, created_at, resolved_at)
        SELECT id, rating_id, reason, status, created_at, resolved_at FROM x
      )
      INSERT INTO flags (id, source, subject, subject_id, rating_flag_id, author_user_id, body, priority, state, decided_by,
        decided_at, decision_reason, created_at)
      SELECT flag_id, reason, 'rating', rating_id::text, id, author_user_id, body, priority, state, decided_by, resolved_at,
        decision_reason, created_at FROM x`,
    sql`INSERT INTO notifications (id, user_id, kind, title, message, link, read, created_at)
      SELECT * FROM jsonb_to_recordset(${j(h.notifications)}::jsonb) AS x(id uuid, user_id text, kind text, title text,
        message text, link text, read boolean, created_at timestamptz)`,
    sql`INSERT INTO usage_tracking (id, user_id, action_type, subject_id, created_at)
      SELECT id, user_id, 'profile_lookup', subject_id, created_at
      FROM jsonb_to_recordset(${j(h.lookups)}::jsonb) AS x(id uuid, user_id text, subject_id uuid, created_at timestamptz)`,
    sql`UPDATE ratings r SET status = x.status
      FROM jsonb_to_recordset(${j(h.ratingStatuses)}::jsonb) AS x(id uuid, status text) WHERE r.id = x.id`,
    sql`UPDATE employers e SET strike_count = x.strike_count, suspended_until = x.suspended_until
      FROM jsonb_to_recordset(${j(h.employerStanding)}::jsonb) AS x(id uuid, strike_count int, suspended_until timestamptz)
      WHERE e.id = x.id`,
  ];
}
