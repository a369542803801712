import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { toast } from "sonner";
import type { MeResponse } from "../../../core/contracts/auth";
import {
  NOTIFICATIONS_DROPDOWN,
  type NotificationListResponse,
  type NotificationView,
  STREAM_EVENTS,
} from "../../../core/contracts/notifications";
import { ME_KEY } from "../auth/session";
import { NOTIFICATIONS_KEY } from "./notifications-api";

/** Reconnect delays: 1 s doubling to 30 s, with up to 30 % jitter so a restarted server is not hit all at once. */
export function backoffMs(attempt: number, random = Math.random()): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (1 + 0.3 * random));
}

/** Whether this tab's live stream is connected: the bell polls only while it is not (fallback, D125). */
let live = false;
const liveListeners = new Set<() => void>();
function setLive(value: boolean) {
  if (live === value) return;
  live = value;
  for (const l of liveListeners) l();
}
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (l) => {
      liveListeners.add(l);
      return () => liveListeners.delete(l);
    },
    () => live,
    () => false,
  );
}

const SUMMARY_KEY = [...NOTIFICATIONS_KEY, "summary"] as const;

/**
 * Puts a new notification at the top of the bell's list and raises its counts, unless the cache already has it
 * (a catch-up after reconnecting may repeat one the list fetched meanwhile). Returns whether it was new.
 */
export function prependNotification(queryClient: QueryClient, n: NotificationView): boolean {
  const summary = queryClient.getQueryData<NotificationListResponse>(SUMMARY_KEY);
  if (summary?.notifications.some((x) => x.id === n.id)) return false;
  if (summary)
    queryClient.setQueryData<NotificationListResponse>(SUMMARY_KEY, {
      ...summary,
      notifications: [n, ...summary.notifications].slice(0, NOTIFICATIONS_DROPDOWN),
      unreadCount: summary.unreadCount + (n.read ? 0 : 1),
      counts: {
        all: summary.counts.all + 1,
        unread: summary.counts.unread + (n.read ? 0 : 1),
        read: summary.counts.read + (n.read ? 1 : 0),
      },
    });
  // The page's tabs refetch (their counts and pages change); the bell keeps the prepended list.
  void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, "list"] });
  return true;
}

/**
 * The live subscription (SPEC §4, §7; D125): one EventSource per tab while signed in. A new notification is
 * prepended and raises the unread count, with an info toast of its title and message; a `changed` event (read or
 * deleted in another tab or device) refreshes the lists. On a dropped connection it reconnects with back-off and
 * names the last event it saw, so the server replays what it missed; ids already shown are not repeated. `end`
 * (the session ended) closes it, refreshes the session and reconnects if the browser is still signed in (a rotated
 * session's new cookie). Polling runs only while the stream is down.
 */
export function useLiveNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let attempt = 0;
    let lastId: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const toasted = new Set<string>();

    // Set by `end`: the next `ready` is a reconnect (refetch what changed meanwhile).
    let ended = false;
    const resumeIfSignedIn = async () => {
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      const me = queryClient.getQueryData<MeResponse>(ME_KEY);
      if (!stopped && me?.user) connect();
    };

    const connect = () => {
      const url = `/api/v1/notifications/stream${lastId ? `?after=${encodeURIComponent(lastId)}` : ""}`;
      const es = new EventSource(url, { withCredentials: true });
      source = es;
      es.addEventListener(STREAM_EVENTS.ready, () => {
        const reconnected = attempt > 0 || ended;
        ended = false;
        attempt = 0;
        setLive(true);
        // After a gap, reads and deletes made elsewhere are picked up by refetching.
        if (reconnected) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      });
      es.addEventListener(STREAM_EVENTS.notification, (event) => {
        const e = event as MessageEvent<string>;
        if (e.lastEventId) lastId = e.lastEventId;
        const n = JSON.parse(e.data) as NotificationView;
        if (toasted.has(n.id)) return;
        toasted.add(n.id);
        prependNotification(queryClient, n);
        if (!n.read) toast.info(n.title, { description: n.message });
      });
      es.addEventListener(STREAM_EVENTS.changed, () => {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      });
      // The session ended: signed out, or replaced (enrolling a second factor rotates it while the answer that
      // carries the new cookie is still on its way, D94). Asking for the session at once would ask with the old
      // cookie and show a signed-in person as signed out, so it is asked after the back-off; then, if the browser
      // is still signed in (the new cookie), the stream reconnects with it and catches up from its last event
      // (D214). Signed out, the bell unmounts and nothing reconnects. Polling covers the gap.
      es.addEventListener("end", () => {
        es.close();
        setLive(false);
        ended = true;
        timer = setTimeout(() => void resumeIfSignedIn(), backoffMs(attempt++));
      });
      es.onerror = () => {
        // Our own back-off instead of the browser's fixed retry; `after` carries the last event seen.
        es.close();
        setLive(false);
        if (stopped) return;
        timer = setTimeout(connect, backoffMs(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
      setLive(false);
    };
  }, [enabled, queryClient]);
}
