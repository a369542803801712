import { type Actor, hasRole } from "../../core/actor";
import type { Visibility } from "../../core/domain";
import { missing } from "../kernel/domain-errors";

/**
 * Profile visibility and ownership (issue 13 §2). Read by the profile page (commands/record-profile-lookup.ts),
 * the profile's files (queries/profile-files.ts) and every write on one's own profile.
 */

/** Who may see a profile at all (SPEC §6 visibility). Everyone else gets the error state (404). */
export function canSeeProfile(actor: Actor, visibility: Visibility, ownerId: string | null): boolean {
  if (visibility === "public") return true;
  if (actor.kind !== "user") return false;
  if (ownerId !== null && ownerId === actor.userId) return true;
  if (actor.roles.includes("admin")) return true;
  return visibility === "employers_only" && hasRole(actor, "employer");
}

/**
 * The caller's own profile id, or a refusal worded for the page asking (the claim hint in the settings, the
 * disputes' own sentence): someone without a profile, or whose profile changed hands meanwhile, owns nothing here.
 */
export function requireOwnProfile(profileId: string | null | undefined, message: string): string {
  if (!profileId) throw missing(message);
  return profileId;
}

/** The refusal `requireOwnProfile` gives, for a caller that has a row (or none) rather than an id. */
export function notOwner(message: string): never {
  throw missing(message);
}
