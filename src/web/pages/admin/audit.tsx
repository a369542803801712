import { Search } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PagedResults } from "../../components/paged-results";
import { SearchForm } from "../../components/search-form";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { AuditEntry } from "../../features/admin/audit/audit-entry";
import { TraceDialog, TraceSection, useTraceFlow } from "../../features/admin/audit/trace-rating";
import { useAuditLog } from "../../features/admin/console-api";
import { usePageMeta } from "../../features/marketing/use-page-meta";

const FIELDS = [
  ["user", "User (id or e-mail)"],
  ["action", "Action (starts with)"],
  ["table", "Table"],
  ["record", "Record id"],
] as const;

/**
 * /admin/audit: every recorded action, searchable by user, action, table and record. A rating's row offers
 * "Trace employer": who wrote the anonymous rating, shown after a reason and itself written to this log (D164).
 */
export default function AdminAuditPage() {
  usePageMeta("Audit log", "Every recorded action, and where a rating came from.");
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(
    [...FIELDS.map(([k]) => k), "page"].flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  ) as Record<string, string>;
  const page = Math.max(1, Number(filter.page) || 1);
  const [draft, setDraft] = useState<Record<string, string>>(filter);
  const log = useAuditLog(filter);
  const flow = useTraceFlow();
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Audit log</h1>
        <p className="text-muted-foreground">
          Every change and every administrator action, with who, why, and the state before and after.
        </p>
      </header>
      <SearchForm
        label="Audit log"
        className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[repeat(4,minmax(0,1fr))_auto] xl:items-end"
        onSearch={() => {
          const next = Object.fromEntries(
            Object.entries(draft).flatMap(([k, v]) => (k !== "page" && v.trim() ? [[k, v.trim()]] : [])),
          );
          setParams(next);
        }}
      >
        {FIELDS.map(([key, label]) => (
          <div key={key} className="grid gap-1">
            <Label htmlFor={`audit-${key}`}>{label}</Label>
            <Input
              id={`audit-${key}`}
              value={draft[key] ?? ""}
              maxLength={200}
              onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
            />
          </div>
        ))}
        <Button type="submit">
          <Search aria-hidden="true" /> Search
        </Button>
      </SearchForm>
      <TraceSection flow={flow} />
      <PagedResults
        query={log}
        rows={(data) => data.entries}
        count={(total) => `${total} ${total === 1 ? "entry" : "entries"}`}
        empty="No entry matches."
        pagerLabel="Audit log pages"
        page={page}
        onPage={(p) => setParams({ ...filter, page: String(p) })}
      >
        {(entries) => (
          <ol className="grid gap-2">
            {entries.map((e) => (
              <AuditEntry key={e.id} entry={e} onTrace={flow.start} />
            ))}
          </ol>
        )}
      </PagedResults>
      <TraceDialog flow={flow} />
    </section>
  );
}
