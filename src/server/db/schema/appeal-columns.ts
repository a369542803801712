import { sql } from "drizzle-orm";
import { check, text } from "drizzle-orm/pg-core";
import { userRef } from "./auth";
import { createdAt, timestamptz } from "./columns";

/*
 * What every appeal records — an employer's of a strike (`strike_appeals`), a professional's of a dispute decision
 * (`dispute_appeals`) — and the rules on it, written once so the two stay alike. `upheld` means the appeal
 * succeeded, `rejected` that the decision stands.
 */

export const appealFiling = () => ({
  filedBy: userRef("filed_by"),
  statement: text("statement").notNull(),
  status: text("status").notNull().default("pending").$type<"pending" | "upheld" | "rejected">(),
});

export const appealDecision = () => ({
  claimedBy: userRef("claimed_by"),
  claimedAt: timestamptz("claimed_at"),
  decidedBy: userRef("decided_by"),
  reasonCode: text("reason_code"),
  decisionStatement: text("decision_statement"),
  /** Set when the administrator who took the original decision decided alone: no other was active (D328). */
  selfDecisionReason: text("self_decision_reason"),
  createdAt: createdAt(),
  decidedAt: timestamptz("decided_at"),
});

/** The status, the statement's length, and a decision that carries its reasons. */
export const appealChecks = (table: string) => [
  check(`${table}_status_check`, sql`status IN ('pending', 'upheld', 'rejected')`),
  check(`${table}_statement_check`, sql`length(btrim(statement)) >= 20 AND length(statement) <= 5000`),
  check(
    `${table}_decided_check`,
    sql`(status = 'pending') = (decided_at IS NULL) AND (status = 'pending' OR (reason_code IS NOT NULL AND decision_statement IS NOT NULL))`,
  ),
];
