import type { ReactNode } from "react";
import type {
  TransparencyMonth,
  TransparencyReport,
  TransparencySummary,
} from "../../../core/contracts/dispute-review";
import { ErrorNote } from "../../components/page-states";
import { Skeleton } from "../../components/ui/skeleton";
import { useTransparency } from "./review-api";

/**
 * The public transparency report (D0333): the last 12 months at a glance first (totals, share of decisions that
 * removed the rating, median days to decide), then a bar chart of disputes received month by month, then the month
 * table the chart is drawn from. Static markup only: the page is drawn by the server for a visitor and never hydrated, so it
 * costs no JavaScript. The chart is HTML text and bars (a list a screen reader reads); the table below holds every figure.
 */

/** A suppressed count (1 to 4) reads "fewer than 5"; zero stays zero. */
export function countText(n: number | null, threshold: number): string {
  return n === null ? `fewer than ${threshold}` : n.toLocaleString("en-US");
}

function monthName(month: string, style: "long" | "short" = "long"): string {
  const [y, m] = month.split("-").map(Number);
  if (!y || !m) return month;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-US", {
    month: style,
    year: style === "long" ? "numeric" : undefined,
    timeZone: "UTC",
  });
}

/** A table cell's count: "<5" on screen, "fewer than 5" to a screen reader. */
function Cell({ n, threshold }: { n: number | null; threshold: number }) {
  if (n !== null) return <>{n.toLocaleString("en-US")}</>;
  return (
    <>
      <span aria-hidden="true">&lt;{threshold}</span>
      <span className="sr-only">fewer than {threshold}</span>
    </>
  );
}

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

/**
 * Disputes received per month as a CSS bar chart with text (D0333): an ordered list a screen reader reads as
 * "December 2025: 11 disputes"; the bars and short month names are for the eye only. A suppressed month shows "<5"
 * and no bar. HTML text keeps its size at any width, where an SVG's would shrink with the chart on a phone.
 */
