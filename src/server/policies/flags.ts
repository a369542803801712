import {
  actionsFor,
  FLAG_MESSAGES,
  type FlagAction,
  type FlagState,
  type FlagSubject,
} from "../../core/contracts/flags";
import { clash } from "../kernel/domain-errors";
import type { ClaimSentences } from "./review-claim";

/**
 * Who may act on a flag (D174): the flags queue follows the dispute queue's claim-before-act — a claim lapses after
 * the same 24 hours — and an open flag only; a decision fits the flag's subject (texts are hidden, ratings removed).
 */
export function assertFlagOpen(state: FlagState): void {
  if (state !== "open") throw clash(FLAG_MESSAGES.decided);
}

/** A flag's claim refuses in the flags queue's sentences; the rule itself is `review-claim.ts`. */
export const FLAG_CLAIM: ClaimSentences = {
  claimFirst: FLAG_MESSAGES.claimFirst,
  claimedByOther: FLAG_MESSAGES.claimedByOther,
};

export function assertActionFits(subject: FlagSubject, action: FlagAction): void {
  if (!actionsFor(subject).includes(action)) throw clash(FLAG_MESSAGES.notForSubject);
}
