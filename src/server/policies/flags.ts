import {
  actionsFor,
  FLAG_MESSAGES,
  type FlagAction,
  type FlagState,
  type FlagSubject,
} from "../../core/contracts/flags";
import { clash } from "../kernel/domain-errors";
import { type ClaimState, claimHeldBy } from "./disputes";

/**
 * Who may act on a flag (D174): the flags queue follows the dispute queue's claim-before-act — a claim lapses after
 * the same 24 hours — and an open flag only; a decision fits the flag's subject (texts are hidden, ratings removed).
 */
export function assertFlagOpen(state: FlagState): void {
  if (state !== "open") throw clash(FLAG_MESSAGES.decided);
}

export function assertMayClaimFlag(
  moderatorId: string,
  claim: ClaimState,
  now: Date,
  holderLabel: (userId: string) => string,
): void {
  const holder = claimHeldBy(claim, now);
  if (holder !== null && holder !== moderatorId) throw clash(FLAG_MESSAGES.claimedByOther(holderLabel(holder)));
}

export function assertHoldsFlag(
  moderatorId: string,
  claim: ClaimState,
  now: Date,
  holderLabel: (userId: string) => string,
): void {
  const holder = claimHeldBy(claim, now);
  if (holder === moderatorId) return;
  if (holder === null) throw clash(FLAG_MESSAGES.claimFirst);
  throw clash(FLAG_MESSAGES.claimedByOther(holderLabel(holder)));
}

export function assertActionFits(subject: FlagSubject, action: FlagAction): void {
  if (!actionsFor(subject).includes(action)) throw clash(FLAG_MESSAGES.notForSubject);
}
