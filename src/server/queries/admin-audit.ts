import { type SQL, sql } from "drizzle-orm";
import type { AuditPage } from "../../core/contracts/admin-console";
import type { DbOrTx } from "../db/client";
import { ADMIN_PAGE_SIZE } from "./admin-console";
import { iso, num, rows, str } from "./admin-rows";

export async function searchAudit(
  db: DbOrTx,
  filter: { user?: string; action?: string; table?: string; record?: string },
  page: number,
): Promise<AuditPage> {
  const size = ADMIN_PAGE_SIZE.audit;
  const conds: SQL[] = [];
  if (filter.user)
    conds.push(
      sql`(a.user_id = ${filter.user} OR u.email ILIKE ${`%${filter.user}%`} OR a.new_data->>'subject_user_id' = ${filter.user})`,
    );
  if (filter.action) conds.push(sql`a.action ILIKE ${`${filter.action}%`}`);
  if (filter.table) conds.push(sql`a.table_name = ${filter.table}`);
  if (filter.record) conds.push(sql`a.record_id = ${filter.record}`);
  const where = conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``;
  const from = sql`FROM audit_logs a LEFT JOIN "user" u ON u.id = a.user_id ${where}`;
  const [count] = await rows(db, sql`SELECT count(*)::int AS n ${from}`);
  const found = await rows(
    db,
    sql`SELECT a.id, a.created_at, a.user_id, u.email, a.action, a.table_name, a.record_id, a.new_data, a.ip_address
        ${from} ORDER BY a.created_at DESC, a.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
  );
  return {
    entries: found.map((r) => ({
      id: num(r.id),
      at: iso(r.created_at)!,
      userId: str(r.user_id),
      userEmail: str(r.email),
      action: String(r.action),
      tableName: str(r.table_name),
      recordId: str(r.record_id),
      data: (typeof r.new_data === "string" ? JSON.parse(r.new_data) : r.new_data) as Record<string, unknown> | null,
      ipAddress: str(r.ip_address),
    })),
    page,
    pageSize: size,
    total: num(count?.n),
  };
}
