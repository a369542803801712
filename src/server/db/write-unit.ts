import { AsyncLocalStorage } from "node:async_hooks";
import type { Tx } from "./client";

/**
 * The writes of one unit of work (an HTTP request), as the transaction helper sees them (D309, D310). `db.transaction`
 * (wrapped in `client.ts`) runs `beforeCommit` inside every read-write transaction the unit opens, after its work and
 * right before COMMIT — the request's Idempotency-Key row is marked there, so it commits or rolls back with the
 * command's effect — and records how each transaction ended.
 */
export interface WriteUnit {
  /** Runs first in each read-write transaction; what it returns is handed to `beforeCommit`. */
  onBegin?: (tx: Tx) => Promise<unknown>;
  beforeCommit?: (tx: Tx, begun: unknown) => Promise<void>;
  /** Transactions of this unit that committed (their COMMIT was answered). */
  commits: number;
  /** A COMMIT was sent and its answer never came (the connection dropped): it may or may not have committed. */
  outcomeUnknown: boolean;
}

const units = new AsyncLocalStorage<WriteUnit>();

/** Runs `fn` (the rest of a request) as one unit of writes. */
export function runAsWriteUnit<T>(unit: WriteUnit, fn: () => T): T {
  return units.run(unit, fn);
}

export function currentWriteUnit(): WriteUnit | undefined {
  return units.getStore();
}

/**
 * The connection dropped while COMMIT was under way: PostgreSQL may have committed the transaction or not, and
 * nobody on this side can tell. Answered 503 `outcome_unknown` ("may have been saved"), never "nothing was saved".
 */
export class CommitOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super("the database connection was lost during COMMIT; the transaction may or may not have committed", { cause });
    this.name = "CommitOutcomeUnknown";
  }
}
