import { PageIntro } from "../../components/page-intro";
import { FlagPanel } from "../../features/admin/flag-panel";
import { type FlagFilters, useFlagQueue } from "../../features/admin/flags-api";
import { FlagQueue, SourceScores } from "../../features/admin/flags-queue";
import { usePageTitle } from "../../lib/use-page-title";
import { useSearchPatch } from "../../lib/use-search-patch";

/** /admin/flags: the flags queue (highest priority, then oldest first) beside the selected flag (issue 15 §1). */
export default function AdminFlagsPage() {
  usePageTitle("Flags");
  const [params, update] = useSearchPatch();
  const selected = params.get("id");
  const state = params.get("state");
  const filters: FlagFilters = {
    state: state === "decided" || state === "all" ? state : "open",
    source: params.get("source") ?? "",
  };
  const list = useFlagQueue(filters);

  return (
    <section className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageIntro title="Flags">
        Texts and ratings the automatic checks flagged. A flag never blocked anything: claim one, then dismiss it, hide
        the text, remove the rating or warn the author — always with a reason.
      </PageIntro>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <FlagQueue
          filters={filters}
          onFilters={(f) => update({ state: f.state === "open" ? null : f.state, source: f.source })}
          selectedId={selected}
          onSelect={(id) => update({ id })}
          list={list}
        />
        {selected ? (
          <FlagPanel id={selected} />
        ) : (
          <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">
            Choose a flag from the queue to see the text, the matched words and the actions.
          </p>
        )}
      </div>
      {list.data && <SourceScores sources={list.data.sources} />}
    </section>
  );
}
