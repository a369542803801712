import type { RosterInvitationState, RosterMember } from "../../../core/contracts/employer";

export const INVITATION_LABELS: Record<RosterInvitationState, string> = {
  not_invited: "Not invited",
  pending: "Invitation pending",
  accepted: "Invitation accepted",
  expired: "Invitation expired",
};

const monthYear = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** "Current · since Apr 2023", "Former · Jan 2019 – Jun 2020", "Former" when no dates were given. */
export function employmentLine(m: Pick<RosterMember, "employmentStatus" | "startDate" | "endDate">): string {
  const status = m.employmentStatus === "current" ? "Current" : "Former";
  if (m.employmentStatus === "current") return m.startDate ? `${status} · since ${monthYear(m.startDate)}` : status;
  if (m.startDate && m.endDate) return `${status} · ${monthYear(m.startDate)} – ${monthYear(m.endDate)}`;
  if (m.endDate) return `${status} · until ${monthYear(m.endDate)}`;
  if (m.startDate) return `${status} · from ${monthYear(m.startDate)}`;
  return status;
}

/** Headline and place, for people whose profile the employer may see; empty for private ones. */
export function personDetails(m: Pick<RosterMember, "headline" | "city" | "state">): string {
  return [m.headline, [m.city, m.state].filter(Boolean).join(", ")].filter(Boolean).join(" · ");
}
