import type { TransparencyMonth } from "../../../core/contracts/dispute-review";
import { ErrorNote } from "../../components/page-states";
import { Skeleton } from "../../components/ui/skeleton";
import { formatMonth } from "../professional/disputes/disputes-api";
import { useTransparency } from "./review-api";

/** A suppressed count (1 to 4) reads "fewer than 5"; zero stays zero. */
export function countText(n: number | null, threshold: number): string {
  return n === null ? `fewer than ${threshold}` : String(n);
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-b py-1 last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

function Month({ m, threshold }: { m: TransparencyMonth; threshold: number }) {
  const c = (n: number | null) => countText(n, threshold);
  const flagged = m.flags.filter((f) => f.count !== 0);
  return (
    <article className="grid gap-3 rounded-lg border bg-card p-4 text-sm" aria-labelledby={`m-${m.month}`}>
      <h2 id={`m-${m.month}`} className="text-base font-semibold">
        {formatMonth(m.month)}
      </h2>
      <dl>
        <Row label="Disputes received" value={c(m.received.total)} />
        {m.received.byType.map((t) => (
          <Row key={t.type} label={`— ${t.label}`} value={c(t.count)} />
        ))}
        <Row label="Ratings removed (strike issued)" value={c(m.outcomes.removed)} />
        <Row label="Disputes dismissed" value={c(m.outcomes.dismissed)} />
        <Row label="Disputes withdrawn" value={c(m.outcomes.withdrawn)} />
        <Row
          label="Median days to a decision"
          value={m.medianDaysToDecision === null ? "not enough decisions" : String(m.medianDaysToDecision)}
        />
        <Row label="Strikes issued" value={c(m.strikesIssued)} />
        <Row label="Appeals filed" value={c(m.appeals.filed)} />
        <Row label="Appeals upheld" value={c(m.appeals.upheld)} />
        <Row label="Appeals rejected" value={c(m.appeals.rejected)} />
      </dl>
      <details>
        <summary className="cursor-pointer font-medium">Automatic fairness flags by source and outcome</summary>
        {flagged.length === 0 ? (
          <p className="mt-2 text-muted-foreground">None this month.</p>
        ) : (
          <dl className="mt-2">
            {flagged.map((f) => (
              <Row key={`${f.source}-${f.outcome}`} label={`${f.label} (${f.outcome})`} value={c(f.count)} />
            ))}
          </dl>
        )}
      </details>
    </article>
  );
}

export function TransparencyReportView() {
  const q = useTransparency();
  if (q.isPending) return <Skeleton className="h-96" />;
  if (q.isError) return <ErrorNote message={q.error.message} onRetry={() => q.refetch()} />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {q.data.months.map((m) => (
        <Month key={m.month} m={m} threshold={q.data.suppressBelow} />
      ))}
    </div>
  );
}
