import { APPEALS } from "../../core/contracts/appeals";
import type { Tx } from "../db/client";
import { invalidInput } from "../kernel/domain-errors";
import { appealDecider } from "../policies/appeals";
import { otherActiveAdminCount } from "../queries/active-admins";

/**
 * Settles who decides an appeal inside the deciding transaction (D328): another administrator, or the first decider
 * alone while no other is active — then the recorded reason is required (400 with the field), and only then allowed.
 */
export async function settleAppealDecider(
  tx: Tx,
  input: { moderatorId: string; originalDecider: string | null; selfDecisionReason: string | undefined },
): Promise<{ alone: boolean; reason: string | null }> {
  const others = await otherActiveAdminCount(tx, input.moderatorId);
  const decider = appealDecider(input.moderatorId, input.originalDecider, others);
  if (decider === "independent") {
    if (input.selfDecisionReason !== undefined) throw invalidInput({ selfDecisionReason: APPEALS.selfReasonNotNeeded });
    return { alone: false, reason: null };
  }
  if (!input.selfDecisionReason) throw invalidInput({ selfDecisionReason: APPEALS.selfReasonRequired });
  return { alone: true, reason: input.selfDecisionReason };
}
