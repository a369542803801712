import type { ProfessionalOverview } from "../../../../core/contracts/professional";
import { NextStepLinks } from "../../../components/next-step-links";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { ProgressBar } from "../../../components/ui/progress-bar";
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
        <ProgressBar
          label="Profile completeness"
          value={completeness.percent}
          className="h-2.5"
          barClassName={cn("bg-primary transition-all", completeness.percent === 100 && "bg-accent")}
        />
      </CardHeader>
      <CardContent>
        {completeness.missing.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your profile is complete. Keep it current as your work changes.
          </p>
        ) : (
          <>
            <h3 className="mb-2 text-sm font-medium">Next steps</h3>
            <NextStepLinks steps={completeness.missing} className="grid gap-2 sm:grid-cols-2" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
