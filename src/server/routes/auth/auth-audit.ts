import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../../db/client";
import { recordAudit } from "../../kernel/audit";

/**
 * The audit rows of the sign-in, recovery and library routes (`tableName: "auth"`, best effort after the fact): one
 * writer per kind of row, told the request, the account if known and what happened.
 */
export function authAudit(db: DbOrTx, action: "login_attempt" | "security") {
  return (request: FastifyRequest, userId: string | null, data: Record<string, unknown>) =>
    recordAudit(db, request.log, request, { userId, action, tableName: "auth", newData: data });
}
