import { UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { EMPLOYER } from "../../../core/messages";
import { ErrorNote } from "../../components/page-states";
import { Pager } from "../../components/pager";
import { Button } from "../../components/ui/button";
import { type RosterFilters, useRoster } from "../../features/employer/employer-api";
import { filtersFrom } from "../../features/employer/roster/roster-filters";
import { EmptyRoster, MemberRow, NoRosterMatch, RosterSkeleton } from "../../features/employer/roster/roster-members";
import { RosterSearch } from "../../features/employer/roster/roster-search";
import { cn } from "../../lib/cn";
import { EmployerLayout } from "./employer-layout";

/** /dashboard/employer/roster: everyone this employer added or rated, whatever their profile's visibility. */
export default function RosterPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = filters.page ?? 1;
  const roster = useRoster(filters);
  const [text, setText] = useState(filters.q ?? "");
  const data = roster.data;
  const filtered = Boolean(filters.q || filters.status || filters.claimed || filters.invitation || filters.rated);

  const update = (next: Partial<RosterFilters>) => {
    const merged: RosterFilters = { ...filters, page: 1, ...next };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(merged))
      if (value !== undefined && value !== "" && !(key === "page" && value === 1)) out.set(key, String(value));
    setParams(out);
  };
  const goTo = (n: number) => {
    update({ page: n });
    window.scrollTo({ top: 0 });
  };
  // An old link or a shrunk result set: step back to the last page that exists.
  useEffect(() => {
    if (data && !roster.isPlaceholderData && data.members.length === 0 && data.total > 0 && page > data.totalPages)
      update({ page: data.totalPages });
  });

  return (
    <EmployerLayout
      title="Roster"
      description="Everyone you employ or employed, whatever their profile's visibility. Rate them from here."
      actions={
        <Button asChild variant="outline">
          <Link to="/dashboard/employer/upload">
            <UserPlus aria-hidden="true" /> Add employees
          </Link>
        </Button>
      }
    >
      <RosterSearch filters={filters} text={text} setText={setText} update={update} />

      {roster.isPending && <RosterSkeleton />}
      {roster.isError && <ErrorNote message={EMPLOYER.rosterLoadFailed} onRetry={() => roster.refetch()} />}
      {data && data.rosterSize === 0 && <EmptyRoster />}
      {data && data.rosterSize > 0 && data.total === 0 && (
        <NoRosterMatch
          onClear={() => {
            setText("");
            setParams(new URLSearchParams());
          }}
        />
      )}
      {data && data.total > 0 && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {filtered ? `${data.total} of ${data.rosterSize}` : data.total} {data.rosterSize === 1 ? "person" : "people"}
          {data.totalPages > 1 ? ` · page ${Math.min(page, data.totalPages)} of ${data.totalPages}` : ""}
        </p>
      )}
      {data && data.members.length > 0 && (
        <ul
          aria-label="People on your roster"
          className={cn("grid gap-3", roster.isPlaceholderData && "opacity-60")}
          aria-busy={roster.isFetching}
        >
          {data.members.map((m) => (
            <MemberRow key={m.professionalId} member={m} />
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 && (
        <Pager label="Roster pages" page={page} totalPages={data.totalPages} busy={roster.isFetching} onPage={goTo} />
      )}
    </EmployerLayout>
  );
}
