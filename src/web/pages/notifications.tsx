import { Bell, CheckCheck, Settings2 } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { NOTIFICATION_FILTERS, type NotificationFilter } from "../../core/contracts/notifications";
import { NOTIFICATIONS } from "../../core/messages";
import { ErrorNote } from "../components/page-states";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Skeleton } from "../components/ui/skeleton";
import { Spinner } from "../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../features/marketing/tabs";
import { NotificationRow } from "../features/notifications/notification-row";
import { useMarkAllRead, useNotificationPages } from "../features/notifications/notifications-api";
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
                  <ErrorNote
                    message={`${NOTIFICATIONS.errorFetching}. ${list.error.message}`}
                    onRetry={() => list.refetch()}
                    retryAs="button"
                  />
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
