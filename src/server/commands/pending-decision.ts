import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../db/client";
import type { claimRequests, disputeAppeals, employerVerificationRequests, strikeAppeals } from "../db/schema";
import { clash, missing } from "../kernel/domain-errors";

/** The rows that wait, `pending`, for an administrator's decision: appeals of either kind, claim and verification requests. */
type AwaitingDecision =
  | typeof strikeAppeals
  | typeof disputeAppeals
  | typeof claimRequests
  | typeof employerVerificationRequests;

/**
 * A row awaiting a decision, row-locked for the rest of the transaction while it is still pending: 404 `notFound`
 * when there is none (`only` narrows what is found: another person's request answers as a missing one), 409
 * `decided` once it is decided or withdrawn. Answers its id and status and the `extra` columns the command needs.
 */
export async function lockPendingDecision<T extends AwaitingDecision, E extends Record<string, AnyPgColumn>>(
  tx: Tx,
  awaiting: T,
  find: { id: string; extra: E; only?: SQL },
  sentences: { notFound: string; decided: string },
) {
  const table: PgTable = awaiting;
  const [row] = await tx
    .select({ id: awaiting.id, status: awaiting.status, ...find.extra })
    .from(table)
    .where(and(eq(awaiting.id, find.id), find.only))
    .for("update");
  if (!row) throw missing(sentences.notFound);
  if (row.status !== "pending") throw clash(sentences.decided);
  return row;
}
