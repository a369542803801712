import { type AnyColumn, desc, type SQL, sql } from "drizzle-orm";
import type { disputeAppeals, strikeAppeals } from "../db/schema";

/** What the administrators' queues share: the label a moderator is shown by, their order, an appeal's decision. */

/** A user's display label (name, else e-mail) by id, for the moderator holding or having made a decision. */
export const labelOf = (column: SQL | unknown) =>
  sql<string | null>`(SELECT coalesce(nullif(btrim(u.name), ''), u.email) FROM "user" u WHERE u.id = ${column})`;

/** A decided-on queue's order: pending items first, oldest first (the review queue), then the latest decisions. */
export const pendingFirst = (item: { status: AnyColumn; createdAt: AnyColumn; decidedAt: AnyColumn }): SQL[] => [
  sql`(${item.status} = 'pending') DESC`,
  sql`CASE WHEN ${item.status} = 'pending' THEN ${item.createdAt} END ASC`,
  desc(item.decidedAt),
];

/** An appeal's own columns in the queue, strike appeal or dispute appeal alike: its statement, claim and decision. */
export const appealQueueColumns = <T extends typeof strikeAppeals | typeof disputeAppeals>(appeal: T) => ({
  statement: appeal.statement,
  createdAt: appeal.createdAt,
  claimedBy: appeal.claimedBy,
  claimedByLabel: labelOf(appeal.claimedBy),
  claimedAt: appeal.claimedAt,
  reasonCode: appeal.reasonCode,
  decisionStatement: appeal.decisionStatement,
  decidedAt: appeal.decidedAt,
  selfDecisionReason: appeal.selfDecisionReason,
});

/** The appeal row's instants as dates. */
export const appealDates = <
  R extends { createdAt: Date | string; claimedAt: Date | string | null; decidedAt: Date | string | null },
>(
  r: R,
) => ({
  ...r,
  createdAt: new Date(r.createdAt),
  claimedAt: r.claimedAt ? new Date(r.claimedAt) : null,
  decidedAt: r.decidedAt ? new Date(r.decidedAt) : null,
});
