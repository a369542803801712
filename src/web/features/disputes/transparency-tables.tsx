import type { ReactNode } from "react";
import type { TransparencyMonth } from "../../../core/contracts/transparency";
import { type FigureColumn, ScrollingFigureTable } from "../../components/figure-table";
import { Cell, monthName } from "./transparency-format";

export function MonthTable({ months, threshold }: { months: TransparencyMonth[]; threshold: number }) {
  const cell = (n: number | null) => <Cell n={n} threshold={threshold} />;
  return (
    <MonthFigures
      caption="Month by month"
      showCaption
      months={months}
      columns={MONTH_COLUMNS.map((column) => ({ label: column.label, value: (m) => column.value(m, cell) }))}
      className="rounded-lg border"
      tableClassName="min-w-[760px]"
    />
  );
}

/** A table of months: the month heads its row, then one figure a column. */
function MonthFigures({
  months,
  ...table
}: {
  months: TransparencyMonth[];
  caption: string;
  showCaption?: boolean;
  columns: FigureColumn<TransparencyMonth>[];
  className?: string;
  tableClassName: string;
}) {
  return (
    <ScrollingFigureTable
      {...table}
      corner="Month"
      rows={months}
      rowKey={(m) => m.month}
      rowLabel={(m) => monthName(m.month)}
    />
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
  columns: FigureColumn<TransparencyMonth>[];
}) {
  return (
    <details className="rounded-lg border bg-card p-4">
      <summary className="cursor-pointer font-semibold">{summary}</summary>
      {intro}
      <MonthFigures caption={label} months={months} columns={columns} className="mt-3" tableClassName="min-w-[560px]" />
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
        columns={sources.map(([source, label]) => ({ label, value: (m) => flagText(m, source) }))}
      />
    </div>
  );
}
