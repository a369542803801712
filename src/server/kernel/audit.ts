import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { DbOrTx, Tx } from "../db/client";
import { auditLogs } from "../db/schema";

/**
 * The audit trail, below the commands (issue 13 §1, D90). Two ways to write a row:
 * - `auditInTx` inside a command's transaction: the row exists exactly when the change does;
 * - `recordAudit` best-effort after the fact (SPEC §7: "Logging failures are swallowed").
 */

/** Where a request came from, for audit rows written inside a command's transaction. */
export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

/** Where a request came from, for the audit trail. `request.ip` honours TRUST_PROXY. */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const ua = request.headers["user-agent"];
  return { ipAddress: request.ip ?? null, userAgent: typeof ua === "string" ? ua.slice(0, 500) : null };
}

/** An audit row written in the command's own transaction: it exists exactly when the change does. */
export async function auditInTx(
  tx: Tx,
  entry: {
    userId: string;
    action: string;
    tableName: string;
    recordId: string;
    newData?: Record<string, unknown>;
    origin: RequestOrigin;
    at: Date;
  },
) {
  await tx.insert(auditLogs).values({
    userId: entry.userId,
    action: entry.action,
    tableName: entry.tableName,
    recordId: entry.recordId,
    newData: entry.newData ?? null,
    ipAddress: entry.origin.ipAddress,
    userAgent: entry.origin.userAgent,
    createdAt: entry.at,
  });
}

export interface AuditEntry {
  userId: string | null;
  action: string;
  tableName: string;
  recordId?: string | null;
  newData?: Record<string, unknown>;
}

/** Where a best-effort audit row comes from, and who hears of its failure: what a command needs to write one. */
export interface AuditAfterTheFact {
  origin: RequestOrigin;
  failed(error: unknown, action: string): void;
}

/** The request's origin and logger, for a command that writes a best-effort audit row (`auditAfterTheFact`). */
export function auditBy(request: FastifyRequest): AuditAfterTheFact {
  return {
    origin: requestOrigin(request),
    failed: (error, action) => request.log.error({ err: error, action }, "audit write failed"),
  };
}

/**
 * Appends an audit row after the fact, outside any transaction (an outside provider already acted). Best-effort by
 * design (SPEC §7: "Logging failures are swallowed"): a failure is told to `by.failed` and never blocks the action.
 */
export async function auditAfterTheFact(db: DbOrTx, by: AuditAfterTheFact, entry: AuditEntry) {
  try {
    await db.insert(auditLogs).values({
      userId: entry.userId,
      action: entry.action,
      tableName: entry.tableName,
      recordId: entry.recordId ?? null,
      newData: entry.newData ?? null,
      ...by.origin,
    });
  } catch (error) {
    by.failed(error, entry.action);
  }
}

/** `auditAfterTheFact` from a route or hook that holds the request. */
export async function recordAudit(db: DbOrTx, log: FastifyBaseLogger, request: FastifyRequest, entry: AuditEntry) {
  await auditAfterTheFact(
    db,
    {
      origin: requestOrigin(request),
      failed: (error, action) => log.error({ err: error, action }, "audit write failed"),
    },
    entry,
  );
}
