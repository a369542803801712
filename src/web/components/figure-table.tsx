import type * as React from "react";
import { cn } from "../lib/cn";

/** A column of figures: its heading (unique in its table) and what it shows of a row. */
export type FigureColumn<Row> = { label: string; value: (row: Row) => React.ReactNode };

type FigureTableProps<Row> = {
  /** Names the table; shown above it with `showCaption`, else read by screen readers only. */
  caption: string;
  showCaption?: boolean;
  corner: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => React.ReactNode;
  columns: readonly FigureColumn<Row>[];
  /** The heading row stays in view while the table scrolls in a box of fixed height. */
  stickyHead?: boolean;
  /** Said in a full-width row when there are no rows. */
  empty?: string;
  /** Tighter cells, for a table beside a chart in a narrow panel. */
  dense?: boolean;
  tableClassName?: string;
};

/**
 * A table of figures (the transparency report, the flag sources, the analytics panels): a row an item, headed by what
 * `rowLabel` names under `corner`, then a right-aligned figure a column.
 */
export function FigureTable<Row>({
  caption,
  showCaption = false,
  corner,
  rows,
  rowKey,
  rowLabel,
  columns,
  stickyHead = false,
  empty,
  dense = false,
  tableClassName,
}: FigureTableProps<Row>) {
  const cell = dense ? "px-2 py-1" : "px-3 py-2";
  return (
    <table className={cn("w-full border-collapse text-sm", tableClassName)}>
      <caption className={showCaption ? cn(cell, "text-left font-semibold") : "sr-only"}>{caption}</caption>
      <thead className={cn("bg-muted", stickyHead && "sticky top-0")}>
        <tr>
          <th scope="col" className={cn(cell, "text-left font-semibold")}>
            {corner}
          </th>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={cn(cell, "text-right font-semibold")}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-t">
            <th scope="row" className={cn(cell, "whitespace-nowrap text-left font-medium")}>
              {rowLabel(row)}
            </th>
            {columns.map((column) => (
              <td key={column.label} className={cn(cell, "text-right tabular-nums")}>
                {column.value(row)}
              </td>
            ))}
          </tr>
        ))}
        {rows.length === 0 && empty && (
          <tr>
            <td className={cn(cell, "text-muted-foreground")} colSpan={columns.length + 1}>
              {empty}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/**
 * A `FigureTable` that scrolls sideways below its width, in a region its caption names and a keyboard can reach
 * (axe); `relative` keeps a cell's screen-reader-only text inside the scrolling box.
 */
export function ScrollingFigureTable<Row>({ className, ...table }: FigureTableProps<Row> & { className?: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe)
    <div className={cn("relative overflow-x-auto", className)} role="region" aria-label={table.caption} tabIndex={0}>
      <FigureTable {...table} />
    </div>
  );
}
