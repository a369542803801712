import type * as React from "react";

const th = "px-2 py-1 text-left font-medium";
/** A figure's cell; a `label` column (what a row is about) drops the tabular figures. */
const td = "px-2 py-1 tabular-nums";

export type PanelColumn<Row> = { header: string; cell: (row: Row) => React.ReactNode; label?: boolean };

/**
 * The data table of an analytics panel: a screen-reader caption, one heading per column (kept in view while the
 * table scrolls with `stickyHead`), one row per item, and `empty` in a full-width row when there is none.
 */
export function PanelTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  stickyHead = false,
  empty,
}: {
  caption: string;
  columns: PanelColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  stickyHead?: boolean;
  empty?: string;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className={stickyHead ? "sticky top-0 bg-background" : undefined}>
        <tr>
          {columns.map((column) => (
            <th key={column.header} className={th}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-t">
            {columns.map((column) => (
              <td key={column.header} className={column.label ? "px-2 py-1" : td}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
        {rows.length === 0 && empty && (
          <tr>
            <td className="px-2 py-1 text-muted-foreground" colSpan={columns.length}>
              {empty}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
