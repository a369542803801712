import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import {
  NOTIFICATIONS_DROPDOWN,
  NOTIFICATIONS_POLL_MS,
  type NotificationFilter,
  type NotificationView,
} from "../../../core/contracts/notifications";
import { NOTIFICATIONS } from "../../../core/messages";
import { apiCall } from "../../lib/api";

/** Every notifications query lives under this key, so one invalidation refreshes the bell and the page. */
export const NOTIFICATIONS_KEY = ["notifications"] as const;
const PAGE_SIZE = 20;

/**
 * The bell: the 5 newest and the unread count. Live updates come over the stream (live-notifications.ts); only
 * while it is down does the bell poll, every 60 s (never for visitors).
 */
export function useNotificationSummary(enabled: boolean, live = false) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, "summary"],
    queryFn: () => apiCall("GET /notifications", { query: { limit: NOTIFICATIONS_DROPDOWN } }),
    enabled,
    refetchInterval: enabled && !live ? NOTIFICATIONS_POLL_MS : false,
    refetchIntervalInBackground: false,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** /notifications: pages of 20 for one tab, loaded on demand ("Load more"). */
export function useNotificationPages(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_KEY, "list", filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiCall("GET /notifications", { query: { limit: PAGE_SIZE, filter, cursor: pageParam ?? undefined } }),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 15_000,
  });
}

/**
 * A change to the notifications: a failure is toasted (`failed`), a success only where it has words (`done`), and
 * either way the bell and the page are read again.
 */
function useNotificationChange<V = void>(
  mutationFn: (variables: V) => Promise<unknown>,
  failed: string,
  done?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (done) toast.success(done);
    },
    onError: () => {
      toast.error(failed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export const useMarkAllRead = () =>
  useNotificationChange(
    () => apiCall("POST /notifications/read-all"),
    NOTIFICATIONS.markAllFailed,
    NOTIFICATIONS.allMarkedRead,
  );

export const useMarkRead = () =>
  useNotificationChange(
    (id: string) => apiCall("POST /notifications/:id/read", { params: { id } }),
    NOTIFICATIONS.markReadFailed,
  );

export const useDeleteNotification = () =>
  useNotificationChange(
    (id: string) => apiCall("DELETE /notifications/:id", { params: { id } }),
    NOTIFICATIONS.deleteFailed,
  );

/**
 * SPEC §2: clicking a notification marks it read and follows its link if it has one. Navigation does not wait
 * for the server; a failed mark shows the toast. Only in-app paths are followed.
 */
export function useOpenNotification() {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  return (n: NotificationView) => {
    if (!n.read) markRead.mutate(n.id);
    if (n.link?.startsWith("/") && !n.link.startsWith("//")) navigate(n.link);
  };
}

/** "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date. */
export function relativeTime(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  const seconds = Math.round((now - then) / 1000);
  if (seconds < 45) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  return new Date(then).toLocaleDateString(undefined, {
    month: "short",
    day: "numeric",
    year: new Date(then).getFullYear() === new Date(now).getFullYear() ? undefined : "numeric",
  });
}

/** The badge text: nothing at 0, "9+" above 9 (SPEC §2). */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? "9+" : String(unread);
}
