import { and, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type FlagSubject, HIDDEN_TEXT } from "../../core/contracts/flags";
import type { Tx } from "../db/client";
import {
  claimRequests,
  disputeMessages,
  disputes,
  employerVerificationRequests,
  professionals,
  strikeAppeals,
} from "../db/schema";

/**
 * Where a flagged text lives (issue 15 §1, D173, D237): the page its author reads it on again, and how it is hidden
 * in place. `hideText` has a case for every subject, and the compiler refuses a new subject until it has one.
 */

/**
 * Where the author reads the text again (for the notice's link): a dispute text opens its own dispute, where the
 * "Hidden by moderation" panel says why (D237).
 */
export async function authorLink(tx: Tx, subject: FlagSubject, subjectId: string): Promise<string | null> {
  switch (subject) {
    case "headline":
    case "bio":
    case "certification":
    case "work_history":
      return "/dashboard/professional/settings";
    case "dispute_statement":
      return `/dashboard/professional/disputes?dispute=${encodeURIComponent(subjectId)}`;
    case "dispute_message": {
      const [row] = await tx
        .select({ disputeId: disputeMessages.disputeId })
        .from(disputeMessages)
        .where(eq(disputeMessages.id, subjectId));
      return row
        ? `/dashboard/professional/disputes?dispute=${encodeURIComponent(row.disputeId)}`
        : "/dashboard/professional/disputes";
    }
    case "employer_answer":
    case "appeal_statement":
      return "/dashboard/employer/disputes";
    default:
      return null;
  }
}

/** The texts that must exist, by subject: the column each is stored in, on a row whose key is `id`. */
const REQUIRED_TEXTS = {
  dispute_statement: disputes.statement,
  dispute_message: disputeMessages.body,
  employer_answer: disputeMessages.body,
  appeal_statement: strikeAppeals.statement,
  verification_rejection: employerVerificationRequests.reason,
  claim_rejection: claimRequests.reviewReason,
} satisfies Partial<Record<FlagSubject, PgColumn>>;

/** "Hidden by moderation." in place of a text that must exist, if its row still holds the flagged text. */
async function replaceRequiredText(tx: Tx, column: PgColumn, rowId: string, body: string): Promise<boolean> {
  const done = await tx.execute(sql`
    UPDATE ${column.table} SET ${sql.identifier(column.name)} = ${HIDDEN_TEXT}
    WHERE id = ${rowId} AND ${column} = ${body}
    RETURNING id`);
  return done.rows.length > 0;
}

/**
 * Replaces the flagged text where it is stored (D173): optional profile fields become empty (readers see nothing),
 * texts that must exist read "Hidden by moderation.". Only the text that was flagged is replaced; a text the author
 * has rewritten since stays. Returns whether anything was replaced.
 */
export async function hideText(
  tx: Tx,
  subject: FlagSubject,
  subjectId: string,
  body: string,
  now: Date,
): Promise<boolean> {
  switch (subject) {
    case "headline":
    case "bio": {
      const column = subject === "headline" ? professionals.headline : professionals.bio;
      const done = await tx
        .update(professionals)
        // updatedAt moves so a settings form opened before the hide cannot write the text back unnoticed.
        .set(subject === "headline" ? { headline: null, updatedAt: now } : { bio: null, updatedAt: now })
        .where(and(eq(professionals.id, subjectId), eq(column, body)))
        .returning({ id: professionals.id });
      return done.length > 0;
    }
    case "certification":
    case "work_history": {
      const [row] = await tx
        .select({ certifications: professionals.certifications, workHistory: professionals.workHistory })
        .from(professionals)
        .where(eq(professionals.id, subjectId))
        .for("update");
      if (!row) return false;
      const list = (subject === "certification" ? row.certifications : row.workHistory) as unknown[];
      let replaced = false;
      const next = list.map((item) => {
        if (!item || typeof item !== "object") return item;
        const copy = { ...(item as Record<string, unknown>) };
        for (const [k, v] of Object.entries(copy))
          if (v === body) {
            copy[k] = HIDDEN_TEXT;
            replaced = true;
          }
        return copy;
      });
      if (!replaced) return false;
      await tx
        .update(professionals)
        .set(
          subject === "certification"
            ? { certifications: next as never, updatedAt: now }
            : { workHistory: next as never, updatedAt: now },
        )
        .where(eq(professionals.id, subjectId));
      return true;
    }
    case "dispute_statement":
    case "dispute_message":
    case "employer_answer":
    case "appeal_statement":
    case "verification_rejection":
    case "claim_rejection":
      return replaceRequiredText(tx, REQUIRED_TEXTS[subject], subjectId, body);
    case "rating":
      return false;
  }
}
