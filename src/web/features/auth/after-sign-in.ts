import { safeReturnPath } from "../../../core/contracts/auth";
import type { Role } from "../../../core/domain";
import { roleHome } from "./destinations";

/**
 * After sign-in: the `redirect` query parameter when it is a same-site path (absolute and protocol-relative
 * URLs are ignored, SPEC open-redirect rule via safeRedirectPath), never back into /auth; otherwise the role's home.
 */
export function afterSignInPath(
  redirect: string | null | undefined,
  roles: readonly Role[],
  secondFactorRequired = false,
): string {
  if (secondFactorRequired) return roleHome(roles, true);
  return safeReturnPath(redirect) || roleHome(roles);
}
