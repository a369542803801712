import { desc, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { adminInvitations } from "../db/schema";
import type { AdminInvitationRecord } from "../records/admin-invitation";

/** The latest 100 administrator invitations, newest first, with the inviter's name (administrators only). */
export async function listAdminInvitations(db: Pick<Db, "select">): Promise<AdminInvitationRecord[]> {
  const rows = await db
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      invitedBy: sql<
        string | null
      >`(SELECT coalesce(nullif(btrim(u.name), ''), u.email) FROM "user" u WHERE u.id = ${adminInvitations.invitedBy})`,
      createdAt: adminInvitations.createdAt,
      expiresAt: adminInvitations.expiresAt,
      acceptedAt: adminInvitations.acceptedAt,
      revokedAt: adminInvitations.revokedAt,
      revokedBy: adminInvitations.revokedBy,
    })
    .from(adminInvitations)
    .orderBy(desc(adminInvitations.createdAt))
    .limit(100);
  return rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt),
    expiresAt: new Date(r.expiresAt),
    acceptedAt: r.acceptedAt ? new Date(r.acceptedAt) : null,
    revokedAt: r.revokedAt ? new Date(r.revokedAt) : null,
  }));
}
