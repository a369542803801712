import { Bell, Check, CheckCheck, Settings2, Trash2 } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import {
  NOTIFICATION_FILTERS,
  type NotificationFilter,
  type NotificationView,
} from "../../core/contracts/notifications";
import { NOTIFICATIONS } from "../../core/messages";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Skeleton } from "../components/ui/skeleton";
import { Spinner } from "../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../features/marketing/tabs";
import {
  relativeTime,
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotificationPages,
  useOpenNotification,
} from "../features/notifications/notifications-api";
import { cn } from "../lib/cn";
import { usePageTitle } from "../lib/use-page-title";

const TAB_LABELS: Record<NotificationFilter, string> = { all: "All", unread: "Unread", read: "Read" };
const EMPTY: Record<NotificationFilter, string> = {
  all: NOTIFICATIONS.empty,
  unread: NOTIFICATIONS.emptyUnread,
  read: NOTIFICATIONS.emptyRead,
};

function filterFrom(params: URLSearchParams): NotificationFilter {
  const tab = params.get("tab");
  return (NOTIFICATION_FILTERS as readonly string[]).includes(tab ?? "") ? (tab as NotificationFilter) : "all";
}

/**
 * /notifications (SPEC §2): tabs All / Unread / Read with counts, Mark all read when any are unread, a Preferences
 * link, and each notification with its unread dot, relative time, mark-as-read and delete. Clicking one marks it
 * read and follows its link. Pages of 20 load on demand.
 */
export default function NotificationsPage() {
  usePageTitle("Notifications");
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const list = useNotificationPages(filter);
  const markAll = useMarkAllRead();
  const counts = list.data?.pages[0]?.counts;
  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];

  return (
    <section className="mx-auto grid max-w-3xl content-start gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Notifications</h1>
          <p className="text-muted-foreground">Updates about your account, verification, ratings and disputes.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {counts && counts.unread > 0 && (
            <Button variant="outline" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
              <CheckCheck aria-hidden="true" />
              {markAll.isPending ? "Marking..." : "Mark all read"}
            </Button>
          )}
          <Button asChild variant="ghost">
            <Link to="/settings/notifications">
              <Settings2 aria-hidden="true" /> Preferences
            </Link>
          </Button>
        </div>
      </header>

      <Tabs
        value={filter}
        onValueChange={(value) => setParams(value === "all" ? {} : { tab: value }, { replace: true })}
      >
        <TabsList aria-label="Filter notifications" className="justify-start">
          {NOTIFICATION_FILTERS.map((f) => (
            <TabsTrigger key={f} value={f} className="px-3 sm:px-4">
              {TAB_LABELS[f]}
              {counts && (
                <span className="rounded-full bg-muted-foreground/10 px-2 py-0.5 text-xs tabular-nums">
                  {counts[f]}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {NOTIFICATION_FILTERS.map((f) => (
          // One panel per tab (each trigger points at its panel); only the active one holds the list.
          <TabsContent key={f} value={f} className="mt-5 grid gap-4">
            {f === filter && (
              <>
                {list.isPending && (
                  <ul className="grid gap-2" aria-label="Loading notifications">
                    {[0, 1, 2, 3].map((i) => (
                      <li key={i}>
                        <Skeleton className="h-20 w-full" />
                      </li>
                    ))}
                  </ul>
                )}
                {list.isError && !list.data && (
                  <div
                    role="alert"
                    className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
                  >
                    <span>
                      {NOTIFICATIONS.errorFetching}. {list.error.message}
                    </span>
                    <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                      Try again
                    </Button>
                  </div>
                )}
                {list.data && items.length === 0 && (
                  <Card className="grid justify-items-center gap-3 p-10 text-center">
                    <Bell className="size-8 text-muted-foreground" aria-hidden="true" />
                    <p className="font-medium">{EMPTY[filter]}</p>
                    <p className="text-sm text-muted-foreground">
                      {filter === "all"
                        ? "We'll let you know here when something needs your attention."
                        : "Switch tabs to see the others."}
                    </p>
                  </Card>
                )}
                {items.length > 0 && (
                  <ul className="grid gap-2" aria-label={`${TAB_LABELS[filter]} notifications`}>
                    {items.map((n) => (
                      <NotificationRow key={n.id} notification={n} />
                    ))}
                  </ul>
                )}
                {list.hasNextPage && (
                  <Button
                    variant="outline"
                    className="justify-self-center"
                    disabled={list.isFetchingNextPage}
                    onClick={() => list.fetchNextPage()}
                  >
                    {list.isFetchingNextPage ? <Spinner /> : null}
                    {list.isFetchingNextPage ? "Loading..." : "Load more"}
                  </Button>
                )}
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function NotificationRow({ notification: n }: { notification: NotificationView }) {
  const open = useOpenNotification();
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  return (
    <li
      className={cn(
        "flex items-start gap-2 rounded-lg border bg-background p-2 transition-colors sm:gap-3",
        !n.read && "border-primary/30 bg-primary/5",
        remove.isPending && "opacity-50",
      )}
    >
      <button
        type="button"
        onClick={() => open(n)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-md p-2 text-left hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span
          aria-hidden="true"
          className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", n.read ? "bg-transparent" : "bg-primary")}
        />
        <span className="grid min-w-0 gap-1">
          <span className={cn("break-words", n.read ? "font-medium" : "font-semibold")}>
            {n.title}
            {!n.read && <span className="sr-only"> (unread)</span>}
          </span>
          <span className="break-words text-sm text-muted-foreground">{n.message}</span>
          <time
            dateTime={n.createdAt}
            className="text-xs text-muted-foreground"
            title={new Date(n.createdAt).toLocaleString()}
          >
            {relativeTime(n.createdAt)}
          </time>
        </span>
      </button>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        {!n.read && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Mark "${n.title}" as read`}
            title="Mark as read"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(n.id)}
          >
            <Check />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete "${n.title}"`}
          title="Delete"
          disabled={remove.isPending}
          onClick={() => remove.mutate(n.id)}
        >
          <Trash2 />
        </Button>
      </div>
    </li>
  );
}
