import type { RosterInvitationState } from "../../core/contracts/employer";
import type { EmploymentStatus } from "../../core/domain";
import type { KnownProfessionalRecord } from "./known-professional";

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
