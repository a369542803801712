import { Search, Star, UserPlus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ROSTER_INVITATION_STATES, type RosterMember } from "../../../core/contracts/employer";
import { EMPLOYER } from "../../../core/messages";
import { ErrorNote } from "../../components/page-states";
import { Pager } from "../../components/pager";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { type RosterFilters, useRoster } from "../../features/employer/employer-api";
import { employmentLine, INVITATION_LABELS, personDetails } from "../../features/employer/roster-labels";
import { cn } from "../../lib/cn";
import { EmployerLayout } from "./employer-layout";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

type FilterKey = "status" | "claimed" | "invitation" | "rated";
const FILTERS: Array<{ key: FilterKey; label: string; options: Array<[string, string]> }> = [
  {
    key: "status",
    label: "Employment",
    options: [
      ["current", "Current"],
      ["former", "Former"],
    ],
  },
  {
    key: "claimed",
    label: "Profile",
    options: [
      ["yes", "Claimed"],
      ["no", "Not claimed"],
    ],
  },
  {
    key: "invitation",
    label: "Invitation",
    options: ROSTER_INVITATION_STATES.map((s) => [s, INVITATION_LABELS[s]]),
  },
  {
    key: "rated",
    label: "Rating",
    options: [
      ["yes", "Rated"],
      ["no", "Not rated"],
    ],
  },
];

/** The roster's search, filters and page live in the URL, so Back, reload and shared links keep them. */
function filtersFrom(params: URLSearchParams): RosterFilters {
  const page = Number(params.get("page"));
  const allowed = (key: FilterKey) => {
    const value = params.get(key) ?? "";
    return FILTERS.find((f) => f.key === key)?.options.some(([v]) => v === value) ? value : undefined;
  };
  return {
    q: params.get("q")?.trim() || undefined,
    status: allowed("status") as RosterFilters["status"],
    claimed: allowed("claimed") as RosterFilters["claimed"],
    invitation: allowed("invitation") as RosterFilters["invitation"],
    rated: allowed("rated") as RosterFilters["rated"],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** /dashboard/employer/roster: everyone this employer added or rated, whatever their profile's visibility. */
export default function RosterPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = filters.page ?? 1;
  const roster = useRoster(filters);
  const [text, setText] = useState(filters.q ?? "");
  const id = useId();
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
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-5">
          <form
            role="search"
            aria-label="Search your roster"
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              update({ q: text.trim() || undefined });
            }}
          >
            <label htmlFor={`${id}-q`} className="sr-only">
              Search by name
            </label>
            <Input
              id={`${id}-q`}
              type="search"
              value={text}
              maxLength={100}
              placeholder="Search by name"
              autoComplete="off"
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" /> Search
            </Button>
          </form>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {FILTERS.map((f) => (
              <div key={f.key} className="grid gap-1.5">
                <label htmlFor={`${id}-${f.key}`} className="text-sm font-medium">
                  {f.label}
                </label>
                <select
                  id={`${id}-${f.key}`}
                  className={selectClass}
                  value={(filters[f.key] as string | undefined) ?? ""}
                  onChange={(e) => update({ [f.key]: e.target.value || undefined })}
                >
                  <option value="">All</option>
                  {f.options.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </CardContent>
      </Card>

      {roster.isPending && <RosterSkeleton />}
      {roster.isError && <ErrorNote message={EMPLOYER.rosterLoadFailed} onRetry={() => roster.refetch()} />}
      {data && data.rosterSize === 0 && (
        <Card>
          <CardContent className="grid justify-items-start gap-3 p-6 text-sm text-muted-foreground">
            <p>No one is on your roster yet. Add the people you employ, one at a time or from a CSV file.</p>
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard/employer/upload">Add employees</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      {data && data.rosterSize > 0 && data.total === 0 && (
        <Card>
          <CardContent className="grid justify-items-start gap-3 p-6 text-sm">
            <p className="font-medium">No one on your roster matches</p>
            <p className="text-muted-foreground">Try another name, or clear the search and filters.</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setText("");
                setParams(new URLSearchParams());
              }}
            >
              Clear search and filters
            </Button>
          </CardContent>
        </Card>
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

function MemberRow({ member: m }: { member: RosterMember }) {
  const name = `${m.firstName} ${m.lastName}`;
  const details = personDetails(m);
  return (
    <li>
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="grid min-w-0 gap-1.5">
            <p className="font-semibold">{name}</p>
            {details && <p className="text-sm text-muted-foreground">{details}</p>}
            <p className="text-sm">{employmentLine(m)}</p>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant={m.claimed ? "success" : "outline"}>{m.claimed ? "Claimed" : "Not claimed"}</Badge>
              <Badge variant="outline">{INVITATION_LABELS[m.invitation]}</Badge>
              <Badge variant={m.rating ? "secondary" : "outline"}>{m.rating ? "Rated" : "Not rated"}</Badge>
            </div>
          </div>
          {!m.rating ? (
            <Button asChild size="sm">
              <Link to={`/dashboard/employer/rate?person=${m.professionalId}`} aria-label={`Rate ${name}`}>
                <Star aria-hidden="true" /> Rate
              </Link>
            </Button>
          ) : m.rating.editable ? (
            <Button asChild size="sm" variant="outline">
              <Link to={`/dashboard/employer/rate?edit=${m.rating.id}`} aria-label={`Edit your rating of ${name}`}>
                Edit rating
              </Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}

function RosterSkeleton() {
  return (
    <div className="grid gap-3">
      <span role="status" className="sr-only">
        Loading your roster
      </span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28 w-full" />
      ))}
    </div>
  );
}
