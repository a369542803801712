import { AsyncLocalStorage } from "node:async_hooks";

/**
 * "Run job X once this piece of work has committed." Producers (enqueueMail, notices, flag checks) write their row
 * inside the caller's transaction and call `wakeAfterCommit(name)`; the unit of work around them — an HTTP request or
 * a job run (`jobs/wake-after-commit.ts` opens them) — sends each named job once when it ends, after its transactions
 * have committed. A unit that rolled back still wakes the job; it finds nothing to do. A wake outside any unit does
 * nothing: the job's schedule sweeps up. It stands below the commands so that they wake jobs without importing them.
 */
export interface WakeUnit {
  names: Set<string>;
  open: boolean;
  wake(name: string): Promise<void>;
}

const units = new AsyncLocalStorage<WakeUnit>();

export function wakeAfterCommit(name: string): void {
  const unit = units.getStore();
  if (!unit) return;
  if (unit.open) unit.names.add(name);
  // Work started in the unit but finishing after it (a library's background send) wakes the job itself.
  else void unit.wake(name);
}

export function openWakeUnit(wake: (name: string) => Promise<void>): WakeUnit {
  return { names: new Set(), open: true, wake };
}

/** Runs `fn` with `unit` as the current unit of work. */
export function inWakeUnit<T>(unit: WakeUnit, fn: () => T): T {
  return units.run(unit, fn);
}

/** Ends the unit: wakes, once each, what was asked for while it was open. */
export async function closeWakeUnit(unit: WakeUnit): Promise<void> {
  if (!unit.open) return;
  unit.open = false;
  await Promise.all([...unit.names].map((name) => unit.wake(name)));
}
