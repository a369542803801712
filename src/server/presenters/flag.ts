import {
  actionsFor,
  FLAG_SOURCE_LABELS,
  FLAG_SUBJECT_LABELS,
  type FlagDetail,
  type FlagList,
  type HiddenNote,
} from "../../core/contracts/flags";
import { type FlaggedRating, type FlagRecord, flagDueAt, liveClaim, type SourceScoreRecord } from "../queries/flags";
import type { AuthorHiddenText, HiddenTextNotice } from "../records/flag";

export type { FlagRecord } from "../queries/flags";

/** A flag in the queue, for administrators (the only audience of flags). */
export function presentFlagSummary(row: FlagRecord, viewerId: string, now: Date): FlagList["flags"][number] {
  const claim = liveClaim(row, now);
  return {
    id: row.id,
    source: row.source,
    sourceLabel: FLAG_SOURCE_LABELS[row.source],
    subject: row.subject,
    subjectLabel: FLAG_SUBJECT_LABELS[row.subject],
    state: row.state,
    priority: row.priority,
    excerpt: row.body.length > 140 ? `${row.body.slice(0, 139)}…` : row.body,
    matchCount: row.matches.length,
    createdAt: row.createdAt.toISOString(),
    dueAt: flagDueAt(row.createdAt).toISOString(),
    claimedBy: claim ? (row.claimHolderName ?? "Another moderator") : null,
    claimedByMe: claim === viewerId,
  };
}

export function presentFlagList(
  rows: FlagRecord[],
  scores: SourceScoreRecord[],
  viewerId: string,
  now: Date,
): FlagList {
  return { flags: rows.map((r) => presentFlagSummary(r, viewerId, now)), sources: scores };
}

export function presentFlagDetail(
  row: FlagRecord,
  rating: FlaggedRating | null,
  decidedByName: string | null,
  viewerId: string,
  now: Date,
): FlagDetail {
  return {
    ...presentFlagSummary(row, viewerId, now),
    text: row.body,
    matches: row.matches.map((m) => ({ word: m.word, rule: m.rule, note: m.note })),
    author: { userId: row.authorUserId, name: row.authorName, email: row.authorEmail },
    rating,
    actions: row.state === "open" ? actionsFor(row.subject) : [],
    decision:
      row.state !== "open" && row.decidedAt
        ? { by: decidedByName, at: row.decidedAt.toISOString(), reason: row.decisionReason ?? "", strike: row.strike }
        : null,
  };
}

/** The author's own view of a hidden profile text: which field and why (D173). */
export function presentHiddenTexts(rows: HiddenTextNotice[]) {
  return {
    hidden: rows.map((r) => ({
      subject: r.subject,
      label: r.label,
      reason: r.reason,
      hiddenAt: r.hiddenAt.toISOString(),
    })),
  };
}

/** The author's own hidden dispute text, answer or appeal (D237); the caller passes only the author's own rows. */
export function presentHiddenNote(r: AuthorHiddenText): HiddenNote {
  return {
    subject: r.subject,
    subjectId: r.subjectId,
    label: r.label,
    reason: r.reason,
    hiddenAt: r.hiddenAt.toISOString(),
    text: r.text,
  };
}
