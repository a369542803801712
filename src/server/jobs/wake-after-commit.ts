import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * "Run job X once this piece of work has committed." Producers (enqueueMail, later notices) write their row inside
 * the caller's transaction and call `wakeAfterCommit(name)`; the unit of work around them — an HTTP request or a
 * job — sends each named job once when it ends, after its transactions have committed. A unit that rolled back
 * still wakes the job; it finds nothing to do. A wake outside any unit does nothing: the job's schedule sweeps up.
 */
interface Unit {
  names: Set<string>;
  open: boolean;
  wake(name: string): Promise<void>;
}

const units = new AsyncLocalStorage<Unit>();

export function wakeAfterCommit(name: string): void {
  const unit = units.getStore();
  if (!unit) return;
  if (unit.open) unit.names.add(name);
  // Work started in the unit but finishing after it (a library's background send) wakes the job itself.
  else void unit.wake(name);
}

function openUnit(wake: (name: string) => Promise<void>): Unit {
  return { names: new Set(), open: true, wake };
}

async function closeUnit(unit: Unit): Promise<void> {
  if (!unit.open) return;
  unit.open = false;
  await Promise.all([...unit.names].map((name) => unit.wake(name)));
}

/** Runs `fn` as one unit of work (a job run); wakes what it asked for when it succeeds or fails. */
export async function runAsUnit<T>(wake: (name: string) => Promise<void>, fn: () => Promise<T>): Promise<T> {
  const unit = openUnit(wake);
  try {
    return await units.run(unit, fn);
  } finally {
    await closeUnit(unit);
  }
}

const requestUnits = new WeakMap<FastifyRequest, Unit>();

/**
 * Makes every request a unit of work. The wake happens in onSend — the handler has returned, so its transactions
 * have committed — and is awaited, so a client (or test) that reads the response can count on the job being queued.
 * `wake` never throws: a failed wake is logged and the schedule delivers later.
 */
export function registerWakeAfterCommit(app: FastifyInstance, wake: (name: string) => Promise<void>): void {
  // preHandler rather than onRequest: body parsing runs in the socket's async context, which would drop the unit.
  app.addHook("preHandler", (request, _reply, done) => {
    const unit = openUnit(wake);
    requestUnits.set(request, unit);
    units.run(unit, done);
  });
  const close = async (request: FastifyRequest) => {
    const unit = requestUnits.get(request);
    if (unit) await closeUnit(unit);
  };
  app.addHook("onSend", async (request) => {
    await close(request);
  });
  // A request that ends without a response (client gone, handler timeout) still wakes what it queued.
  app.addHook("onResponse", async (request) => close(request));
  app.addHook("onRequestAbort", async (request) => close(request));
}
