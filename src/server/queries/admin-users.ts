import { sql } from "drizzle-orm";
import type { AdminUserDetail, AdminUserPage } from "../../core/contracts/admin-console";
import type { DbOrTx } from "../db/client";
import { ADMIN_PAGE_SIZE } from "./admin-console";
import { iso, num, type Row, rows, str } from "./admin-rows";

/** The admin console's people: search and one account's whole story (issue 15 §3). */
const USER_COLUMNS = sql`u.id, u.name, u.email, u.created_at,
  coalesce(e.company_name, p.company_name) AS company,
  coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles,
  coalesce(s.subscription_type, 'free') AS plan, s.status AS subscription_status,
  p.deactivated_at, p.full_name,
  EXISTS (SELECT 1 FROM account_suspensions x WHERE x.user_id = u.id AND x.lifted_at IS NULL) AS suspended`;
const USER_FROM = sql`FROM "user" u
  LEFT JOIN profiles p ON p.id = u.id
  LEFT JOIN employers e ON e.user_id = u.id
  LEFT JOIN subscriptions s ON s.user_id = u.id`;

const toUserRow = (r: Row) => ({
  id: String(r.id),
  name: String(r.full_name ?? r.name ?? ""),
  email: String(r.email),
  company: str(r.company),
  roles: Array.isArray(r.roles) ? (r.roles as string[]) : parseArray(r.roles),
  plan: String(r.plan),
  suspended: Boolean(r.suspended),
  deactivated: r.deactivated_at != null,
  createdAt: iso(r.created_at)!,
});
function parseArray(v: unknown): string[] {
  if (typeof v !== "string") return [];
  return v
    .replace(/^\{|\}$/g, "")
    .split(",")
    .filter(Boolean);
}

