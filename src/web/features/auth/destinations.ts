import type { Role } from "../../../core/domain";

/**
 * Where a signed-in user belongs: admin → /admin, employer → employer area, professional → professional area; an
 * administrator who must first enrol a second factor → the security settings.
 */
export function roleHome(roles: readonly Role[], secondFactorRequired = false): string {
  if (secondFactorRequired) return "/settings/security";
  if (roles.includes("admin")) return "/admin";
  if (roles.includes("employer")) return "/dashboard/employer";
  if (roles.includes("professional")) return "/dashboard/professional";
  return "/";
}

/** The billing page for the user's role (SPEC §2); admins see the employer's. */
export function billingPath(roles: readonly Role[]): string {
  if (roles.includes("professional") && !roles.includes("employer") && !roles.includes("admin")) {
    return "/dashboard/professional/billing";
  }
  return "/dashboard/employer/billing";
}
