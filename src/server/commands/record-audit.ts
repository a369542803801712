import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { auditLogs } from "../db/schema";

export interface AuditEntry {
  userId: string | null;
  action: string;
  tableName: string;
  recordId?: string | null;
  newData?: Record<string, unknown>;
}

/** Where a request came from, for the audit trail. `request.ip` honours TRUST_PROXY. */
export function requestOrigin(request: FastifyRequest) {
  const ua = request.headers["user-agent"];
  return { ipAddress: request.ip ?? null, userAgent: typeof ua === "string" ? ua.slice(0, 500) : null };
}

/**
 * Appends an audit row. Best-effort by design (SPEC §7: "Logging failures are swallowed"): a failure is logged
 * and never blocks the action being audited.
 */
export async function recordAudit(db: Db, log: FastifyBaseLogger, request: FastifyRequest, entry: AuditEntry) {
  try {
    await db.insert(auditLogs).values({
      userId: entry.userId,
      action: entry.action,
      tableName: entry.tableName,
      recordId: entry.recordId ?? null,
      newData: entry.newData ?? null,
      ...requestOrigin(request),
    });
  } catch (error) {
    log.error({ err: error, action: entry.action }, "audit write failed");
  }
}
