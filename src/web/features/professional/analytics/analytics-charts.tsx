import { useState } from "react";
import { Bar, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import type { Benchmarks, ProfessionalAnalyticsResponse } from "../../../../core/contracts/professional-analytics";
import { formatAverage, RATING_CATEGORIES, type RatingCategoryKey } from "../../../../core/rating-categories";
import { CHART_COLORS, RowBarChart, SeriesChart } from "../../../components/chart-frames";
import { useMediaQuery } from "../../search/use-media-query";
import { monthTick, ordinal, shortDay, shortMonth, ticksEndingAtLast } from "./analytics-api";
import { CategorySelect, ChartCard, ChartTable } from "./chart-card";

function useNarrow() {
  return useMediaQuery("(max-width: 639px)");
}

export function ViewsChart({ views }: { views: ProfessionalAnalyticsResponse["views"] }) {
  const narrow = useNarrow();
  return (
    <ChartCard
      title="Profile views"
      description={`${views.total.toLocaleString()} in the last 90 days · ${views.allTime.toLocaleString()} all time. Each viewer counts once a day.`}
      chart={
        <SeriesChart kind="line" data={views.days}>
          <XAxis
            dataKey="day"
            tickFormatter={shortDay}
            fontSize={12}
            minTickGap={narrow ? 36 : 24}
            interval="preserveStartEnd"
          />
          <YAxis allowDecimals={false} fontSize={12} width={40} />
          <Tooltip labelFormatter={(d) => shortDay(String(d))} />
          <Line
            type="linear"
            dataKey="views"
            name="Views"
            stroke={CHART_COLORS.navy}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </SeriesChart>
      }
      table={
        <ChartTable
          caption="Profile views per day, last 90 days"
          rows={[...views.days].reverse()}
          rowKey={(d) => d.day}
          columns={[
            { header: "Day", cell: (d) => d.day },
            { header: "Views", cell: (d) => d.views },
          ]}
        />
      }
    />
  );
}

export function TrendChart({ trend }: { trend: ProfessionalAnalyticsResponse["trend"] }) {
  const [category, setCategory] = useState<RatingCategoryKey>("overall_performance");
  const narrow = useNarrow();
  const label = RATING_CATEGORIES.find((c) => c.key === category)?.label ?? category;
  const data = trend.months.map((m) => ({ month: m.month, average: m.averages[category], ratings: m.ratings }));
  return (
    <ChartCard
      title="Rating trend"
      description={
        trend.ratings === 0
          ? "No ratings in the last 12 months yet. Months with ratings appear here as they arrive."
          : `Average per month of submission, last 12 months (${trend.ratings} ${trend.ratings === 1 ? "rating" : "ratings"}). Ratings under dispute still count; removed ones do not.`
      }
      controls={<CategorySelect value={category} onChange={setCategory} />}
      chart={
        <SeriesChart kind="line" data={data}>
          <XAxis
            dataKey="month"
            tickFormatter={(m) => monthTick(String(m))}
            fontSize={12}
            ticks={ticksEndingAtLast(
              data.map((m) => m.month),
              narrow ? 3 : 2,
            )}
            interval={0}
          />
          <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} fontSize={12} width={40} />
          <Tooltip
            labelFormatter={(m) => shortMonth(String(m))}
            formatter={(v) => (typeof v === "number" ? formatAverage(v) : "–")}
          />
          <Line
            type="linear"
            dataKey="average"
            name={label}
            stroke={CHART_COLORS.blue}
            strokeWidth={2}
            connectNulls
            dot={{ r: 4 }}
            // Recharts measures the path for its draw-in animation once; when the container then gets its real
            // width (ResponsiveContainer) the line stays drawn only part way, short of the last point.
            isAnimationActive={false}
          />
        </SeriesChart>
      }
      table={
        <ChartTable
          caption={`${label}: average per month`}
          rows={data}
          rowKey={(m) => m.month}
          columns={[
            { header: "Month", cell: (m) => shortMonth(m.month) },
            { header: "Ratings", cell: (m) => m.ratings },
            { header: label, cell: (m) => formatAverage(m.average) },
          ]}
        />
      }
    />
  );
}

export function BenchmarksChart({ benchmarks }: { benchmarks: Benchmarks }) {
  const narrow = useNarrow();
  const rows = benchmarks.categories.map((c) => ({ name: c.label, You: c.yours, Peers: c.peerAverage }));
  return (
    <ChartCard
      className="lg:col-span-2"
      title="Benchmarks"
      description={benchmarks.note}
      height={narrow ? "h-[620px]" : "h-[560px]"}
      chart={
        <RowBarChart data={rows} margin={{ top: 0, right: 12, bottom: 0, left: 0 }} barGap={2}>
          <XAxis type="number" domain={[0, 5]} ticks={[0, 1, 2, 3, 4, 5]} fontSize={12} />
          <YAxis
            type="category"
            dataKey="name"
            width={narrow ? 104 : 170}
            fontSize={narrow ? 10 : 12}
            // Recharts wraps tick text at spaces only: let "Punctuality/Attendance" break after its slash.
            tickFormatter={(v) => (narrow ? String(v).replace("/", "/ ") : String(v))}
            interval={0}
            tickLine={false}
          />
          <Tooltip formatter={(v) => (typeof v === "number" ? formatAverage(v) : "–")} />
          <Legend />
          <Bar dataKey="You" fill={CHART_COLORS.navy} radius={[0, 3, 3, 0]} />
          <Bar dataKey="Peers" fill={CHART_COLORS.grey} radius={[0, 3, 3, 0]} />
        </RowBarChart>
      }
      table={
        <ChartTable
          caption="Your category averages compared with your peers"
          rows={benchmarks.categories}
          rowKey={(c) => c.key}
          rowHeader
          columns={[
            { header: "Category", cell: (c) => c.label },
            { header: "You", cell: (c) => formatAverage(c.yours) },
            { header: "Peers", cell: (c) => formatAverage(c.peerAverage) },
            { header: "Percentile", cell: (c) => (c.percentile === null ? "–" : ordinal(c.percentile)) },
            { header: "Peers counted", cell: (c) => c.peerCount },
          ]}
        />
      }
    />
  );
}

/** Percentile per category as a list of meters: "Higher than 65% of peers". */
export function PercentileList({ benchmarks }: { benchmarks: Benchmarks }) {
  const ranked = benchmarks.categories.filter((c) => c.percentile !== null);
  if (ranked.length === 0)
    return <p className="text-sm text-muted-foreground">No percentile yet: it needs your own ratings and 10 peers.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {ranked.map((c) => (
        <li key={c.key} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span>{c.label}</span>
            <span className="font-medium tabular-nums">{ordinal(c.percentile!)} percentile</span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="meter"
            aria-label={`${c.label} percentile`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={c.percentile!}
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(2, c.percentile!)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
