import type { ReactNode } from "react";
import type { TransparencyMonth } from "../../../core/contracts/transparency";
import { Cell, monthName } from "./transparency-format";

export function MonthTable({ months, threshold }: { months: TransparencyMonth[]; threshold: number }) {
  const cell = (n: number | null) => <Cell n={n} threshold={threshold} />;
  const th = "px-3 py-2 text-right font-semibold";
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
        <MonthRows
          months={months}
          columns={MONTH_COLUMNS.map((column) => ({ key: column.label, value: (m) => column.value(m, cell) }))}
        />
      </table>
    </div>
  );
}

type MonthColumn = { key: string; value: (m: TransparencyMonth) => ReactNode };

/** A month table's body: the month heads its row, then one figure a column. */
function MonthRows({ months, columns }: { months: TransparencyMonth[]; columns: MonthColumn[] }) {
  return (
    <tbody>
      {months.map((m) => (
        <tr key={m.month} className="border-t">
          <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">
            {monthName(m.month)}
          </th>
          {columns.map((column) => (
            <td key={column.key} className="px-3 py-2 text-right tabular-nums">
              {column.value(m)}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
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

/** A month-by-month table behind a native disclosure (no script): one row a month, one column a kind. */
function MonthBreakdown({
  summary,
  intro,
  label,
  months,
  columns,
}: {
  summary: string;
  intro?: ReactNode;
  label: string;
  months: TransparencyMonth[];
  columns: (MonthColumn & { label: string })[];
}) {
  return (
    <details className="rounded-lg border bg-card p-4">
      <summary className="cursor-pointer font-semibold">{summary}</summary>
      {intro}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe) */}
      <div className="relative mt-3 overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
        <table className="w-full min-w-[560px] border-collapse text-sm">
          <thead>
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                Month
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 text-right">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <MonthRows months={months} columns={columns} />
        </table>
      </div>
    </details>
  );
}

/** Disputes by type and fairness flags by source, month by month. */
export function TransparencyDetails({ months, threshold }: { months: TransparencyMonth[]; threshold: number }) {
  const types = months[0]?.received.byType ?? [];
  const sources = [...new Map((months[0]?.flags ?? []).map((f) => [f.source, f.label])).entries()];
  const flagText = (m: TransparencyMonth, source: string) => {
    const parts = m.flags
      .filter((f) => f.source === source && f.count !== 0)
      .map((f) => `${f.count === null ? `<${threshold}` : f.count} ${f.outcome}`);
    return parts.length === 0 ? "0" : parts.join(", ");
  };
  return (
    <div className="space-y-3">
      <MonthBreakdown
        summary="Disputes received by type, month by month"
        label="Disputes by type"
        months={months}
        columns={types.map((t) => ({
          key: t.type,
          label: t.label,
          // Every month lists every dispute type (the server's DISPUTE_TYPES, in order).
          value: (m) => <Cell n={m.received.byType.find((b) => b.type === t.type)?.count ?? 0} threshold={threshold} />,
        }))}
      />
      <MonthBreakdown
        summary="Automatic fairness flags by source and outcome"
        intro={
          <p className="mt-2 text-sm text-muted-foreground">
            The fairness checks queue a rating for a person to review; the outcome is that review's.
          </p>
        }
        label="Fairness flags"
        months={months}
        columns={sources.map(([source, label]) => ({ key: source, label, value: (m) => flagText(m, source) }))}
      />
    </div>
  );
}
