import type { RosterInvitationState, RosterMember } from "../../core/contracts/employer";
import type { EmploymentStatus, Visibility } from "../../core/domain";

export interface RosterRow {
  professionalId: string;
  firstName: string;
  lastName: string;
  headline: string | null;
  city: string | null;
  state: string | null;
  visibility: Visibility;
  employmentStatus: EmploymentStatus;
  startDate: string | null;
  endDate: string | null;
  claimed: boolean;
  invitation: RosterInvitationState;
  ratingId: string | null;
  ratingEditable: boolean;
  addedAt: Date;
}

/**
 * A roster member as their employer sees them. A private profile is on the roster because the employer linked it by
 * something they already knew (e-mail, profile or LinkedIn address, with the name): they see the name they work
 * with, never the profile's headline or place, which the profile page would not show them either.
 */
export function presentRosterMember(row: RosterRow): RosterMember {
  const hidden = row.visibility === "private";
  return {
    professionalId: row.professionalId,
    firstName: row.firstName,
    lastName: row.lastName,
    headline: hidden ? null : row.headline,
    city: hidden ? null : row.city,
    state: hidden ? null : row.state,
    employmentStatus: row.employmentStatus,
    startDate: row.startDate,
    endDate: row.endDate,
    claimed: row.claimed,
    invitation: row.invitation,
    rating: row.ratingId ? { id: row.ratingId, editable: row.ratingEditable } : null,
    addedAt: row.addedAt.toISOString(),
  };
}
