import { Link } from "react-router";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { EmployerAnalyticsResponse } from "../../../core/contracts/employer";
import { QueryStatus } from "../../components/query-status";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { useEmployerAnalytics } from "../../features/employer/analytics/analytics-api";
import {
  CategoryDistribution,
  ChartCard,
  longMonth,
  shortMonth,
  td,
  th,
} from "../../features/employer/analytics/analytics-parts";
import { ChartTable } from "../../features/professional/analytics/chart-card";
import { EmployerLayout } from "./employer-layout";

type CategoryAverages = EmployerAnalyticsResponse["categories"][number];

/** /dashboard/employer/analytics: the employer's ratings over time, per category, and current vs former. */
export default function EmployerAnalyticsPage() {
  const q = useEmployerAnalytics();
  const data = q.data;
  return (
    <EmployerLayout title="Analytics" description="Your own ratings only, as they count on profiles.">
      <QueryStatus query={q} />
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
              <ChartTable
                rows={data.monthly}
                rowKey={(m) => m.month}
                columns={[
                  { header: "Month", cell: (m) => longMonth(m.month) },
                  { header: "Ratings", cell: (m) => m.count },
                  { header: "Average", cell: (m) => m.average.toFixed(1) },
                ]}
              />
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
                <ChartTable
                  rows={data.categories}
                  rowKey={(c) => c.key}
                  columns={[
                    { header: "Category", cell: (c) => c.label },
                    { header: "Average", cell: (c) => (c.average == null ? "–" : c.average.toFixed(1)) },
                    ...([1, 2, 3, 4, 5] as const).map((score) => ({
                      header: score,
                      cell: (c: CategoryAverages) => c.distribution[score - 1],
                    })),
                    { header: "N/A", cell: (c) => c.notObserved },
                  ]}
                />
              }
            />
          </div>
        </div>
      )}
    </EmployerLayout>
  );
}
