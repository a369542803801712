import { Bell, CheckCheck } from "lucide-react";
import { Link } from "react-router";
import { NOTIFICATIONS } from "../../../core/messages";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { cn } from "../../lib/cn";
import { useLiveConnected, useLiveNotifications } from "./live-notifications";
import {
  badgeText,
  relativeTime,
  useMarkAllRead,
  useNotificationSummary,
  useOpenNotification,
} from "./notifications-api";

/**
 * A state of the list (loading, empty, failed) as a disabled item: a menu must hold items (a bare paragraph
 * leaves screen readers an empty menu, axe `aria-required-children`), and a disabled one is read but not chosen.
 */
function StatusItem({ children }: { children: React.ReactNode }) {
  return (
    <DropdownMenuItem
      disabled
      className="justify-center px-3 py-6 text-center text-muted-foreground data-[disabled]:opacity-100"
    >
      {children}
    </DropdownMenuItem>
  );
}

/**
 * The header bell (SPEC §2): an unread badge (9+ above 9) and a dropdown of the 5 newest notifications, each with
 * its title, message, unread dot and relative time, scrolling at 400 px. Loaded lazily, for signed-in people only.
 */
export function NotificationBell() {
  useLiveNotifications(true);
  const live = useLiveConnected();
  const summary = useNotificationSummary(true, live);
  const open = useOpenNotification();
  const markAll = useMarkAllRead();
  const unread = summary.data?.unreadCount ?? 0;
  const badge = badgeText(unread);
  const items = summary.data?.notifications ?? [];
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="relative inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        data-live={live ? "true" : "false"}
      >
        <Bell className="size-5" aria-hidden="true" />
        {badge && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-none text-white"
          >
            {badge}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <DropdownMenuLabel className="p-0 font-semibold">Notifications</DropdownMenuLabel>
          {unread > 0 && (
            <DropdownMenuItem
              className="w-auto px-2 py-1 text-xs font-medium text-primary"
              disabled={markAll.isPending}
              onSelect={(e) => {
                e.preventDefault();
                markAll.mutate();
              }}
            >
              <CheckCheck aria-hidden="true" /> Mark all read
            </DropdownMenuItem>
          )}
        </div>
        <div className="max-h-[400px] overflow-y-auto p-1">
          {summary.isPending && <StatusItem>Loading...</StatusItem>}
          {summary.isError && !summary.data && <StatusItem>{NOTIFICATIONS.errorFetching}</StatusItem>}
          {summary.data && items.length === 0 && <StatusItem>{NOTIFICATIONS.empty}</StatusItem>}
          {items.map((n) => (
            <DropdownMenuItem
              key={n.id}
              className={cn("items-start gap-3 px-3 py-2.5", !n.read && "bg-primary/5")}
              onSelect={() => open(n)}
            >
              <span
                aria-hidden="true"
                className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.read ? "bg-transparent" : "bg-primary")}
              />
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className={cn("text-sm", !n.read && "font-semibold")}>
                  {n.title}
                  {!n.read && <span className="sr-only"> (unread)</span>}
                </span>
                <span className="line-clamp-2 text-xs text-muted-foreground">{n.message}</span>
                <time dateTime={n.createdAt} className="text-xs text-muted-foreground">
                  {relativeTime(n.createdAt)}
                </time>
              </span>
            </DropdownMenuItem>
          ))}
        </div>
        {items.length > 0 && (
          <>
            <DropdownMenuSeparator className="m-0" />
            <DropdownMenuItem asChild className="justify-center rounded-none py-2.5 font-medium text-primary">
              <Link to="/notifications">{NOTIFICATIONS.viewAll}</Link>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
