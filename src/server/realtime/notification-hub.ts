import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";

/** What the database announces about a user's notifications (migration 0011's triggers). */
export type HubEvent =
  | { op: "insert"; id: string }
  | { op: "change" }
  | { op: "resync" }
  | { op: "close" }
  | { op: "session_end"; sessionId: string }
  /** A session's expiry moved: its streams re-check it and re-arm their expiry timer (D213). */
  | { op: "session_change"; sessionId: string }
  /** The account was deactivated (migration 0018's trigger): every stream of that user ends (D213). */
  | { op: "account_end" };
export type HubListener = (event: HubEvent) => void;

export const NOTIFICATION_CHANNEL = "notification_events";

/**
 * Fan-out of notification changes to this instance's live streams (D121). The database announces every insert,
 * read and delete on `notification_events` once its transaction commits (a trigger, so no code path can forget
 * it); each instance LISTENs once and hands each event to the streams of that user. On PostgreSQL that reaches
 * every instance; on PGlite (one process) it is the embedded engine's in-process LISTEN. Payloads hold ids only.
 */
export interface NotificationHub {
  start(): Promise<void>;
  subscribe(userId: string, listener: HubListener): () => void;
  /** Streams currently open on this instance. */
  size(): number;
  close(): Promise<void>;
}

export function createNotificationHub(database: Database, log: FastifyBaseLogger): NotificationHub {
  const listeners = new Map<string, Set<HubListener>>();
  let stop: (() => Promise<void>) | undefined;
  let closed = false;
  const emit = (userId: string, event: HubEvent) => {
    for (const l of listeners.get(userId) ?? []) {
      try {
        l(event);
      } catch (err) {
        log.warn({ err }, "notification stream listener failed");
      }
    }
  };
  const onMessage = (payload: string) => {
    let parsed: { op?: unknown; userId?: unknown; id?: unknown; sessionId?: unknown };
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof parsed.userId !== "string" || !listeners.has(parsed.userId)) return;
    if (parsed.op === "insert" && typeof parsed.id === "string") emit(parsed.userId, { op: "insert", id: parsed.id });
    else if (parsed.op === "change") emit(parsed.userId, { op: "change" });
    else if (parsed.op === "account_end") emit(parsed.userId, { op: "account_end" });
    else if (parsed.op === "session_end" && typeof parsed.sessionId === "string")
      emit(parsed.userId, { op: "session_end", sessionId: parsed.sessionId });
    else if (parsed.op === "session_change" && typeof parsed.sessionId === "string")
      emit(parsed.userId, { op: "session_change", sessionId: parsed.sessionId });
  };
  const onResync = () => {
    log.warn("notification listener reconnected; open streams catch up");
    for (const userId of listeners.keys()) emit(userId, { op: "resync" });
  };
  return {
    async start() {
      if (stop || closed) return;
      stop = await database.listen(NOTIFICATION_CHANNEL, onMessage, onResync);
    },
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set<HubListener>();
      listeners.set(userId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    size() {
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
    /** Ends every open stream (`close` event to each), then stops listening: the server is shutting down. */
    async close() {
      closed = true;
      for (const userId of [...listeners.keys()]) emit(userId, { op: "close" });
      listeners.clear();
      await stop?.().catch(() => {});
      stop = undefined;
    },
  };
}
