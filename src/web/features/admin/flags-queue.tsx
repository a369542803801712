import { useId } from "react";
import { FLAG_SOURCE_LABELS, type FlagList } from "../../../core/contracts/flags";
import { type FigureColumn, ScrollingFigureTable } from "../../components/figure-table";
import { choices, type FilterField, FilterSelects, type QueueProps } from "../../components/filter-select";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import type { FlagFilters, useFlagQueue } from "./flags-api";

/** The flags queue (issue 15 §1): data hooks and the pieces of /admin/flags. */

export const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function priorityLabel(p: number) {
  return p >= 30 ? "High" : p >= 20 ? "Medium" : "Low";
}

/** How often each source's flags were upheld: the moderators' measure of each check's precision (D177). */
/** The figures of a flag source, each under its heading. */
const SOURCE_FIGURES: FigureColumn<FlagList["sources"][number]>[] = [
  { label: "Open", value: (s) => s.open },
  { label: "Upheld", value: (s) => s.upheld },
  { label: "Dismissed", value: (s) => s.dismissed },
  { label: "Upheld rate", value: (s) => (s.upheldRate === null ? "—" : `${Math.round(s.upheldRate * 100)} %`) },
];

export function SourceScores({ sources }: { sources: FlagList["sources"] }) {
  return (
    <section aria-labelledby="flag-sources" className="grid gap-2">
      <h2 id="flag-sources" className="text-sm font-semibold">
        How often each source is right
      </h2>
      <ScrollingFigureTable
        caption="How often each source is right"
        corner="Source"
        rows={sources}
        rowKey={(s) => s.source}
        rowLabel={(s) => s.label}
        columns={SOURCE_FIGURES}
        className="rounded-md border"
        tableClassName="min-w-[30rem]"
      />
    </section>
  );
}

const FLAG_FILTERS: FilterField<FlagFilters>[] = [
  { key: "state", label: "State", options: choices({ open: "Open", decided: "Decided", all: "All" }) },
  { key: "source", label: "Source", options: choices({ "": "All sources", ...FLAG_SOURCE_LABELS }) },
];

export function FlagQueue({
  filters,
  onFilters,
  selectedId,
  onSelect,
  list,
}: QueueProps<FlagFilters> & { list: ReturnType<typeof useFlagQueue> }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className="grid content-start gap-3">
      <h2 id={`${id}-h`} className="text-sm font-semibold">
        Queue {list.data ? `(${list.data.flags.length})` : ""}
      </h2>
      <div className="flex flex-wrap gap-2">
        <FilterSelects fields={FLAG_FILTERS} filters={filters} onFilters={onFilters} />
      </div>
      {list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading the queue…</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {list.error.message}
        </p>
      ) : list.data.flags.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">Nothing here.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Flags">
          {list.data.flags.map((f) => (
            <li key={f.id}>
              <button
                type="button"
                onClick={() => onSelect(f.id)}
                aria-current={selectedId === f.id ? "true" : undefined}
                className={cn(
                  "grid w-full gap-1 rounded-md border p-3 text-left text-sm hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring",
                  selectedId === f.id && "border-primary bg-muted/40",
                )}
              >
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant={f.priority >= 30 ? "default" : "secondary"}>{priorityLabel(f.priority)}</Badge>
                  <span className="font-medium">{f.sourceLabel}</span>
                  <span className="text-muted-foreground">· {f.subjectLabel}</span>
                </span>
                <span className="line-clamp-2 break-words">{f.excerpt}</span>
                <span className="text-xs text-muted-foreground">
                  {f.state === "open"
                    ? `Due ${when(f.dueAt)}${f.claimedBy ? ` · ${f.claimedByMe ? "claimed by you" : `claimed by ${f.claimedBy}`}` : ""}`
                    : `Decided: ${f.state}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
