import type * as React from "react";
import { BarChart, CartesianGrid, LineChart, ResponsiveContainer } from "recharts";

/**
 * The frames of the dashboards' charts: sized by their container, dashed grid lines across the values, and Recharts'
 * own keyboard and screen-reader layer off, because the table beside every chart is its accessible form (D167).
 * A chart writes only its axes, tooltip and series as `children`.
 */

/** The charts' palette: the brand's navy first, then the series it is compared with. */
export const CHART_COLORS = { navy: "#0f3d5e", blue: "#2e90fa", green: "#12805c", grey: "#98a2b3" } as const;

type ChartData = React.ComponentProps<typeof BarChart>["data"];
type ChartMargin = React.ComponentProps<typeof BarChart>["margin"];

/** Room for the value axis's labels without the chart's left edge drifting in from the card's. */
const SERIES_MARGIN = { top: 8, right: 12, bottom: 0, left: -12 };

/** A series over time (days or months along the bottom) as a line or as bars. */
export function SeriesChart({
  kind,
  data,
  children,
}: {
  kind: "line" | "bar";
  data: ChartData;
  children: React.ReactNode;
}) {
  const Chart = kind === "line" ? LineChart : BarChart;
  return (
    <ResponsiveContainer>
      <Chart accessibilityLayer={false} data={data} margin={SERIES_MARGIN}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        {children}
      </Chart>
    </ResponsiveContainer>
  );
}

/** Bars laid across, one row a category (its name on the left), grid lines down the values. */
export function RowBarChart({
  data,
  margin,
  barGap,
  children,
}: {
  data: ChartData;
  margin: ChartMargin;
  barGap?: number;
  children: React.ReactNode;
}) {
  return (
    <ResponsiveContainer>
      <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={margin} barGap={barGap}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
}
