import { Bar, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import type { AdminAnalytics } from "../../../../core/contracts/admin-console";
import { CHART_COLORS, RowBarChart, SeriesChart } from "../../../components/chart-frames";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { PanelTable } from "./panel-table";

/** A chart with its data table beside it (below it on a phone); the chart is hidden from screen readers (D167). */
function Panel({
  title,
  description,
  chart,
  table,
}: {
  title: string;
  description: string;
  chart?: React.ReactNode;
  table: React.ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={chart ? "grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : "grid"}>
        {chart && (
          <div className="h-64 min-w-0" aria-hidden="true">
            {chart}
          </div>
        )}
        <div
          className="max-h-64 overflow-auto rounded-md border"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          role="region"
          aria-label={`${title}: data`}
        >
          {table}
        </div>
      </CardContent>
    </Card>
  );
}

const tick = (day: string) => day.slice(5);
const hours = (h: number | null) => (h === null ? "—" : h < 48 ? `${h} h` : `${Math.round((h / 24) * 10) / 10} d`);

/** The growth chart's lines, one a kind of account (the table's columns after the day, in the same order). */
const GROWTH_LINES = [
  { key: "total", name: "All", color: CHART_COLORS.navy },
  { key: "professionals", name: "Professionals", color: CHART_COLORS.blue },
  { key: "employers", name: "Employers", color: CHART_COLORS.green },
] as const;

/** Accounts at the end of each day, by kind. */
export function GrowthPanel({ data }: { data: AdminAnalytics }) {
  return (
    <Panel
      title="Network growth"
      description="Accounts at the end of each day."
      chart={
        <SeriesChart kind="line" data={data.growth}>
          <XAxis dataKey="day" tickFormatter={tick} fontSize={12} minTickGap={16} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Legend />
          {GROWTH_LINES.map((line) => (
            <Line
              key={line.key}
              isAnimationActive={false}
              type="monotone"
              dataKey={line.key}
              name={line.name}
              stroke={line.color}
              dot={false}
            />
          ))}
        </SeriesChart>
      }
      table={
        <PanelTable
          caption="Accounts per day"
          stickyHead
          rows={[...data.growth].reverse()}
          rowKey={(g) => g.day}
          columns={[
            { header: "Day", cell: (g) => g.day },
            { header: "All", cell: (g) => g.total },
            { header: "Professionals", cell: (g) => g.professionals },
            { header: "Employers", cell: (g) => g.employers },
          ]}
        />
      }
    />
  );
}

/** Ratings submitted per day. */
export function RatingsPanel({ data }: { data: AdminAnalytics }) {
  return (
    <Panel
      title="Ratings per day"
      description={`${data.disputes.ratings} ratings in the period.`}
      chart={
        <SeriesChart kind="bar" data={data.ratingsPerDay}>
          <XAxis dataKey="day" tickFormatter={tick} fontSize={12} minTickGap={16} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Bar isAnimationActive={false} dataKey="value" name="Ratings" fill={CHART_COLORS.blue} />
        </SeriesChart>
      }
      table={
        <PanelTable
          caption="Ratings per day"
          stickyHead
          rows={[...data.ratingsPerDay].reverse()}
          rowKey={(r) => r.day}
          columns={[
            { header: "Day", cell: (r) => r.day },
            { header: "Ratings", cell: (r) => r.value },
          ]}
        />
      }
    />
  );
}

/** Disputes per 1,000 ratings and the outcomes of those filed in the period. */
export function DisputesPanel({ data }: { data: AdminAnalytics }) {
  return (
    <Panel
      title="Disputes"
      description={`${data.disputes.disputes} disputes on ${data.disputes.ratings} ratings: ${
        data.disputes.per1000 === null ? "no ratings yet" : `${data.disputes.per1000} per 1,000 ratings`
      }. Outcomes of the disputes filed in the period:`}
      chart={
        data.disputes.outcomes.length > 0 ? (
          <RowBarChart data={data.disputes.outcomes} margin={{ top: 8, right: 12, bottom: 0, left: 24 }}>
            <XAxis type="number" allowDecimals={false} fontSize={12} />
            <YAxis type="category" dataKey="outcome" fontSize={12} width={110} />
            <Tooltip />
            <Bar isAnimationActive={false} dataKey="count" name="Disputes" fill={CHART_COLORS.navy} />
          </RowBarChart>
        ) : undefined
      }
      table={
        <PanelTable
          caption="Dispute outcomes"
          rows={data.disputes.outcomes}
          rowKey={(o) => o.outcome}
          empty="No disputes in the period."
          columns={[
            { header: "Outcome", cell: (o) => o.outcome.replace(/_/g, " "), label: true },
            { header: "Disputes", cell: (o) => o.count },
          ]}
        />
      }
    />
  );
}

/** Time from filing to decision: disputes, and verification turnaround. */
export function ReviewTimesPanel({ data }: { data: AdminAnalytics }) {
  return (
    <Panel
      title="Review times"
      description="From filing to decision, for items decided in the period."
      table={
        <PanelTable
          caption="Review times"
          rows={[
            { queue: "Disputes (time to decision)", ...data.timeToDecision, pending: null },
            { queue: "Verifications (turnaround)", ...data.verificationTurnaround },
          ]}
          rowKey={(r) => r.queue}
          columns={[
            { header: "Queue", cell: (r) => r.queue, label: true },
            { header: "Decided", cell: (r) => r.decided },
            { header: "Median", cell: (r) => hours(r.medianHours) },
            { header: "90th percentile", cell: (r) => hours(r.p90Hours) },
            { header: "Waiting", cell: (r) => r.pending ?? "—" },
          ]}
        />
      }
    />
  );
}
