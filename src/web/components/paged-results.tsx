import type { UseQueryResult } from "@tanstack/react-query";
import type * as React from "react";
import { ErrorNote } from "./page-states";
import { Pager } from "./pager";
import { PageSpinner } from "./ui/spinner";

/**
 * One page of a list the server pages (`total` rows in pages of `pageSize`), under a search: a spinner while it loads,
 * the failure with "Try again", then how many rows there are (announced as it changes), the rows, `empty` when there
 * are none, and a pager when there is more than one page.
 */
export function PagedResults<D extends { total: number; pageSize: number }, R>({
  query,
  rows,
  count,
  empty,
  pagerLabel,
  page,
  onPage,
  children,
}: {
  query: UseQueryResult<D>;
  rows: (data: D) => readonly R[];
  count: (total: number) => string;
  empty: string;
  pagerLabel: string;
  page: number;
  onPage: (page: number) => void;
  children: (rows: readonly R[]) => React.ReactNode;
}) {
  const data = query.data;
  const shown = data ? rows(data) : [];
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      {query.isPending && <PageSpinner />}
      {query.isError && <ErrorNote message={query.error.message} onRetry={() => query.refetch()} />}
      {data && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {count(data.total)}
          </p>
          {children(shown)}
          {shown.length === 0 && <p className="text-sm">{empty}</p>}
          {totalPages > 1 && (
            <Pager label={pagerLabel} page={page} totalPages={totalPages} busy={query.isFetching} onPage={onPage} />
          )}
        </>
      )}
    </>
  );
}
