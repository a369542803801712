import { Search } from "lucide-react";
import { Link } from "react-router";
import type { RosterMember } from "../../../../core/contracts/employer";
import { EMPLOYER } from "../../../../core/messages";
import { ErrorNote } from "../../../components/page-states";
import { Pager } from "../../../components/pager";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { SubmittedSearchBox } from "../../search/submitted-search-box";
import { useSubmittedSearch } from "../../search/use-submitted-search";
import { useRoster } from "../employer-api";
import { employmentLine, personDetails } from "../roster-labels";

/** Search within the employer's roster (20 at a time); people already rated link to their rating instead. */
export function RosterFinder({ onPick }: { onPick: (m: RosterMember) => void }) {
  const finder = useSubmittedSearch();
  const { query: q, page, setPage, submit: search } = finder;
  const results = useRoster({ q: q.trim() || undefined, page });
  const data = results.data;
  return (
    <div className="grid gap-3">
      {/* Not a <form>: it sits inside the rating form. Enter searches. */}
      <div className="flex gap-2" role="search" aria-label="Search your roster">
        <SubmittedSearchBox
          search={finder}
          id="person-q"
          label="Search your roster by name"
          placeholder="Search by name"
          autoComplete="off"
          maxLength={100}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              search();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={search}>
          <Search aria-hidden="true" /> Find
        </Button>
      </div>
      {results.isPending && <Spinner label="Loading your roster" />}
      {results.isError && <ErrorNote message={EMPLOYER.rosterLoadFailed} onRetry={() => results.refetch()} />}
      {data && data.rosterSize === 0 && (
        <p className="text-sm text-muted-foreground">
          Your roster is empty.{" "}
          <Link className="font-medium text-primary underline" to="/dashboard/employer/upload">
            Add the people you employ
          </Link>{" "}
          to rate them.
        </p>
      )}
      {data && data.rosterSize > 0 && data.total === 0 && (
        <p className="text-sm text-muted-foreground">
          No one on your roster matches "{q}". Check the spelling, or{" "}
          <Link className="font-medium text-primary underline" to="/dashboard/employer/upload">
            add them to your roster
          </Link>{" "}
          first.
        </p>
      )}
      {data && data.members.length > 0 && (
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard (its rows may all be plain text)
          tabIndex={0}
          role="region"
          aria-label="Roster search results"
          className="max-h-96 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ul className="grid gap-1" aria-label="People on your roster">
            {data.members.map((m) => {
              const details = [personDetails(m), employmentLine(m)].filter(Boolean).join(" · ");
              const name = `${m.firstName} ${m.lastName}`;
              return (
                <li key={m.professionalId}>
                  {m.rating ? (
                    <div className="flex w-full items-center justify-between gap-3 rounded-md border p-3 text-sm">
                      <span className="min-w-0">
                        <span className="font-medium">{name}</span>
                        <span className="block text-muted-foreground">{details}</span>
                      </span>
                      {m.rating.editable ? (
                        <Link
                          className="shrink-0 font-medium text-primary underline"
                          to={`/dashboard/employer/rate?edit=${m.rating.id}`}
                          aria-label={`Edit your rating of ${name}`}
                        >
                          Edit rating
                        </Link>
                      ) : (
                        <span className="shrink-0 text-muted-foreground">Rated</span>
                      )}
                    </div>
                  ) : (
                    <button
                      type="button"
                      onClick={() => onPick(m)}
                      className="flex w-full items-center justify-between gap-3 rounded-md border p-3 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <span className="min-w-0">
                        <span className="font-medium">{name}</span>
                        <span className="block text-muted-foreground">{details}</span>
                      </span>
                      <span className="shrink-0 text-primary">Select</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {data && data.totalPages > 1 && (
        <Pager compact page={page} totalPages={data.totalPages} busy={results.isFetching} onPage={setPage} />
      )}
    </div>
  );
}
