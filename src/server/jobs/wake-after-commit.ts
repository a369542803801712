import type { FastifyInstance, FastifyRequest } from "fastify";
import { closeWakeUnit, inWakeUnit, openWakeUnit, type WakeUnit } from "../kernel/job-wake";

/** Runs `fn` as one unit of work (a job run); wakes what it asked for when it succeeds or fails (kernel/job-wake.ts). */
export async function runAsUnit<T>(wake: (name: string) => Promise<void>, fn: () => Promise<T>): Promise<T> {
  const unit = openWakeUnit(wake);
  try {
    return await inWakeUnit(unit, fn);
  } finally {
    await closeWakeUnit(unit);
  }
}

const requestUnits = new WeakMap<FastifyRequest, WakeUnit>();

/**
 * Makes every request a unit of work. The wake happens in onSend — the handler has returned, so its transactions
 * have committed — and is awaited, so a client (or test) that reads the response can count on the job being queued.
 * `wake` never throws: a failed wake is logged and the schedule delivers later.
 */
export function registerWakeAfterCommit(app: FastifyInstance, wake: (name: string) => Promise<void>): void {
  // preHandler rather than onRequest: body parsing runs in the socket's async context, which would drop the unit.
  app.addHook("preHandler", (request, _reply, done) => {
    const unit = openWakeUnit(wake);
    requestUnits.set(request, unit);
    inWakeUnit(unit, done);
  });
  const close = async (request: FastifyRequest) => {
    const unit = requestUnits.get(request);
    if (unit) await closeWakeUnit(unit);
  };
  app.addHook("onSend", async (request) => {
    await close(request);
  });
  // A request that ends without a response (client gone, handler timeout) still wakes what it queued.
  app.addHook("onResponse", async (request) => close(request));
  app.addHook("onRequestAbort", async (request) => close(request));
}
