import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { Button } from "./ui/button";
import { Card, CardContent } from "./ui/card";
import { Skeleton } from "./ui/skeleton";

/**
 * The states a page shows around its data: loading (`LoadingCards`), a failure (`ErrorNote`) and nothing yet
 * (`EmptyState`). Pages and features use these rather than drawing their own.
 */

const ALERT_BOX =
  "flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm";

/**
 * A failure, with "Try again" when `onRetry` is given: a link-style button by default, an outlined button with
 * `retryAs="button"`. `action` replaces the retry control with any other.
 */
export function ErrorNote({
  message,
  onRetry,
  retryAs = "link",
  action,
}: {
  message: string;
  onRetry?: () => void;
  retryAs?: "link" | "button";
  action?: React.ReactNode;
}) {
  return (
    <div role="alert" className={ALERT_BOX}>
      <span>{message}</span>
      {action ??
        (onRetry &&
          (retryAs === "button" ? (
            <Button type="button" variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          ) : (
            <button type="button" className="font-medium text-primary underline" onClick={onRetry}>
              Try again
            </button>
          )))}
    </div>
  );
}

/** Skeleton cards while a page's data loads; `rows` are the classes of each card's bars. */
export function LoadingCards({
  label,
  count,
  rows,
  className = "grid gap-6",
}: {
  label: string;
  count: number;
  rows: string[];
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={i} className="grid gap-4 rounded-lg border p-6">
          {rows.map((row, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={j} className={row} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Nothing to show yet: an icon, a heading, a sentence and what to do. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-4 py-12 text-center">
        <Icon className="size-10 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{children}</p>
        </div>
        {action}
      </CardContent>
    </Card>
  );
}

/**
 * A card's list from one query: two placeholder bars (`barClassName`) while it loads, `failed` as an alert if it did
 * not, and otherwise what `children` makes of the data.
 */
export function QueryRows<T>({
  query,
  barClassName,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  barClassName: string;
  failed: string;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className={barClassName} />
        <Skeleton className={barClassName} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {failed}
      </p>
    );
  }
  return children(query.data);
}
