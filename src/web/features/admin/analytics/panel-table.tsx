import type * as React from "react";
import { FigureTable } from "../../../components/figure-table";

export type PanelColumn<Row> = {
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** A column of words rather than figures: the first column, which heads its row, is read as one anyway. */
  label?: boolean;
};

/**
 * The data table of an analytics panel: a screen-reader caption, the first column heading each row and the figures
 * after it (the heading row kept in view while the table scrolls with `stickyHead`), and `empty` when there is none.
 */
export function PanelTable<Row>({
  caption,
  columns: [first, ...figures],
  rows,
  rowKey,
  stickyHead = false,
  empty,
}: {
  caption: string;
  columns: [PanelColumn<Row>, ...PanelColumn<Row>[]];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  stickyHead?: boolean;
  empty?: string;
}) {
  return (
    <FigureTable
      caption={caption}
      corner={first.header}
      rows={rows}
      rowKey={rowKey}
      rowLabel={first.cell}
      columns={figures.map((column) => ({ label: column.header, value: column.cell }))}
      stickyHead={stickyHead}
      empty={empty}
      dense
    />
  );
}
