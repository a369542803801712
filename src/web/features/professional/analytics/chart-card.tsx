import { useId } from "react";
import { RATING_CATEGORIES, type RatingCategoryKey } from "../../../../core/rating-categories";
import { ScrollRegion } from "../../../components/scroll-region";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";

/** A chart, then the table behind it in a <details> (the chart itself is hidden from screen readers). */
export function ChartCard({
  title,
  description,
  controls,
  chart,
  table,
  height = "h-64",
  className,
}: {
  title: string;
  description: React.ReactNode;
  controls?: React.ReactNode;
  chart: React.ReactNode;
  table: React.ReactNode;
  height?: string;
  className?: string;
}) {
  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        {controls}
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className={cn("w-full min-w-0", height)} aria-hidden="true">
          {chart}
        </div>
        {/* min-w-0: a wide table scrolls in its box instead of widening the card and the page (375 px). */}
        <details className="min-w-0">
          <summary className="cursor-pointer text-sm text-muted-foreground">Show data table</summary>
          <ScrollRegion label={`${title}: data`} className="mt-2 max-h-80 overflow-auto">
            {table}
          </ScrollRegion>
        </details>
      </CardContent>
    </Card>
  );
}

/** One column of a chart's table: its heading and what a row shows under it. */
export type ChartColumn<Row> = { header: React.ReactNode; cell: (row: Row) => React.ReactNode };

/**
 * The table behind a chart: a screen-reader caption (when given), one heading per column, one row per item. With
 * `rowHeader` the first column heads its row (`<th scope="row">`).
 */
export function ChartTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHeader = false,
}: {
  caption?: React.ReactNode;
  columns: ChartColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowHeader?: boolean;
}) {
  return (
    <table className="w-full text-sm">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
            <th key={i} className="p-2 text-left font-medium" scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y">
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, i) =>
              rowHeader && i === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
                <th key={i} className="p-2 text-left font-normal" scope="row">
                  {column.cell(row)}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
                <td key={i} className="p-2 tabular-nums">
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CategorySelect({
  value,
  onChange,
  label = "Category",
}: {
  value: RatingCategoryKey;
  onChange: (key: RatingCategoryKey) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 pt-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as RatingCategoryKey)}
        className="h-9 min-w-0 max-w-full rounded-md border border-input bg-background px-2 text-sm"
      >
        {RATING_CATEGORIES.map((c) => (
          <option key={c.key} value={c.key}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
