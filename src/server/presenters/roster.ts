import type { RosterMember } from "../../core/contracts/employer";
import type { RosterRow } from "../records/roster";
import { presentKnownProfessional } from "./known-professional";

/** A roster member as their employer sees them (a private profile: the name only, `presentKnownProfessional`). */
export function presentRosterMember(row: RosterRow): RosterMember {
  return {
    professionalId: row.professionalId,
    ...presentKnownProfessional(row),
    employmentStatus: row.employmentStatus,
    startDate: row.startDate,
    endDate: row.endDate,
    claimed: row.claimed,
    invitation: row.invitation,
    rating: row.ratingId ? { id: row.ratingId, editable: row.ratingEditable } : null,
    addedAt: row.addedAt.toISOString(),
  };
}
