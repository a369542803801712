import { EMPLOYER } from "../../core/messages";
import { RATING_EDIT_WINDOW_HOURS } from "../../core/rating-categories";
import { clash, refused } from "../kernel/domain-errors";
import type { EmployerRow } from "../kernel/locks";

/**
 * Rating editability and rating blocks (issue 13 §2): when an employer may rate, and how long a rating stays
 * theirs to change. Read by the rating commands and by the presenters that show `editable`/`editableUntil`.
 */

const EDIT_WINDOW_MS = RATING_EDIT_WINDOW_HOURS * 3_600_000;

export function editableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + EDIT_WINDOW_MS);
}

/** Open for edit or delete strictly before 24 h after creation, and only while active. */
export function isEditable(rating: { createdAt: Date; status: string }, now: Date): boolean {
  return rating.status === "active" && now.getTime() < editableUntil(rating.createdAt).getTime();
}

/** Refuses a change to a rating outside its window (409 with the window) or no longer active. */
export function assertRatingEditable(rating: { createdAt: Date; status: string }, now: Date): void {
  if (now.getTime() >= editableUntil(rating.createdAt).getTime())
    throw clash(EMPLOYER.ratingLocked(RATING_EDIT_WINDOW_HOURS));
  if (rating.status !== "active") throw clash(EMPLOYER.ratingNotEditable);
}

/** Why this employer may not rate at `now` (suspension, strikes, verification), or null. Checked first to last. */
export function ratingBlock(
  employer: Pick<EmployerRow, "strikeCount" | "suspendedUntil" | "verificationStatus"> & {
    permanentlySuspendedAt?: Date | null;
  },
  now: Date,
) {
  if (employer.strikeCount >= 3 || employer.permanentlySuspendedAt) return EMPLOYER.suspendedPermanently;
  if (employer.suspendedUntil && employer.suspendedUntil.getTime() > now.getTime())
    return EMPLOYER.suspended(employer.suspendedUntil.toISOString().slice(0, 10));
  if (employer.verificationStatus !== "verified") return EMPLOYER.notVerified;
  return null;
}

/**
 * A permanently suspended employer (third strike, D106) may still sign in to read its disputes and appeal, but
 * nothing else an employer does: no profile lookups (the profile shows its header only) and no roster changes.
 */
export function isAccountSuspended(employer: { permanentlySuspendedAt?: Date | null }): boolean {
  return Boolean(employer.permanentlySuspendedAt);
}

/** Refuses an employer action (roster upload, adding an employee) by a permanently suspended account. */
export function assertEmployerInGoodStanding(employer: { permanentlySuspendedAt?: Date | null }): void {
  if (isAccountSuspended(employer)) throw refused(EMPLOYER.accountSuspended);
}

/** Refuses a rating by a blocked employer (403 with the reason `ratingBlock` gives). */
export function assertMayRate(
  employer: Pick<EmployerRow, "strikeCount" | "suspendedUntil" | "verificationStatus" | "permanentlySuspendedAt">,
  now: Date,
): void {
  const blocked = ratingBlock(employer, now);
  if (blocked) throw refused(blocked);
}
