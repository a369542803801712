import { and, eq, isNull, sql } from "drizzle-orm";
import type { FlagSource, TextFlagSubject } from "../../core/contracts/flags";
import type { RatingFlagReason } from "../../core/domain";
import type { FlaggingAdapter } from "../adapters/flagging";
import type { Db, Tx } from "../db/client";
import { flags, ratingFlags, textChecks } from "../db/schema";
import { JOB_NAMES } from "../kernel/job-names";
import { wakeAfterCommit } from "../kernel/job-wake";

/**
 * Producers of the flags queue (D170–D172). Commands that save a user's free text call `queueTextCheck` inside
 * their transaction: one row per text, checked later by the `flag-check` job, so a slow check never makes a write
 * slow and a flag never blocks one. Rating anomalies call `queueRatingFlags`, which writes the record the
 * transparency report counts (`rating_flags`) and its queue item together.
 */

/** Queue priority: higher first, then oldest first (D174). */
export const FLAG_PRIORITY: Record<FlagSource, number> = {
  profanity: 30,
  after_dispute: 30,
  outlier_employer: 20,
  straight_lined: 20,
  equality: 10,
};

const RATING_FLAG_BODY: Record<RatingFlagReason, string> = {
  straight_lined: "Same score in every category",
  after_dispute: "Rating soon after the professional disputed this employer",
  outlier_employer: "Far below other employers",
};

export interface TextToCheck {
  subject: TextFlagSubject;
  /** The row the text lives in (a professional, dispute, message, request). */
  subjectId: string;
  authorUserId: string | null;
  text: string | null | undefined;
}

export async function queueTextCheck(tx: Tx, ...texts: TextToCheck[]): Promise<void> {
  const rows = texts
    .filter((t) => typeof t.text === "string" && t.text.trim().length > 0)
    .map((t) => ({ subject: t.subject, subjectId: t.subjectId, authorUserId: t.authorUserId, body: t.text as string }));
  if (rows.length === 0) return;
  await tx.insert(textChecks).values(rows);
  wakeAfterCommit(JOB_NAMES.flagCheck);
}

/** The texts of certification and work-history items (names, issuers, titles, descriptions) as separate checks. */
export function listTexts<T extends object, K extends keyof T & string>(
  subject: "certification" | "work_history",
  subjectId: string,
  authorUserId: string,
  items: ReadonlyArray<T>,
  keys: readonly K[],
): TextToCheck[] {
  return items.flatMap((item) =>
    keys.map((k) => {
      const value: unknown = item[k];
      return { subject, subjectId, authorUserId, text: typeof value === "string" ? value : null };
    }),
  );
}

export async function queueRatingFlags(
  tx: Tx,
  input: { ratingId: string; reasons: RatingFlagReason[]; authorUserId: string; now: Date },
): Promise<void> {
  if (input.reasons.length === 0) return;
  const written = await tx
    .insert(ratingFlags)
    .values(input.reasons.map((reason) => ({ ratingId: input.ratingId, reason, createdAt: input.now })))
    .onConflictDoNothing()
    .returning({ id: ratingFlags.id, reason: ratingFlags.reason });
  if (written.length === 0) return;
  await tx
    .insert(flags)
    .values(
      written.map((w) => ({
        source: w.reason,
        subject: "rating" as const,
        subjectId: input.ratingId,
        ratingFlagId: w.id,
        authorUserId: input.authorUserId,
        body: RATING_FLAG_BODY[w.reason],
        priority: FLAG_PRIORITY[w.reason],
        createdAt: input.now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * One pass of the checker: pending texts, oldest first, locked (SKIP LOCKED, so two workers share the work), run
 * through the adapter; each match group becomes an open flag, or refreshes the open flag of the same text and
 * source (a rewritten headline that still matches is one item, showing the latest text). Returns how many texts it
 * checked.
 */
export async function runTextChecks(db: Db, adapter: FlaggingAdapter, now: Date, limit = 50): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(textChecks)
      .where(isNull(textChecks.checkedAt))
      .orderBy(textChecks.createdAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const row of due) {
      const matches = await adapter.check(row.body);
      for (const source of ["equality", "profanity"] as const) {
        const found = matches.filter((m) => m.source === source).map(({ word, rule, note }) => ({ word, rule, note }));
        if (found.length === 0) continue;
        const values = {
          source,
          subject: row.subject,
          subjectId: row.subjectId,
          authorUserId: row.authorUserId,
          body: row.body,
          matches: found,
          priority: FLAG_PRIORITY[source],
          createdAt: now,
        };
        const [open] = await tx
          .select({ id: flags.id, body: flags.body, matches: flags.matches })
          .from(flags)
          .where(
            and(
              eq(flags.subject, row.subject),
              eq(flags.subjectId, row.subjectId),
              eq(flags.source, source),
              eq(flags.state, "open"),
            ),
          )
          .for("update");
        if (!open) await tx.insert(flags).values(values);
        else if (open.body !== row.body && (row.subject === "headline" || row.subject === "bio"))
          // One field, one text: the newer text replaces the older in the open item.
          await tx.update(flags).set({ body: row.body, matches: found }).where(eq(flags.id, open.id));
        else if (open.body !== row.body)
          // A list or a thread holds many texts: each flagged text is its own item.
          await tx.insert(flags).values(values).onConflictDoNothing();
      }
    }
    if (due.length > 0)
      await tx
        .update(textChecks)
        .set({ checkedAt: now })
        .where(
          sql`${textChecks.id} IN (${sql.join(
            due.map((d) => sql`${d.id}::uuid`),
            sql`, `,
          )})`,
        );
    return due.length;
  });
}
