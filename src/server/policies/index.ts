import { type Actor, hasRole } from "../../core/actor";
import type { Role } from "../../core/domain";
import { AUTH, GENERIC_ERRORS } from "../../core/messages";
import { refused, signInFirst } from "../kernel/domain-errors";
import { BILLING_ROUTE_ACTIONS } from "./billing";

/**
 * The one authorization module. Every API route names an action from ROUTE_ACTIONS in its
 * `config.policy`; the guard (http/guard.ts) refuses to register a route that does not, and checks
 * `can(actor, action)` before the handler runs. Deny by default: an action missing here is refused.
 * Resource-level rules sit beside this file, one file per subject, used by commands, queries and presenters:
 * `profiles.ts` (visibility, ownership), `ratings.ts` (edit window, rating blocks), `disputes.ts` (liveness),
 * `claims.ts` (claim eligibility). They throw domain errors (kernel/domain-errors.ts), which the error handler
 * maps to HTTP in one place. A function that skips a check says so in its name (`unsafe…`, D91).
 */
export type Audience = "anyone" | "signed_in" | "signed_in_or_enrolling" | Role;

export const ROUTE_ACTIONS = {
  "health:read": "anyone",
  "auth:library": "anyone",
  "auth:sign-up": "anyone",
  "auth:sign-in": "anyone",
  "auth:sign-out": "anyone",
  "auth:sign-out-everywhere": "signed_in",
  "auth:recover": "anyone",
  /** The unlock link e-mailed when new browsers are locked out of an account (D314). */
  "auth:unlock": "anyone",
  "me:read": "anyone",
  "account:read": "signed_in",
  "account:update": "signed_in",
  // The second-factor settings: also open to an administrator who must enrol one first (D30).
  "account:mfa": "signed_in_or_enrolling",
  "subscription:read": "signed_in",
  "dev:mail": "anyone",
  "client-errors:report": "anyone",
  "contact:submit": "anyone",
  "newsletter:subscribe": "anyone",
  "newsletter:link": "anyone",
  "search:read": "anyone",
  /** The exact count behind a search's "1,000+" (D351): whoever may search. */
  "search:count": "anyone",
  "search:suggest": "anyone",
  "professionals:view": "anyone",
  "usage:read": "signed_in",
  "employer:read": "employer",
  "employer:rate": "employer",
  "employer:verify": "employer",
  "employer:roster": "employer",
  // The e-mailed link proves control of the company mailbox; it works in any browser, signed in or not.
  "employer:confirm-email": "anyone",
  "admin:verifications": "admin",
  // Professional workspace (issue 7). Ownership of the profile is checked by the commands.
  "professional:read": "professional",
  "professional:claim": "professional",
  // Anyone holding an invitation link may see which profile it is for before signing in or up.
  "claim:invitation-preview": "anyone",
  "professional:settings": "professional",
  "professional:import": "professional",
  "professional:disputes": "professional",
  "professional:analytics": "professional",
  // Visibility of the profile is checked per viewer by the query (public / employers only / private).
  "professionals:resume": "anyone",
  "files:photo": "anyone",
  "admin:claims": "admin",
  // Disputes decided (issue 14): acting on one dispute or appeal also needs its claim (policies/disputes.ts).
  "admin:disputes": "admin",
  "admin:appeals": "admin",
  // The flags queue (issue 15 §1): acting on one flag also needs its claim (policies/flags.ts).
  "admin:flags": "admin",
  // The admin console (issue 15 §2–§7): overview, users and their actions, audit log (and attribution), analytics.
  "admin:overview": "admin",
  "admin:users": "admin",
  "admin:audit": "admin",
  "admin:analytics": "admin",
  // Administrator invitations (issue 34 §4a, D329): list, send, revoke; the e-mailed link's token is its own
  // authority, so opening and accepting it works signed out.
  "admin:invitations": "admin",
  "admin-invitation:accept": "anyone",
  // The employer's side: only disputes about ratings attributed to it (filtered by its queries).
  "employer:disputes": "employer",
  // The public transparency report: aggregates only, small counts suppressed.
  "transparency:read": "anyone",
  "notifications:read": "signed_in",
  "notifications:update": "signed_in",
  // One-click unsubscribe (RFC 8058): the signed token is the authority, so it works signed out (D124).
  "notifications:unsubscribe": "anyone",
  // Registered only with DEV_TOOLS and never in production; behind the console's secret from this machine like
  // dev:mail (anyone else gets 404): moves the business clock (D0336).
  "dev:clock": "anyone",
  // Registered only with DEV_TOOLS in tests: runs a scheduled job now (the daily rating notices in a journey).
  "dev:jobs": "anyone",
  // Privacy (issue 18): the person's own export and deletion (the session's user only); reactivation within the
  // grace period, the privacy-request queue and the retention runs are the administrators'.
  "privacy:export": "signed_in",
  "privacy:delete": "signed_in",
  "admin:privacy": "admin",
  // Signed credentials (issue 36): the professional issues and revokes their own (ownership checked by the command);
  // anyone verifies one (also with an Enterprise API key); administrators revoke (audited).
  "professional:credentials": "professional",
  "credentials:verify": "anyone",
  "admin:credentials": "admin",
  // The API description (/api/docs): route shapes and audiences only, no data.
  "docs:read": "anyone",
  ...BILLING_ROUTE_ACTIONS,
} as const satisfies Record<string, Audience>;

/**
 * Routes a third-party plugin registers under /api cannot name a policy themselves; the guard gives every route
 * under one of these prefixes its action (the API description's page, JSON and static assets).
 */
export const PLUGIN_ROUTE_ACTIONS: ReadonlyArray<{ prefix: string; action: RouteAction }> = [
  { prefix: "/api/docs", action: "docs:read" },
];

/** Who may call a route with this action, in words (the API description shows it per route). */
export const AUDIENCE_DESCRIPTIONS: Record<Audience, string> = {
  anyone: "Anyone, signed in or not.",
  signed_in: "Any signed-in user.",
  signed_in_or_enrolling: "Any signed-in user, including an administrator who still has to enrol a second factor.",
  professional: "Professionals (and administrators).",
  employer: "Employers (and administrators).",
  admin: "Administrators only.",
};

export function audienceOf(action: RouteAction): Audience {
  return ROUTE_ACTIONS[action];
}

export type RouteAction = keyof typeof ROUTE_ACTIONS;

export function isRouteAction(value: unknown): value is RouteAction {
  return typeof value === "string" && Object.hasOwn(ROUTE_ACTIONS, value);
}

export function can(actor: Actor, action: RouteAction): boolean {
  const audience: Audience | undefined = ROUTE_ACTIONS[action];
  if (!audience) return false;
  if (audience === "anyone") return true;
  if (actor.kind !== "user") return false;
  if (audience === "signed_in_or_enrolling") return true;
  // An administrator's session without a second factor is a visitor until it enrols one (D30).
  if (actor.secondFactorPending) return false;
  if (audience === "signed_in") return true;
  return hasRole(actor, audience);
}

/** Throws 401 for a visitor and 403 for a signed-in user who may not. */
export function authorize(actor: Actor, action: RouteAction): void {
  if (can(actor, action)) return;
  if (actor.kind === "user" && actor.secondFactorPending)
    throw refused(AUTH.secondFactorRequired, { code: "second_factor_required" });
  throw actor.kind === "user" ? refused(GENERIC_ERRORS.forbidden) : signInFirst(GENERIC_ERRORS.unauthorized);
}
