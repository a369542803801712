import type { TransparencyMonth } from "../../../core/contracts/transparency";
import { countText, monthName } from "./transparency-format";

/**
 * Disputes received per month as a CSS bar chart with text (D0333): an ordered list a screen reader reads as
 * "December 2025: 11 disputes"; the bars and short month names are for the eye only. A suppressed month shows "<5"
 * and no bar. HTML text keeps its size at any width, where an SVG's would shrink with the chart on a phone.
 */
export function TransparencyChart({ months, threshold }: { months: TransparencyMonth[]; threshold: number }) {
  const data = [...months].reverse();
  const max = Math.max(threshold, ...data.map((m) => m.received.total ?? 0));
  const busiest = data.reduce((best, m) => ((m.received.total ?? 0) > (best.received.total ?? 0) ? m : best));
  return (
    <figure className="rounded-lg border bg-card p-4" aria-labelledby="chart-caption">
      <figcaption id="chart-caption" className="font-semibold">
        Disputes received per month
      </figcaption>
      <p className="mt-1 text-sm text-muted-foreground">
        Busiest month: {monthName(busiest.month)}, {countText(busiest.received.total, threshold)} disputes.
      </p>
      <ol
        className="mt-4 flex h-52 items-end gap-1 border-b border-border sm:gap-3"
        aria-label="Disputes received per month"
      >
        {data.map((m) => {
          const v = m.received.total;
          const pct = v ? Math.max(2, (v / max) * 100) : 0;
          return (
            <li key={m.month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end">
              <span className="sr-only">
                {monthName(m.month)}: {countText(v, threshold)} disputes
              </span>
              <span aria-hidden="true" className="text-xs font-medium tabular-nums text-foreground">
                {v === null ? `<${threshold}` : v}
              </span>
              <span
                aria-hidden="true"
                className="mt-1 block w-full max-w-10 rounded-t bg-primary"
                style={{ height: `${pct * 0.8}%` }}
              />
            </li>
          );
        })}
      </ol>
      <ol aria-hidden="true" className="mt-1 flex gap-1 sm:gap-3">
        {data.map((m, i) => (
          <li key={m.month} className="min-w-0 flex-1 text-center text-xs text-muted-foreground">
            <span className="block">{monthName(m.month, "short").slice(0, 3)}</span>
            <span className="block h-4 text-[11px]">
              {i === 0 || m.month.endsWith("-01") ? m.month.slice(2, 4) : ""}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
