import { AlertTriangle, Lock } from "lucide-react";
import { DISPUTE_STATUS_LABELS, DISPUTE_STATUSES, DISPUTE_TYPES } from "../../../core/domain";
import { FilterSelect } from "../../components/filter-select";
import { ErrorNote } from "../../components/page-states";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { DisputeStatusBadge } from "../professional/disputes/disputes-pieces";
import { deadlineText, type QueueFilters, useAdminDisputes } from "./review-api";

/** The moderators' queue: nearest deadline first, filterable by state, type and claim; each row is a button. */
export function AdminDisputeQueue({
  filters,
  onFilters,
  selectedId,
  onSelect,
}: {
  filters: QueueFilters;
  onFilters: (f: QueueFilters) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const list = useAdminDisputes(filters);
  return (
    <div className="grid content-start gap-3">
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-1">
        <legend className="sr-only">Filters</legend>
        <FilterSelect
          label="State"
          value={filters.status}
          onChange={(status) => onFilters({ ...filters, status })}
          options={[
            { value: "live", label: "All open work" },
            { value: "closed", label: "All closed" },
            ...DISPUTE_STATUSES.map((s) => ({ value: s, label: DISPUTE_STATUS_LABELS[s] })),
          ]}
        />
        <FilterSelect
          label="Type"
          value={filters.type}
          onChange={(type) => onFilters({ ...filters, type })}
          options={[{ value: "", label: "Any type" }, ...DISPUTE_TYPES.map((t) => ({ value: t.key, label: t.label }))]}
        />
        <FilterSelect
          label="Claimed"
          value={filters.claim}
          onChange={(claim) => onFilters({ ...filters, claim })}
          options={[
            { value: "any", label: "Anyone or no one" },
            { value: "mine", label: "By me" },
            { value: "unclaimed", label: "Not claimed" },
          ]}
        />
      </fieldset>
      {list.isPending && <Skeleton className="h-40" />}
      {list.isError && <ErrorNote message={list.error.message} onRetry={() => list.refetch()} />}
      {list.data && list.data.disputes.length === 0 && (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          Nothing here. Every dispute in this view is handled.
        </p>
      )}
      {list.data && list.data.disputes.length > 0 && (
        <ul className="grid gap-2" aria-label="Disputes, nearest deadline first">
          {list.data.disputes.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                aria-current={selectedId === d.id ? "true" : undefined}
                onClick={() => onSelect(d.id)}
                className={cn(
                  "grid w-full gap-1 rounded-lg border bg-card p-3 text-left text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                  selectedId === d.id && "border-primary ring-1 ring-primary",
                )}
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{d.typeLabel}</span>
                  <DisputeStatusBadge status={d.status} />
                </span>
                <span className="text-muted-foreground">
                  {d.professionalName} · {d.companyName ?? "Unknown employer"}
                </span>
                {d.deadline && (
                  <span className="flex items-center gap-1.5 text-xs">
                    {d.overdue && <AlertTriangle className="size-3.5 text-destructive" aria-hidden="true" />}
                    {d.deadline.kind === "answer" ? "Answer due" : "Decision due"} {deadlineText(d.deadline.at)}
                    {d.overdue && <span className="sr-only"> (past 30 days, rating set aside)</span>}
                  </span>
                )}
                {d.claim && (
                  <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                    <Lock className="size-3.5" aria-hidden="true" />{" "}
                    {d.claim.byYou ? "Claimed by you" : `Claimed by ${d.claim.by}`}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
