import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ProfessionalOverview } from "../../../../core/contracts/professional";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";

/** How complete the profile is, and a link to each missing part. */
export function CompletenessCard({
  completeness,
}: {
  completeness: NonNullable<ProfessionalOverview["profile"]>["completeness"];
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <CardTitle>Profile completeness</CardTitle>
          <span className="text-2xl font-bold tabular-nums">{completeness.percent}%</span>
        </div>
        <div
          className="h-2.5 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Profile completeness"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={completeness.percent}
        >
          <div
            className={cn("h-full rounded-full bg-primary transition-all", completeness.percent === 100 && "bg-accent")}
            style={{ width: `${completeness.percent}%` }}
          />
        </div>
      </CardHeader>
      <CardContent>
        {completeness.missing.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your profile is complete. Keep it current as your work changes.
          </p>
        ) : (
          <>
            <h3 className="mb-2 text-sm font-medium">Next steps</h3>
            <ul className="grid gap-2 sm:grid-cols-2">
              {completeness.missing.map((item) => (
                <li key={item.key}>
                  <Link
                    to={item.href}
                    className="flex items-center justify-between gap-2 rounded-md border p-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {item.label}
                    <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
