import type { TransparencyReport, TransparencySummary } from "../../../core/contracts/transparency";
import { ErrorNote } from "../../components/page-states";
import { Skeleton } from "../../components/ui/skeleton";
import { useTransparency } from "./review-api";
import { TransparencyChart } from "./transparency-chart";
import { countText, monthName } from "./transparency-format";
import { MonthTable, TransparencyDetails } from "./transparency-tables";

/**
 * The public transparency report (D0333): the last 12 months at a glance first (totals, share of decisions that
 * removed the rating, median days to decide), then a bar chart of disputes received month by month, then the month
 * table the chart is drawn from. Static markup only: the page is drawn by the server for a visitor and never hydrated, so it
 * costs no JavaScript. The chart is HTML text and bars (a list a screen reader reads); the table below holds every figure.
 */

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-primary sm:text-3xl">{value}</dd>
      {note && <dd className="mt-1 text-sm text-muted-foreground">{note}</dd>}
    </div>
  );
}

function Summary({ s, threshold }: { s: TransparencySummary; threshold: number }) {
  const c = (n: number | null) => countText(n, threshold);
  const share = s.shareRemoved === null ? "not enough decisions" : `${Math.round(s.shareRemoved * 100)}%`;
  const median = s.medianDaysToDecision === null ? "not enough decisions" : `${s.medianDaysToDecision} days`;
  return (
    <section aria-labelledby="summary-h">
      <h2 id="summary-h" className="text-2xl font-bold tracking-tight text-primary">
        The last 12 months
      </h2>
      <p className="mt-1 text-muted-foreground">
        {monthName(s.from)} to {monthName(s.to)}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Disputes received" value={c(s.received)} note={`${c(s.withdrawn)} withdrawn`} />
        <Stat label="Disputes decided" value={c(s.decided)} note={`${c(s.dismissed)} dismissed, rating kept`} />
        <Stat label="Share upheld" value={share} note={`${c(s.removed)} ratings removed`} />
        <Stat label="Median time to decide" value={median} note="from filing to decision" />
        <Stat label="Strikes issued" value={c(s.strikesIssued)} note="one for each rating removed" />
        <Stat
          label="Appeals filed"
          value={c(s.appeals.filed)}
          note={`${c(s.appeals.upheld)} upheld, ${c(s.appeals.rejected)} rejected`}
        />
        <Stat
          label="Appeals decided by the first decider"
          value={c(s.appeals.firstDeciderDecided)}
          note="no other administrator was active"
        />
        <Stat
          label="Fairness flags raised"
          value={c(s.flags.raised)}
          note={`${c(s.flags.upheld)} upheld, ${c(s.flags.dismissed)} dismissed`}
        />
      </dl>
    </section>
  );
}

export function TransparencyReportBody({ report }: { report: TransparencyReport }) {
  const threshold = report.suppressBelow;
  return (
    <div className="space-y-10">
      <Summary s={report.summary} threshold={threshold} />
      <section aria-labelledby="chart-h" className="space-y-3">
        <h2 id="chart-h" className="text-2xl font-bold tracking-tight text-primary">
          Disputes over time
        </h2>
        <TransparencyChart months={report.months} threshold={threshold} />
      </section>
      <section aria-labelledby="table-h" className="space-y-3">
        <h2 id="table-h" className="text-2xl font-bold tracking-tight text-primary">
          Every figure
        </h2>
        <p className="text-sm text-muted-foreground">
          Counts from 1 to {threshold - 1} are shown as “&lt;{threshold}” (fewer than {threshold}) so that no single
          case can be recognised; a median needs {threshold} decisions. Outcomes count in the month of the first
          decision.
        </p>
        <MonthTable months={report.months} threshold={threshold} />
        <TransparencyDetails months={report.months} threshold={threshold} />
      </section>
    </div>
  );
}

export function TransparencyReportView() {
  const q = useTransparency();
  if (q.isPending) return <Skeleton className="h-96" />;
  if (q.isError) return <ErrorNote message={q.error.message} onRetry={() => q.refetch()} />;
  return <TransparencyReportBody report={q.data} />;
}
