import { Link } from "react-router";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { EmployerAnalyticsResponse } from "../../../core/contracts/employer";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { useEmployerAnalytics } from "../../features/employer/analytics/analytics-api";
import { EmployerLayout } from "./employer-layout";

const SCORE_COLORS = ["#b42318", "#dc6803", "#98a2b3", "#2e90fa", "#0f3d5e"];

/**
 * A chart and, for screen readers and anyone who prefers numbers, the table behind it. The chart is decoration for
 * assistive technology (aria-hidden), so its own keyboard layer is off: nothing focusable may hide inside it.
 */
function ChartCard({
  title,
  description,
  chart,
  table,
  chartClassName = "h-64 w-full",
}: {
  title: string;
  description: string;
  chart: React.ReactNode;
  table: React.ReactNode;
  chartClassName?: string;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className={chartClassName} aria-hidden="true">
          {chart}
        </div>
        <details>
          <summary className="cursor-pointer text-sm text-muted-foreground">Data table</summary>
          <div className="mt-2 overflow-x-auto">{table}</div>
        </details>
      </CardContent>
    </Card>
  );
}

/** "2025-03" → "Mar" (the year only in January, so a 12-month axis stays short), and → "March 2025". */
function shortMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  if (!y || !m) return month;
  const name = new Date(Date.UTC(y, m - 1, 1)).toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  return m === 1 ? `${name} ${String(y).slice(2)}` : name;
}
function longMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  if (!y || !m) return month;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/**
 * One row per category: its label and average, then a bar split by how many ratings gave each score. Rows stack on
 * any width, so the 15 long category names never collide the way rotated chart ticks did on phones.
 */
function CategoryDistribution({ categories }: { categories: EmployerAnalyticsResponse["categories"] }) {
  return (
    <div className="grid gap-4">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {SCORE_COLORS.map((color, i) => (
          <li key={color} className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm" style={{ backgroundColor: color }} />
            Score {i + 1}
          </li>
        ))}
      </ul>
      <ul className="grid gap-x-8 gap-y-3 md:grid-cols-2">
        {categories.map((c) => {
          const total = c.distribution.reduce((a, b) => a + b, 0);
          return (
            <li key={c.key} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="min-w-0 truncate">{c.label}</span>
                <span className="shrink-0 tabular-nums text-muted-foreground">
                  <span className="font-medium text-foreground">{c.average == null ? "–" : c.average.toFixed(1)}</span>
                  <span className="text-xs">
                    {" "}
                    · {total} rating{total === 1 ? "" : "s"}
                  </span>
                </span>
              </div>
              <div className="flex h-3 overflow-hidden rounded-full bg-muted">
                {total > 0 &&
                  c.distribution.map((n, i) =>
                    n > 0 ? (
                      <span
                        // biome-ignore lint/suspicious/noArrayIndexKey: the five score buckets are fixed positions
                        key={i}
                        className="h-full"
                        style={{ width: `${(n / total) * 100}%`, backgroundColor: SCORE_COLORS[i] }}
                      />
                    ) : null,
                  )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const th = "p-2 text-left font-medium";
const td = "p-2 tabular-nums";

/** /dashboard/employer/analytics: the employer's ratings over time, per category, and current vs former. */
export default function EmployerAnalyticsPage() {
  const q = useEmployerAnalytics();
  const data = q.data;
  return (
    <EmployerLayout title="Analytics" description="Your own ratings only, as they count on profiles.">
      {q.isPending && <PageSpinner />}
      {q.isError && <ErrorNote message={q.error.message} onRetry={() => q.refetch()} />}
      {data && !data.available && (
        <Card>
          <CardHeader>
            <CardTitle>Analytics is part of Verified Pro and Enterprise</CardTitle>
            <CardDescription>
              See how your team's ratings develop over time and across the 15 categories.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/pricing">See plans</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      {data?.available && (
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartCard
            title="Ratings over time"
            description="Ratings submitted per month over the last 12 months; the data table adds their average score."
            chart={
              <ResponsiveContainer>
                <BarChart data={data.monthly} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="month" fontSize={12} tickFormatter={shortMonth} minTickGap={8} />
                  <YAxis allowDecimals={false} fontSize={12} />
                  <Tooltip labelFormatter={(m) => longMonth(String(m))} />
                  <Bar dataKey="count" name="Ratings" fill="#0f3d5e" radius={[4, 4, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            }
            table={
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    <th className={th}>Month</th>
                    <th className={th}>Ratings</th>
                    <th className={th}>Average</th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {data.monthly.map((m) => (
                    <tr key={m.month}>
                      <td className={td}>{longMonth(m.month)}</td>
                      <td className={td}>{m.count}</td>
                      <td className={td}>{m.average.toFixed(1)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
          <ChartCard
            title="Current and former employees"
            description="How many of your ratings describe people who still work for you."
            chart={
              <ResponsiveContainer>
                <BarChart
                  data={[
                    { name: "Current", value: data.employment.current },
                    { name: "Former", value: data.employment.former },
                  ]}
                  layout="vertical"
                  accessibilityLayer={false}
                >
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" allowDecimals={false} fontSize={12} />
                  <YAxis type="category" dataKey="name" width={70} fontSize={12} />
                  <Tooltip />
                  <Bar dataKey="value" name="Ratings" fill="#2e90fa" radius={[0, 4, 4, 0]} />
                </BarChart>
              </ResponsiveContainer>
            }
            table={
              <table className="w-full text-sm">
                <tbody className="divide-y">
                  <tr>
                    <th className={th}>Current</th>
                    <td className={td}>{data.employment.current}</td>
                  </tr>
                  <tr>
                    <th className={th}>Former</th>
                    <td className={td}>{data.employment.former}</td>
                  </tr>
                </tbody>
              </table>
            }
          />
          <div className="lg:col-span-2">
            <ChartCard
              title="Scores per category across your team"
              description="Each bar splits the ratings of a category by score; beside it, the average out of 5.0. Not observed is left out."
              chartClassName="w-full"
              chart={<CategoryDistribution categories={data.categories} />}
              table={
                <table className="w-full text-sm">
                  <thead>
                    <tr>
                      <th className={th}>Category</th>
                      <th className={th}>Average</th>
                      {[1, 2, 3, 4, 5].map((n) => (
                        <th key={n} className={th}>
                          {n}
                        </th>
                      ))}
                      <th className={th}>N/A</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y">
                    {data.categories.map((c) => (
                      <tr key={c.key}>
                        <td className="p-2">{c.label}</td>
                        <td className={td}>{c.average == null ? "–" : c.average.toFixed(1)}</td>
                        {([1, 2, 3, 4, 5] as const).map((score) => (
                          <td key={score} className={td}>
                            {c.distribution[score - 1]}
                          </td>
                        ))}
                        <td className={td}>{c.notObserved}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              }
            />
          </div>
        </div>
      )}
    </EmployerLayout>
  );
}
