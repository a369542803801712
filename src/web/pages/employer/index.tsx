import { AlertTriangle, ArrowRight, Star } from "lucide-react";
import { Link } from "react-router";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { formatDateTime, methodInSentence, useEmployerOverview } from "../../features/employer/employer-api";
import { AllowanceMeter, ratingsUnavailableReason, VerificationBadge } from "../../features/employer/status-pieces";
import { EmployerLayout } from "./employer-layout";

/** /dashboard/employer: status at a glance — verification, plan, today's usage, strikes, recent ratings, next steps. */
export default function EmployerIndexPage() {
  const overview = useEmployerOverview();
  const data = overview.data;
  return (
    <EmployerLayout
      title="Employer Dashboard"
      description={data ? data.employer.companyName : undefined}
      actions={
        data && !data.ratingBlockedReason ? (
          <Button asChild>
            <Link to="/dashboard/employer/rate">
              <Star aria-hidden="true" /> Rate an employee
            </Link>
          </Button>
        ) : undefined
      }
    >
      {overview.isPending && <PageSpinner />}
      {overview.isError && <ErrorNote message={overview.error.message} onRetry={() => overview.refetch()} />}
      {data && (
        <>
          {data.ratingBlockedReason && (
            <div className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p>{data.ratingBlockedReason}</p>
            </div>
          )}
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
                    By {methodInSentence(data.employer.verificationMethod)} on{" "}
                    {formatDateTime(data.employer.verifiedAt)}
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

          <Card>
            <CardHeader>
              <CardTitle>Today's usage</CardTitle>
              <CardDescription>Rolling 24 hours, as the server counts it.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5 sm:grid-cols-2">
              <AllowanceMeter
                label="Ratings"
                allowance={data.allowances.ratings}
                unavailable={ratingsUnavailableReason(data.employer.verificationStatus)}
              />
              <AllowanceMeter label="Profile lookups" allowance={data.allowances.lookups} />
            </CardContent>
          </Card>

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
                          <span className="tabular-nums">{r.score.toFixed(1)} / 5.0</span>
                          <span className="hidden sm:inline">{formatDateTime(r.createdAt)}</span>
                          {r.editable && <span className="text-primary">Editable</span>}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Next steps</CardTitle>
              </CardHeader>
              <CardContent>
                {data.nextSteps.length === 0 ? (
                  <p className="text-sm text-muted-foreground">You're all set.</p>
                ) : (
                  <ul className="grid gap-2">
                    {data.nextSteps.map((s) => (
                      <li key={s.key}>
                        <Link
                          to={s.href}
                          className="flex items-center justify-between gap-2 rounded-md border p-3 text-sm font-medium hover:bg-muted"
                        >
                          {s.label}
                          <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </EmployerLayout>
  );
}
