import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who waits for a pooled connection first (D271). Under load every query of every request queues for one of the
 * pool's connections, first come first served: a request that needs eleven queries (a signed-in dashboard) queued
 * eleven times behind every newer request's first query, and the slowest tenth of a 200-connection mixed load took
 * 0.7–1 s while the median took 0.1 s. A request that has already had a connection is further along; its next
 * query goes ahead of the requests that have not started, so what was started finishes first and every request
 * waits about once.
 */
interface RequestState {
  started: boolean;
}

const requests = new AsyncLocalStorage<RequestState>();

/** Runs `fn` (the rest of a request's handling) as one request for the pool's queue. */
export function asPoolRequest<T>(fn: () => T): T {
  return requests.run({ started: false }, fn);
}

/**
 * Called when a query asks for a connection: true when the current request has had one before (its query goes
 * ahead of those that have not); marks the request as started. Outside a request (jobs, scripts): false.
 */
export function continuingRequest(): boolean {
  const state = requests.getStore();
  if (!state) return false;
  const continuing = state.started;
  state.started = true;
  return continuing;
}
