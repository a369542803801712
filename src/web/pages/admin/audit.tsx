import { Search, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { RatingAttribution } from "../../../core/contracts/admin-console";
import { ErrorNote } from "../../components/page-states";
import { Pager } from "../../components/pager";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PageSpinner } from "../../components/ui/spinner";
import { ConfirmDialog } from "../../features/admin/confirm-dialog";
import { useAuditLog, useTraceRating } from "../../features/admin/console-api";
import { shortDateTime } from "../../features/admin/time-words";
import { usePageMeta } from "../../features/marketing/use-page-meta";
import type { ApiError } from "../../lib/api";

const FIELDS = [
  ["user", "User (id or e-mail)"],
  ["action", "Action (starts with)"],
  ["table", "Table"],
  ["record", "Record id"],
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  const trace = useTraceRating();
  const [tracing, setTracing] = useState<string | null>(null);
  const [traceId, setTraceId] = useState("");
  const [traced, setTraced] = useState<RatingAttribution | null>(null);
  const [traceError, setTraceError] = useState<string | null>(null);
  const totalPages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Audit log</h1>
        <p className="text-muted-foreground">
          Every change and every administrator action, with who, why, and the state before and after.
        </p>
      </header>
      <form
        role="search"
        aria-label="Audit log"
        className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[repeat(4,minmax(0,1fr))_auto] xl:items-end"
        onSubmit={(e) => {
          e.preventDefault();
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
      </form>
      <section aria-labelledby="trace-h" className="grid gap-2 rounded-lg border p-4">
        <h2 id="trace-h" className="flex items-center gap-2 font-semibold">
          <ShieldAlert className="size-4" aria-hidden="true" /> Trace a rating to its employer
        </h2>
        <p className="text-sm text-muted-foreground">
          Ratings are anonymous. Looking up who wrote one needs a reason and is itself recorded here.
        </p>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!UUID.test(traceId.trim())) {
              setTraceError("Enter the rating's id (a UUID, as shown in the Record column).");
              return;
            }
            setTraceError(null);
            setTracing(traceId.trim());
          }}
        >
          <div className="grid min-w-0 flex-1 gap-1">
            <Label htmlFor="trace-id">Rating id</Label>
            <Input id="trace-id" value={traceId} onChange={(e) => setTraceId(e.target.value)} maxLength={36} />
          </div>
          <Button type="submit" variant="outline">
            Trace employer
          </Button>
        </form>
        {traceError && !tracing && (
          <p role="alert" className="text-sm text-destructive">
            {traceError}
          </p>
        )}
        {traced && (
          <div className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm" data-testid="attribution">
            <dl className="grid gap-1">
              <div>
                <dt className="inline text-muted-foreground">Rating </dt>
                <dd className="inline break-all font-mono text-xs">{traced.ratingId}</dd>
              </div>
              <div>
                <dt className="inline text-muted-foreground">Written by employer: </dt>
                <dd className="inline font-semibold">{traced.employer.companyName}</dd>
                {traced.employer.ownerEmail && <dd className="inline"> ({traced.employer.ownerEmail})</dd>}
              </div>
              <div>
                <dt className="inline text-muted-foreground">About: </dt>
                <dd className="inline">
                  {traced.professional.name} · {shortDateTime(traced.ratedAt)} · {traced.ratingStatus}
                </dd>
              </div>
            </dl>
            <p className="text-muted-foreground">This view was recorded as audit entry #{traced.viewAuditId}.</p>
          </div>
        )}
      </section>
      {log.isPending && <PageSpinner />}
      {log.isError && <ErrorNote message={log.error.message} onRetry={() => log.refetch()} />}
      {log.data && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {log.data.total} {log.data.total === 1 ? "entry" : "entries"}
          </p>
          <ol className="grid gap-2">
            {log.data.entries.map((e) => (
              <li key={e.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{e.action}</span>
                  <span className="text-muted-foreground">
                    #{e.id} · {shortDateTime(e.at)}
                  </span>
                </div>
                <div className="text-muted-foreground">
                  By {e.userEmail ?? e.userId ?? "system"}
                  {e.tableName && (
                    <>
                      {" "}
                      · {e.tableName}
                      {e.recordId && <span className="break-all font-mono text-xs"> {e.recordId}</span>}
                    </>
                  )}
                </div>
                {e.data && "reason" in e.data && <div>Reason: {String(e.data.reason)}</div>}
                {e.data && (
                  <details>
                    <summary className="cursor-pointer text-primary">Data</summary>
                    <pre className="mt-1 overflow-x-auto rounded bg-muted/50 p-2 text-xs">
                      {JSON.stringify(e.data, null, 2)}
                    </pre>
                  </details>
                )}
                {e.tableName === "ratings" && e.recordId && UUID.test(e.recordId) && (
                  <div>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        setTraceId(e.recordId!);
                        setTracing(e.recordId!);
                      }}
                    >
                      Trace employer<span className="sr-only"> of rating {e.recordId}</span>
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ol>
          {log.data.entries.length === 0 && <p className="text-sm">No entry matches.</p>}
          {totalPages > 1 && (
            <Pager
              label="Audit log pages"
              page={page}
              totalPages={totalPages}
              busy={log.isFetching}
              onPage={(p) => setParams({ ...filter, page: String(p) })}
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={tracing !== null}
        onOpenChange={(o) => {
          if (!o) setTracing(null);
        }}
        title="See who wrote this rating?"
        description="The employer behind an anonymous rating is shown only for a moderation reason, and this view is recorded in the audit log."
        confirmLabel="Show employer"
        withReason
        busy={trace.isPending}
        serverError={traceError}
        onConfirm={(reason) =>
          trace.mutate(
            { ratingId: tracing!, reason },
            {
              onSuccess: (res) => {
                setTraced(res);
                setTraceError(null);
                setTracing(null);
              },
              onError: (err) => setTraceError((err as ApiError).fields?.reason ?? err.message),
            },
          )
        }
      />
    </section>
  );
}
