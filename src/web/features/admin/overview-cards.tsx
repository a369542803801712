import { AlertTriangle, CheckCircle2, Clock } from "lucide-react";
import { Link } from "react-router";
import type { QueueSummary } from "../../../core/contracts/admin-console";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { spanWords } from "./time-words";

export function QueueCard({ q }: { q: QueueSummary }) {
  const now = Date.now();
  const due = q.oldestDeadline ? new Date(q.oldestDeadline).getTime() - now : null;
  const late = due !== null && due < 0;
  return (
    <Card className={late ? "border-destructive/60" : undefined}>
      <CardHeader className="pb-2">
        <CardDescription>
          <Link to={q.href} className="font-medium text-foreground underline-offset-4 hover:underline">
            {q.label}
          </Link>
        </CardDescription>
        <CardTitle className="text-3xl tabular-nums" data-testid={`queue-${q.key}`}>
          {q.size}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        {q.size === 0 ? (
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <CheckCircle2 className="size-4" aria-hidden="true" /> Nothing waiting
          </p>
        ) : (
          <>
            <p className="text-muted-foreground">
              Oldest waiting {q.oldestAt ? spanWords(now - new Date(q.oldestAt).getTime()) : "—"}
            </p>
            {due !== null && (
              <p
                className={
                  late ? "flex items-center gap-1.5 font-medium text-destructive" : "flex items-center gap-1.5"
                }
              >
                {late ? (
                  <AlertTriangle className="size-4" aria-hidden="true" />
                ) : (
                  <Clock className="size-4" aria-hidden="true" />
                )}
                {late ? `Past its deadline by ${spanWords(due)}` : `Deadline in ${spanWords(due)}`}
              </p>
            )}
            {q.overdue > 0 && <p className="text-destructive">{q.overdue} past deadline</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function Figure({ label, value, tone }: { label: string; value: number | string; tone?: "bad" }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={`text-xl font-semibold tabular-nums ${tone === "bad" ? "text-destructive" : ""}`}>{value}</dd>
    </div>
  );
}

/** /admin: where an administrator lands. Every queue against its deadline, today's activity, mail and jobs. */
