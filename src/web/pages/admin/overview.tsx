import { CheckCircle2 } from "lucide-react";
import type * as React from "react";
import { ErrorNote } from "../../components/page-states";
import { PageSpinner } from "../../components/ui/spinner";
import { useAdminOverview } from "../../features/admin/console-api";
import { Figure, QueueCard } from "../../features/admin/overview-cards";
import { shortDateTime, spanWords } from "../../features/admin/time-words";
import { usePageMeta } from "../../features/marketing/use-page-meta";

/** A part of the overview under its own heading, which names it for screen readers. */
function OverviewPart({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AdminOverviewPage() {
  usePageMeta("Admin overview", "Queues, today's activity, mail and jobs.");
  const overview = useAdminOverview();
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Overview</h1>
        <p className="text-muted-foreground">What is waiting for a moderator, and whether the machinery is healthy.</p>
      </header>
      {overview.isPending && <PageSpinner />}
      {overview.isError && <ErrorNote message={overview.error.message} onRetry={() => overview.refetch()} />}
      {overview.data && (
        <>
          <OverviewPart id="queues-h" title="Queues">
            <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
              {overview.data.queues.map((q) => (
                <QueueCard key={q.key} q={q} />
              ))}
            </div>
          </OverviewPart>
          <div className="grid gap-6 xl:grid-cols-3">
            <OverviewPart id="today-h" title="Today (UTC)">
              <dl className="grid grid-cols-2 gap-2">
                <Figure label="Sign-ups" value={overview.data.today.signUps} />
                <Figure label="Ratings" value={overview.data.today.ratings} />
                <Figure label="Disputes opened" value={overview.data.today.disputesOpened} />
                <Figure label="Decisions" value={overview.data.today.decisions} />
                <Figure label="Admin actions" value={overview.data.today.adminActions} />
              </dl>
            </OverviewPart>
            <OverviewPart id="mail-h" title="Mail outbox">
              <dl className="grid grid-cols-2 gap-2">
                <Figure label="Queued" value={overview.data.mail.queued} />
                <Figure
                  label="Failed"
                  value={overview.data.mail.failed}
                  tone={overview.data.mail.failed ? "bad" : undefined}
                />
                <Figure label="Sent today" value={overview.data.mail.sentToday} />
                <Figure
                  label="Oldest queued"
                  value={
                    overview.data.mail.oldestQueuedAt
                      ? spanWords(Date.now() - new Date(overview.data.mail.oldestQueuedAt).getTime())
                      : "—"
                  }
                />
              </dl>
            </OverviewPart>
            <OverviewPart id="jobs-h" title="Jobs">
              {overview.data.jobs.failed.length === 0 ? (
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <CheckCircle2 className="size-4" aria-hidden="true" /> No failed jobs in 30 days
                </p>
              ) : (
                <ul className="grid gap-2 text-sm">
                  {overview.data.jobs.failed.map((j) => (
                    <li key={j.id} className="rounded-md border border-destructive/50 p-2">
                      <div className="font-medium">{j.name}</div>
                      <div className="text-muted-foreground">{shortDateTime(j.failedAt)}</div>
                      {j.error && <div className="break-words">{j.error}</div>}
                    </li>
                  ))}
                </ul>
              )}
              <h3 className="text-sm font-medium">Last scheduled runs</h3>
              {overview.data.jobs.lastRuns.length === 0 ? (
                <p className="text-sm text-muted-foreground">No scheduled job has run yet.</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {overview.data.jobs.lastRuns.map((r) => (
                    <li key={r.name} className="flex flex-wrap justify-between gap-2">
                      <span className="font-mono text-xs">{r.name}</span>
                      <span className="text-muted-foreground">{shortDateTime(r.lastSlot)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </OverviewPart>
          </div>
        </>
      )}
    </section>
  );
}