function Chart({ months, threshold }: { months: TransparencyMonth[]; threshold: number }) {
  const data = [...months].reverse();
  const max = Math.max(threshold, ...data.map((m) => m.received.total ?? 0));
  const busiest = data.reduce((best, m) => ((m.received.total ?? 0) > (best.received.total ?? 0) ? m : best));
  return (
    <figure className="rounded-lg border bg-card p-4" aria-labelledby="chart-caption">
      <figcaption id="chart-caption" className="font-semibold">
        Disputes received per month
      </figcaption>
      <p className="mt-1 text-sm text-muted-foreground">
        Busiest month: {monthName(busiest.month)}, {countText(busiest.received.total, threshold)} disputes.
      </p>
      <ol
        className="mt-4 flex h-52 items-end gap-1 border-b border-border sm:gap-3"
        aria-label="Disputes received per month"
      >
        {data.map((m) => {
          const v = m.received.total;
          const pct = v ? Math.max(2, (v / max) * 100) : 0;
          return (
            <li key={m.month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end">
              <span className="sr-only">
                {monthName(m.month)}: {countText(v, threshold)} disputes
              </span>
              <span aria-hidden="true" className="text-xs font-medium tabular-nums text-foreground">
                {v === null ? `<${threshold}` : v}
              </span>
              <span
                aria-hidden="true"
                className="mt-1 block w-full max-w-10 rounded-t bg-primary"
                style={{ height: `${pct * 0.8}%` }}
              />
            </li>
          );
        })}
      </ol>
      <ol aria-hidden="true" className="mt-1 flex gap-1 sm:gap-3">
        {data.map((m, i) => (
          <li key={m.month} className="min-w-0 flex-1 text-center text-xs text-muted-foreground">
            <span className="block">{monthName(m.month, "short").slice(0, 3)}</span>
            <span className="block h-4 text-[11px]">
              {i === 0 || m.month.endsWith("-01") ? m.month.slice(2, 4) : ""}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

function MonthTable({ months, threshold }: { months: TransparencyMonth[]; threshold: number }) {
  const cell = (n: number | null) => <Cell n={n} threshold={threshold} />;
  const th = "px-3 py-2 text-right font-semibold";
  const td = "px-3 py-2 text-right tabular-nums";
  return (
    // `relative`: the sr-only texts in the cells are positioned inside the scrolling box, not the page.
    <div
      className="relative overflow-x-auto rounded-lg border"
      role="region"
      aria-labelledby="months-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe)
      tabIndex={0}
    >
      <table className="w-full min-w-[760px] border-collapse text-sm">
        <caption id="months-caption" className="px-3 py-2 text-left font-semibold">
          Month by month
        </caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Month
            </th>
            {MONTH_COLUMNS.map((column) => (
              <th key={column.label} scope="col" className={th}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className="border-t">
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">
                {monthName(m.month)}
              </th>
              {MONTH_COLUMNS.map((column) => (
                <td key={column.label} className={td}>
                  {column.value(m, cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The month table's figure columns: each heading beside the value it heads. */
const MONTH_COLUMNS: {
  label: string;
  value: (m: TransparencyMonth, cell: (n: number | null) => ReactNode) => ReactNode;
}[] = [
  { label: "Received", value: (m, cell) => cell(m.received.total) },
  { label: "Rating removed", value: (m, cell) => cell(m.outcomes.removed) },
  { label: "Dismissed", value: (m, cell) => cell(m.outcomes.dismissed) },
  { label: "Withdrawn", value: (m, cell) => cell(m.outcomes.withdrawn) },
  { label: "Median days", value: (m) => (m.medianDaysToDecision === null ? "–" : m.medianDaysToDecision) },
  { label: "Strikes", value: (m, cell) => cell(m.strikesIssued) },
  { label: "Appeals filed", value: (m, cell) => cell(m.appeals.filed) },
  { label: "Upheld", value: (m, cell) => cell(m.appeals.upheld) },
  { label: "Rejected", value: (m, cell) => cell(m.appeals.rejected) },
  { label: "By first decider", value: (m, cell) => cell(m.appeals.firstDeciderDecided) },
];

/** Disputes by type and fairness flags by source, month by month: behind a native disclosure (no script). */
function Details({ months, threshold }: { months: TransparencyMonth[]; threshold: number }) {
  const types = months[0]?.received.byType ?? [];
  const sources = [...new Map((months[0]?.flags ?? []).map((f) => [f.source, f.label])).entries()];
  const flagText = (m: TransparencyMonth, source: string) => {
    const parts = m.flags
      .filter((f) => f.source === source && f.count !== 0)
      .map((f) => `${f.count === null ? `<${threshold}` : f.count} ${f.outcome}`);
    return parts.length === 0 ? "0" : parts.join(", ");
  };
  const td = "px-3 py-2 text-right tabular-nums";
  return (
    <div className="space-y-3">
      <details className="rounded-lg border bg-card p-4">
        <summary className="cursor-pointer font-semibold">Disputes received by type, month by month</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe) */}
        <div className="relative mt-3 overflow-x-auto" role="region" aria-label="Disputes by type" tabIndex={0}>
          <table className="w-full min-w-[560px] border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  Month
                </th>
                {types.map((t) => (
                  <th key={t.type} scope="col" className="px-3 py-2 text-right">
                    {t.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month} className="border-t">
                  <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">
                    {monthName(m.month)}
                  </th>
                  {m.received.byType.map((t) => (
                    <td key={t.type} className={td}>
                      <Cell n={t.count} threshold={threshold} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <details className="rounded-lg border bg-card p-4">
        <summary className="cursor-pointer font-semibold">Automatic fairness flags by source and outcome</summary>
        <p className="mt-2 text-sm text-muted-foreground">
          The fairness checks queue a rating for a person to review; the outcome is that review's.
        </p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe) */}
        <div className="relative mt-3 overflow-x-auto" role="region" aria-label="Fairness flags" tabIndex={0}>
          <table className="w-full min-w-[560px] border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  Month
                </th>
                {sources.map(([source, label]) => (
                  <th key={source} scope="col" className="px-3 py-2 text-right">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month} className="border-t">
                  <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">
                    {monthName(m.month)}
                  </th>
                  {sources.map(([source]) => (
                    <td key={source} className={td}>
                      {flagText(m, source)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
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
        <Chart months={report.months} threshold={threshold} />
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
        <Details months={report.months} threshold={threshold} />
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
