import { PageIntro } from "../../components/page-intro";
import { AdminDisputePanel } from "../../features/disputes/admin-dispute-panel";
import { AdminDisputeQueue } from "../../features/disputes/admin-queue";
import { AppealsQueue } from "../../features/disputes/appeals-queue";
import { cn } from "../../lib/cn";
import { usePageTitle } from "../../lib/use-page-title";
import { useSearchPatch } from "../../lib/use-search-patch";

/** /admin/disputes: the dispute queue (nearest deadline first) beside the selected dispute, and the appeals queue. */
export default function AdminDisputesPage() {
  usePageTitle("Disputes");
  const [params, update] = useSearchPatch();
  const view = params.get("view") === "appeals" ? "appeals" : "disputes";
  const selected = params.get("id");
  const filters = {
    status: params.get("status") ?? "live",
    type: params.get("type") ?? "",
    claim: params.get("claim") ?? "any",
  };

  return (
    <section className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageIntro title="Disputes">
        Claim a dispute before acting on it. Every question, answer and decision is kept in its history.
      </PageIntro>
      <div role="tablist" aria-label="Queues" className="flex gap-1">
        {(["disputes", "appeals"] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            onClick={() => update({ view: v === "disputes" ? null : v, id: null })}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
              view === v ? "bg-primary text-primary-foreground" : "bg-muted hover:bg-muted/70",
            )}
          >
            {v === "disputes" ? "Dispute queue" : "Appeals queue"}
          </button>
        ))}
      </div>
      {view === "appeals" ? (
        <AppealsQueue onOpenDispute={(id) => update({ view: null, id, status: "closed" })} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <AdminDisputeQueue
            filters={filters}
            onFilters={(f) => update({ status: f.status, type: f.type, claim: f.claim })}
            selectedId={selected}
            onSelect={(id) => update({ id })}
          />
          {selected ? (
            <AdminDisputePanel id={selected} />
          ) : (
            <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">
              Choose a dispute from the queue to see both sides and its history.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
