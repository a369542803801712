import { ADMIN_CONSOLE } from "../../core/messages";
import { refused } from "../kernel/domain-errors";

/**
 * Rules for an administrator's actions on an account (issue 15 §3). The route needs the admin role with a proved
 * second factor (policies/index.ts); here: no administrator suspends, signs out or strips the second factor of
 * their own account (a locked-out console would need the database to recover, D162).
 */
export function assertNotSelf(actorId: string, targetId: string): void {
  if (actorId === targetId) throw refused(ADMIN_CONSOLE.notYourself);
}
