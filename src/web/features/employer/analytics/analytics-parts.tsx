import type { EmployerAnalyticsResponse } from "../../../../core/contracts/employer";
import { ScrollRegion } from "../../../components/scroll-region";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

export const SCORE_COLORS = ["#b42318", "#dc6803", "#98a2b3", "#2e90fa", "#0f3d5e"];

/**
 * A chart and, for screen readers and anyone who prefers numbers, the table behind it. The chart is decoration for
 * assistive technology (aria-hidden), so its own keyboard layer is off: nothing focusable may hide inside it.
 */
export function ChartCard({
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
        {/* min-w-0: a wide table scrolls in its box instead of widening the card and the page (375 px). */}
        <details className="min-w-0">
          <summary className="cursor-pointer text-sm text-muted-foreground">Data table</summary>
          <ScrollRegion label={`${title}: data`} className="mt-2 overflow-x-auto">
            {table}
          </ScrollRegion>
        </details>
      </CardContent>
    </Card>
  );
}

/** "2025-03" → "Mar" (the year only in January, so a 12-month axis stays short), and → "March 2025". */
export function shortMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  if (!y || !m) return month;
  const name = new Date(Date.UTC(y, m - 1, 1)).toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  return m === 1 ? `${name} ${String(y).slice(2)}` : name;
}
export function longMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  if (!y || !m) return month;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/**
 * One row per category: its label and average, then a bar split by how many ratings gave each score. Rows stack on
 * any width, so the 15 long category names never collide the way rotated chart ticks did on phones.
 */
export function CategoryDistribution({ categories }: { categories: EmployerAnalyticsResponse["categories"] }) {
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

export const th = "p-2 text-left font-medium";
export const td = "p-2 tabular-nums";