/** Search by name, e-mail or company (case-insensitive substring), newest accounts first, paged. */
export async function searchUsers(db: DbOrTx, q: string | undefined, page: number): Promise<AdminUserPage> {
  const size = ADMIN_PAGE_SIZE.users;
  const term = q?.trim() ? `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = term
    ? sql`WHERE u.name ILIKE ${term} OR u.email ILIKE ${term} OR p.full_name ILIKE ${term}
            OR p.company_name ILIKE ${term} OR e.company_name ILIKE ${term}`
    : sql``;
  const [count] = await rows(db, sql`SELECT count(*)::int AS n ${USER_FROM} ${where}`);
  const found = await rows(
    db,
    sql`SELECT ${USER_COLUMNS} ${USER_FROM} ${where} ORDER BY u.created_at DESC, u.id LIMIT ${size} OFFSET ${(page - 1) * size}`,
  );
  return { users: found.map(toUserRow), page, pageSize: size, total: num(count?.n) };
}

export async function loadUserDetail(db: DbOrTx, userId: string): Promise<AdminUserDetail | null> {
  const [u] = await rows(
    db,
    sql`SELECT ${USER_COLUMNS}, u.email_verified, coalesce(u.two_factor_enabled, false) AS two_factor_enabled,
               (SELECT count(*)::int FROM passkey k WHERE k.user_id = u.id) AS passkeys
        ${USER_FROM} WHERE u.id = ${userId}`,
  );
  if (!u) return null;
  const [susp] = await rows(
    db,
    sql`SELECT x.reason, x.suspended_at, a.email AS by FROM account_suspensions x LEFT JOIN "user" a ON a.id = x.suspended_by
        WHERE x.user_id = ${userId} AND x.lifted_at IS NULL`,
  );
  // A deletion in its grace period (issue 18, D186): the page offers the restore.
  const [del] = await rows(
    db,
    sql`SELECT requested_at, erase_after FROM account_deletions
        WHERE user_id = ${userId} AND erased_at IS NULL AND reactivated_at IS NULL`,
  );
  const [emp] = await rows(
    db,
    sql`SELECT id, company_name, verification_status, strike_count, suspended_until, permanently_suspended_at
        FROM employers WHERE user_id = ${userId}`,
  );
  const [pro] = await rows(
    db,
    // Administrators see the true count of counted ratings, not the published snapshot (D304).
    sql`SELECT p.id, p.first_name, p.last_name,
               (SELECT count(*) FROM ratings r WHERE r.professional_id = p.id AND r.status IN ('active', 'under_dispute'))::int AS total_ratings
        FROM professionals p WHERE p.user_id = ${userId}`,
  );
  const strikes = emp
    ? await rows(
        db,
        sql`SELECT id, ordinal, effect, status, issued_at, expires_at FROM employer_strikes
            WHERE employer_id = ${emp.id} ORDER BY issued_at DESC`,
      )
    : [];
  const disputes = await rows(
    db,
    sql`SELECT d.id, d.status, d.created_at, 'filed' AS side FROM disputes d
          JOIN professionals p ON p.id = d.professional_id WHERE p.user_id = ${userId}
        UNION ALL
        SELECT d.id, d.status, d.created_at, 'against' AS side FROM disputes d
          JOIN rating_attributions ra ON ra.rating_id = d.rating_id
          JOIN employers e ON e.id = ra.employer_id WHERE e.user_id = ${userId}
        ORDER BY created_at DESC LIMIT 50`,
  );
  const sessions = await rows(
    db,
    sql`SELECT id, created_at, expires_at, ip_address, user_agent, second_factor_verified_at FROM session
        WHERE user_id = ${userId} ORDER BY created_at DESC`,
  );
  const history = await rows(
    db,
    sql`SELECT a.id, a.action, a.created_at, a.new_data->>'reason' AS reason, au.email AS admin_email
        FROM audit_logs a LEFT JOIN "user" au ON au.id = a.user_id
        WHERE a.new_data->>'subject_user_id' = ${userId} ORDER BY a.created_at DESC, a.id DESC LIMIT 50`,
  );
  return {
    user: {
      ...toUserRow(u),
      emailVerified: Boolean(u.email_verified),
      twoFactorEnabled: Boolean(u.two_factor_enabled),
      passkeys: num(u.passkeys),
      subscriptionStatus: str(u.subscription_status),
    },
    suspension: susp
      ? { reason: String(susp.reason), suspendedAt: iso(susp.suspended_at)!, suspendedBy: str(susp.by) }
      : null,
    deletion: del ? { requestedAt: iso(del.requested_at)!, eraseAfter: iso(del.erase_after)! } : null,
    employer: emp
      ? {
          id: String(emp.id),
          companyName: String(emp.company_name),
          verificationStatus: String(emp.verification_status),
          strikeCount: num(emp.strike_count),
          suspendedUntil: iso(emp.suspended_until),
          permanentlySuspended: emp.permanently_suspended_at != null,
        }
      : null,
    professional: pro
      ? {
          id: String(pro.id),
          name: `${pro.first_name} ${pro.last_name}`,
          claimed: true,
          ratingCount: num(pro.total_ratings),
        }
      : null,
    strikes: strikes.map((s) => ({
      id: String(s.id),
      ordinal: num(s.ordinal),
      effect: String(s.effect),
      status: String(s.status),
      issuedAt: iso(s.issued_at)!,
      expiresAt: iso(s.expires_at)!,
    })),
    disputes: disputes.map((d) => ({
      id: String(d.id),
      status: String(d.status),
      side: d.side === "filed" ? ("filed" as const) : ("against" as const),
      createdAt: iso(d.created_at)!,
    })),
    sessions: sessions.map((s) => ({
      id: String(s.id),
      createdAt: iso(s.created_at)!,
      expiresAt: iso(s.expires_at)!,
      ipAddress: str(s.ip_address),
      userAgent: str(s.user_agent),
      secondFactor: s.second_factor_verified_at != null,
    })),
    history: history.map((h) => ({
      id: num(h.id),
      action: String(h.action),
      adminEmail: str(h.admin_email),
      reason: str(h.reason),
      at: iso(h.created_at)!,
    })),
  };
}
