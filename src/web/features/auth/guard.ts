import { hasRole } from "../../../core/actor";
import type { Role } from "../../../core/domain";
import type { SessionState } from "./session";

export type GuardDecision = "wait" | "redirect-auth" | "redirect-home" | "redirect-enrol" | "allow";

/** Where an administrator without a second factor enrols one (the server allows nothing else, decisions D30). */
export const ENROL_PATH = "/settings/security";

/** What a guarded route asks for: a role (employer, professional, admin) or just a signed-in user. */
export type Requirement = Role | "signed-in";

/**
 * The route guard of SPEC §5, as a pure function:
 * - waits while the session is loading;
 * - not signed in → /auth (with ?redirect= back here);
 * - a role route waits (spinner) while a signed-in user has no roles yet — an admin never waits;
 * - a role route sends a user without that role to /, and admin passes every role check (hasRole);
 * - an administrator whose session has not proved a second factor is sent to enrol one, as the server's policy
 *   refuses everything else.
 */
export function decideAccess(state: Pick<SessionState, "status" | "user">, required: Requirement): GuardDecision {
  if (state.status === "loading") return "wait";
  if (state.status === "signed-out" || !state.user) return "redirect-auth";
  const { user } = state;
  if (user.secondFactorRequired) return "redirect-enrol";
  if (required === "signed-in") return "allow";
  if (user.roles.length === 0) return "wait";
  return hasRole({ kind: "user", userId: user.id, email: user.email, roles: user.roles }, required)
    ? "allow"
    : "redirect-home";
}

/** /auth?redirect=<path+search> for a visitor stopped at a guarded page. */
export function authRedirectFor(location: { pathname: string; search: string; hash?: string }): string {
  const back = `${location.pathname}${location.search}${location.hash ?? ""}`;
  return back === "/" ? "/auth" : `/auth?redirect=${encodeURIComponent(back)}`;
}
