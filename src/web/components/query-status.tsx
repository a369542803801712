import type { UseQueryResult } from "@tanstack/react-query";
import type * as React from "react";
import { ErrorNote } from "./page-states";
import { PageSpinner } from "./ui/spinner";

/**
 * What a page shows in place of its query's data until there is some: `pending` while it loads (a page spinner
 * unless given; `null` when the page draws its own), and the error with "Try again" if the read failed.
 */
export function QueryStatus({
  query,
  pending = <PageSpinner />,
  retryAs,
}: {
  query: UseQueryResult<unknown>;
  pending?: React.ReactNode;
  retryAs?: "link" | "button";
}) {
  if (query.isPending) return pending;
  if (query.isError)
    return <ErrorNote message={query.error.message} onRetry={() => query.refetch()} retryAs={retryAs} />;
  return null;
}
