import type { AdminInvitationRow } from "../../core/contracts/appeals";
import type { AdminInvitationRecord } from "../records/admin-invitation";

/** An invitation in the admin console: its state at `now` (an expired one closed by a new one reads "expired"). */
export function presentAdminInvitation(r: AdminInvitationRecord, now: Date): AdminInvitationRow {
  const state = r.acceptedAt
    ? "accepted"
    : r.revokedAt
      ? r.revokedBy
        ? "revoked"
        : "expired"
      : r.expiresAt.getTime() < now.getTime()
        ? "expired"
        : "open";
  return {
    id: r.id,
    email: r.email,
    invitedBy: r.invitedBy,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    state,
    canRevoke: !r.acceptedAt && !r.revokedAt,
  };
}
