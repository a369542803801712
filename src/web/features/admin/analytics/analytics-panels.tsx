import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AdminAnalytics } from "../../../../core/contracts/admin-console";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

const NAVY = "#0f3d5e";
const BLUE = "#2e90fa";
const GREEN = "#12805c";
const th = "px-2 py-1 text-left font-medium";
const td = "px-2 py-1 tabular-nums";

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

/** Accounts at the end of each day, by kind. */
export function GrowthPanel({ data }: { data: AdminAnalytics }) {
  return (
    <Panel
      title="Network growth"
      description="Accounts at the end of each day."
      chart={
        <ResponsiveContainer>
          <LineChart accessibilityLayer={false} data={data.growth} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={tick} fontSize={12} minTickGap={16} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Legend />
            <Line isAnimationActive={false} type="monotone" dataKey="total" name="All" stroke={NAVY} dot={false} />
            <Line
              isAnimationActive={false}
              type="monotone"
              dataKey="professionals"
              name="Professionals"
              stroke={BLUE}
              dot={false}
            />
            <Line
              isAnimationActive={false}
              type="monotone"
              dataKey="employers"
              name="Employers"
              stroke={GREEN}
              dot={false}
            />
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <table className="w-full text-sm">
          <caption className="sr-only">Accounts per day</caption>
          <thead className="sticky top-0 bg-background">
            <tr>
              <th className={th}>Day</th>
              <th className={th}>All</th>
              <th className={th}>Professionals</th>
              <th className={th}>Employers</th>
            </tr>
          </thead>
          <tbody>
            {[...data.growth].reverse().map((g) => (
              <tr key={g.day} className="border-t">
                <td className={td}>{g.day}</td>
                <td className={td}>{g.total}</td>
                <td className={td}>{g.professionals}</td>
                <td className={td}>{g.employers}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
        <ResponsiveContainer>
          <BarChart
            accessibilityLayer={false}
            data={data.ratingsPerDay}
            margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={tick} fontSize={12} minTickGap={16} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Bar isAnimationActive={false} dataKey="value" name="Ratings" fill={BLUE} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <table className="w-full text-sm">
          <caption className="sr-only">Ratings per day</caption>
          <thead className="sticky top-0 bg-background">
            <tr>
              <th className={th}>Day</th>
              <th className={th}>Ratings</th>
            </tr>
          </thead>
          <tbody>
            {[...data.ratingsPerDay].reverse().map((r) => (
              <tr key={r.day} className="border-t">
                <td className={td}>{r.day}</td>
                <td className={td}>{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
          <ResponsiveContainer>
            <BarChart
              accessibilityLayer={false}
              data={data.disputes.outcomes}
              layout="vertical"
              margin={{ top: 8, right: 12, bottom: 0, left: 24 }}
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} fontSize={12} />
              <YAxis type="category" dataKey="outcome" fontSize={12} width={110} />
              <Tooltip />
              <Bar isAnimationActive={false} dataKey="count" name="Disputes" fill={NAVY} />
            </BarChart>
          </ResponsiveContainer>
        ) : undefined
      }
      table={
        <table className="w-full text-sm">
          <caption className="sr-only">Dispute outcomes</caption>
          <thead>
            <tr>
              <th className={th}>Outcome</th>
              <th className={th}>Disputes</th>
            </tr>
          </thead>
          <tbody>
            {data.disputes.outcomes.map((o) => (
              <tr key={o.outcome} className="border-t">
                <td className="px-2 py-1">{o.outcome.replace(/_/g, " ")}</td>
                <td className={td}>{o.count}</td>
              </tr>
            ))}
            {data.disputes.outcomes.length === 0 && (
              <tr>
                <td className="px-2 py-1 text-muted-foreground" colSpan={2}>
                  No disputes in the period.
                </td>
              </tr>
            )}
          </tbody>
        </table>
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
        <table className="w-full text-sm">
          <caption className="sr-only">Review times</caption>
          <thead>
            <tr>
              <th className={th}>Queue</th>
              <th className={th}>Decided</th>
              <th className={th}>Median</th>
              <th className={th}>90th percentile</th>
              <th className={th}>Waiting</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-t">
              <td className="px-2 py-1">Disputes (time to decision)</td>
              <td className={td}>{data.timeToDecision.decided}</td>
              <td className={td}>{hours(data.timeToDecision.medianHours)}</td>
              <td className={td}>{hours(data.timeToDecision.p90Hours)}</td>
              <td className={td}>—</td>
            </tr>
            <tr className="border-t">
              <td className="px-2 py-1">Verifications (turnaround)</td>
              <td className={td}>{data.verificationTurnaround.decided}</td>
              <td className={td}>{hours(data.verificationTurnaround.medianHours)}</td>
              <td className={td}>{hours(data.verificationTurnaround.p90Hours)}</td>
              <td className={td}>{data.verificationTurnaround.pending}</td>
            </tr>
          </tbody>
        </table>
      }
    />
  );
}
