import { REASON_LABELS } from "../../../core/contracts/dispute-review";
import { DISPUTE_NOTICES, type DisputeNoticeName } from "../../../core/dispute-notices";
import type { DisputeType } from "../../../core/domain";
import { DISPUTE_NOTICE_KINDS } from "../../commands/send-dispute-notice";
import type { Prng } from "../prng";
import { DAY_MS, iso } from "../seed-generator";
import type { EventRow, HistoryRows, MessageRow } from "./rows";

export const HOUR_MS = 3_600_000;

export interface HistoryRating {
  ratingId: string;
  professionalId: string;
  /** The profile's owner: only an owner can dispute. */
  ownerUserId: string;
  employerId: string;
  employerUserId: string;
  createdMs: number;
}

/** What happens to one planned dispute. */
export type Plan =
  | { kind: "open" }
  | { kind: "under_review" }
  | { kind: "awaiting_employer"; dueMs?: number }
  | { kind: "needs_info" }
  | { kind: "overdue" }
  | { kind: "withdrawn"; afterDays: number }
  | {
      kind: "decided";
      decideAfterDays: number;
      outcome: "remove" | "dismiss";
      ask?: "employer" | "professional";
      /** remove: the employer's strike appeal; dismiss: the professional's appeal. */
      appeal?: "pending" | "upheld" | "rejected";
    };

export interface Case {
  rating: HistoryRating;
  filedMs: number;
  type: DisputeType;
  plan: Plan;
  scripted: boolean;
}

/** The rows being written and what the writers share: the PRNG, the clock, the deciding admin, events and notices. */
export class HistoryLog {
  /** The rating status each dispute left behind. */
  readonly statuses = new Map<string, string>();
  /** Who is told of a strike once its ordinal is known. */
  readonly strikeOwner = new Map<string, { employerUserId: string; issuedMs: number }>();

  constructor(
    readonly rng: Prng,
    readonly nowMs: number,
    readonly adminId: string,
    readonly rows: HistoryRows,
  ) {}

  event(
    e: Omit<EventRow, "id" | "strike_id" | "reason_code" | "note" | "from_state" | "to_state" | "message_id"> &
      Partial<EventRow>,
  ) {
    this.rows.events.push({
      id: this.rng.uuid(),
      strike_id: null,
      reason_code: null,
      note: null,
      message_id: null,
      from_state: null,
      to_state: null,
      ...e,
    });
  }

  notice<N extends DisputeNoticeName>(
    name: N,
    userId: string,
    args: Parameters<(typeof DISPUTE_NOTICES)[N]["message"]>[0],
    atMs: number,
  ) {
    const entry = DISPUTE_NOTICES[name];
    const message = (entry.message as (a: unknown) => string)(args);
    this.rows.notifications.push({
      id: this.rng.uuid(),
      user_id: userId,
      kind: DISPUTE_NOTICE_KINDS[name],
      title: entry.title,
      message,
      link: entry.link,
      // Older notices have been read; the last fortnight's wait in the bell.
      read: atMs < this.nowMs - 14 * DAY_MS,
      created_at: iso(atMs),
    });
  }

  message(disputeId: string, m: Omit<MessageRow, "id" | "dispute_id">): string {
    const id = this.rng.uuid();
    this.rows.messages.push({ id, dispute_id: disputeId, ...m });
    return id;
  }
}

export function reasonLabel(key: string): string {
  return REASON_LABELS[key] ?? key;
}
