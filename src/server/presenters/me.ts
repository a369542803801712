import type { Me } from "../../core/contracts/auth";
import type { AccountSnapshot } from "../queries/me";

/** The signed-in person, to themselves. */
export function presentMe(a: AccountSnapshot, secondFactorRequired = false): Me {
  return {
    id: a.id,
    email: a.email,
    emailVerified: a.emailVerified,
    fullName: a.fullName,
    avatarUrl: a.avatarUrl,
    accountType: a.accountType,
    roles: a.roles,
    twoFactorEnabled: a.twoFactorEnabled,
    secondFactorRequired,
  };
}
