import { AlertTriangle, Lock } from "lucide-react";
import { DISPUTE_STATUS_LABELS, DISPUTE_STATUSES, DISPUTE_TYPES } from "../../../core/domain";
import { choices, type FilterField, FilterSelects, type QueueProps } from "../../components/filter-select";
import { ErrorNote } from "../../components/page-states";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { DisputeStatusBadge } from "../professional/disputes/disputes-pieces";
import { deadlineText, type QueueFilters, useAdminDisputes } from "./review-api";

const QUEUE_FILTERS: FilterField<QueueFilters>[] = [
  {
    key: "status",
    label: "State",
    options: [
      ...choices({ live: "All open work", closed: "All closed" }),
      ...DISPUTE_STATUSES.map((s) => ({ value: s, label: DISPUTE_STATUS_LABELS[s] })),
    ],
  },
  {
    key: "type",
    label: "Type",
    options: [{ value: "", label: "Any type" }, ...DISPUTE_TYPES.map((t) => ({ value: t.key, label: t.label }))],
  },
  {
    key: "claim",
    label: "Claimed",
    options: choices({ any: "Anyone or no one", mine: "By me", unclaimed: "Not claimed" }),
  },
];

/** The moderators' queue: nearest deadline first, filterable by state, type and claim; each row is a button. */
export function AdminDisputeQueue({ filters, onFilters, selectedId, onSelect }: QueueProps<QueueFilters>) {
  const list = useAdminDisputes(filters);
  return (
    <div className="grid content-start gap-3">
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-1">
        <legend className="sr-only">Filters</legend>
        <FilterSelects fields={QUEUE_FILTERS} filters={filters} onFilters={onFilters} />
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
