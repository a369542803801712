import { Check, Trash2 } from "lucide-react";
import type { NotificationView } from "../../../core/contracts/notifications";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { relativeTime, useDeleteNotification, useMarkRead, useOpenNotification } from "./notifications-api";

/** One notification of the page: opening it reads it and follows its link; it can be marked read or deleted. */
export function NotificationRow({ notification: n }: { notification: NotificationView }) {
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
