import { useSearchParams } from "react-router";
import { ErrorNote } from "../../components/page-states";
import { Label } from "../../components/ui/label";
import { PageSpinner } from "../../components/ui/spinner";
import {
  DisputesPanel,
  GrowthPanel,
  RatingsPanel,
  ReviewTimesPanel,
} from "../../features/admin/analytics/analytics-panels";
import { useAdminAnalytics } from "../../features/admin/console-api";
import { usePageMeta } from "../../features/marketing/use-page-meta";

const RANGES = [7, 30, 90, 365] as const;

/** /admin/analytics: network growth, ratings per day, disputes per 1,000 ratings, decision and verification times. */
export default function AdminAnalyticsPage() {
  usePageMeta("Analytics", "Network growth, ratings, disputes and review times.");
  const [params, setParams] = useSearchParams();
  const days = RANGES.includes(Number(params.get("days")) as 30) ? Number(params.get("days")) : 30;
  const a = useAdminAnalytics(days);
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analytics</h1>
          <p className="text-muted-foreground">The network and the moderators' work, per UTC day.</p>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="range">Period</Label>
          <select
            id="range"
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={days}
            onChange={(e) => setParams({ days: e.target.value })}
          >
            {RANGES.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </select>
        </div>
      </header>
      {a.isPending && <PageSpinner />}
      {a.isError && <ErrorNote message={a.error.message} onRetry={() => a.refetch()} />}
      {a.data && (
        <div className="grid gap-5">
          <GrowthPanel data={a.data} />
          <RatingsPanel data={a.data} />
          <DisputesPanel data={a.data} />
          <ReviewTimesPanel data={a.data} />
        </div>
      )}
    </section>
  );
}
