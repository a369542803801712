import { Link } from "react-router";
import type { EmployerOverview } from "../../../core/contracts/employer";
import { NextStepLinks } from "../../components/next-step-links";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, TitledCard } from "../../components/ui/card";
import { formatDateTime, methodInSentence } from "./employer-api";
import { VerificationBadge } from "./status-pieces";

/** The employer dashboard's three status cards: verification, plan, strikes. */
export function StatusCards({ overview: data }: { overview: EmployerOverview }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <CardDescription>Verification</CardDescription>
          <CardTitle className="flex flex-wrap items-center gap-2">
            <VerificationBadge status={data.employer.verificationStatus} />
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm text-muted-foreground">
          {data.employer.verificationStatus === "verified" ? (
            <p>
              By {methodInSentence(data.employer.verificationMethod)} on {formatDateTime(data.employer.verifiedAt)}
            </p>
          ) : (
            <Link className="font-medium text-primary underline" to="/dashboard/employer/verification">
              {data.employer.verificationStatus === "pending" ? "See your request" : "Verify your business"}
            </Link>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardDescription>Plan</CardDescription>
          <CardTitle>{data.plan.name}</CardTitle>
        </CardHeader>
        <CardContent className="text-sm">
          <Link className="font-medium text-primary underline" to="/dashboard/employer/billing">
            Billing and plans
          </Link>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardDescription>Strikes</CardDescription>
          <CardTitle className="tabular-nums">{data.employer.strikeCount} of 3</CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          {data.employer.suspendedUntil && new Date(data.employer.suspendedUntil) > new Date()
            ? `Rating suspended until ${formatDateTime(data.employer.suspendedUntil)}`
            : data.employer.strikeCount === 0
              ? "In good standing"
              : "Strikes follow upheld disputes"}
        </CardContent>
      </Card>
    </div>
  );
}

/** The latest ratings this employer wrote, and what to do next. */
export function RecentAndNext({ overview: data }: { overview: EmployerOverview }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-2">
          <CardTitle>Recent ratings</CardTitle>
          {data.totals.ratings > 0 && (
            <Link className="text-sm font-medium text-primary underline" to="/dashboard/employer/history">
              View all {data.totals.ratings}
            </Link>
          )}
        </CardHeader>
        <CardContent>
          {data.recentRatings.length === 0 ? (
            <p className="text-sm text-muted-foreground">No ratings yet.</p>
          ) : (
            <ul className="divide-y">
              {data.recentRatings.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                  <span className="min-w-0 truncate font-medium">
                    {r.professional.firstName} {r.professional.lastName}
                  </span>
                  <span className="flex shrink-0 items-center gap-3 text-muted-foreground">
                    <span className={r.status === "removed" ? "tabular-nums line-through" : "tabular-nums"}>
                      {r.score.toFixed(1)} / 5.0
                    </span>
                    <span className="hidden sm:inline">{formatDateTime(r.createdAt)}</span>
                    {r.status === "removed" ? (
                      <span className="font-medium text-foreground">Removed</span>
                    ) : r.status === "under_dispute" ? (
                      <span className="font-medium text-foreground">Under dispute</span>
                    ) : (
                      r.editable && <span className="text-primary">Editable</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <TitledCard title="Next steps">
        {data.nextSteps.length === 0 ? (
          <p className="text-sm text-muted-foreground">You're all set.</p>
        ) : (
          <NextStepLinks steps={data.nextSteps} />
        )}
      </TitledCard>
    </div>
  );
}
