import type { SignedIn } from "../../core/actor";
import type { RequestOrigin } from "./audit";

/** An administrator's answer to a pending request: approve, or reject with a reason the requester reads. */
export type Decision = { approve: true } | { approve: false; reason: string };

/** What deciding a claim or verification request takes. */
export interface DecideRequestCommand {
  actor: SignedIn;
  requestId: string;
  decision: Decision;
  now: Date;
  publicUrl: string;
  origin: RequestOrigin;
}
