import type { RosterInvitationState, RosterMember } from "../../core/contracts/employer";
import type { EmploymentStatus } from "../../core/domain";
import { type KnownProfessionalRecord, presentKnownProfessional } from "./known-professional";

export interface RosterRow extends KnownProfessionalRecord {
  professionalId: string;
  employmentStatus: EmploymentStatus;
  startDate: string | null;
  endDate: string | null;
  claimed: boolean;
  invitation: RosterInvitationState;
  ratingId: string | null;
  ratingEditable: boolean;
  addedAt: Date;
}

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
