import type { FastifyBaseLogger } from "fastify";
import type { MailTransport } from "../adapters/mail/mail-transport";
import { deliverDueMail } from "../adapters/mail/outbox";
import type { Db } from "../db/client";

export interface MailWorker {
  /** Deliver now rather than at the next tick (called after a request queues mail). */
  poke(): void;
  /** Runs one delivery pass and resolves when it is done (tests, shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The in-process delivery loop for the mail outbox. Every instance may run one: claiming uses SKIP LOCKED.
 * Any error is logged and retried on the next tick; the loop never crashes the process.
 */
export function startMailWorker(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  intervalMs = 2000,
): MailWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = async () => {
    // A poke scheduled just before stop() must not start a pass on a closed transport.
    if (stopped) return;
    if (running) return running;
    running = (async () => {
      try {
        let sent: number;
        do {
          sent = await deliverDueMail(db, transport);
        } while (sent > 0 && !stopped);
      } catch (error) {
        log.warn({ err: error }, "mail delivery pass failed; will retry");
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  return {
    poke() {
      if (!stopped) setImmediate(() => void pass());
    },
    drain: pass,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
