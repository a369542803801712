import { Link } from "react-router";
import { FREE_PLAN_FEATURES, PAID_PLANS } from "../../../core/plans";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { useEmployerOverview } from "../../features/employer/employer-api";
import { AllowanceMeter, ratingsUnavailableReason } from "../../features/employer/status-pieces";
import { EmployerLayout } from "./employer-layout";

/** /dashboard/employer/billing: the current plan and a way to change it (until the billing issue lands). */
export default function EmployerBillingPage() {
  const overview = useEmployerOverview();
  const data = overview.data;
  const paid = data && data.plan.type !== "free" ? PAID_PLANS[data.plan.type as keyof typeof PAID_PLANS] : null;
  return (
    <EmployerLayout title="Billing" description="Your plan and what it includes.">
      {overview.isPending && <PageSpinner />}
      {overview.isError && <ErrorNote message={overview.error.message} onRetry={() => overview.refetch()} />}
      {data && (
        <Card>
          <CardHeader>
            <CardDescription>Current plan</CardDescription>
            <CardTitle className="text-2xl">{data.plan.name}</CardTitle>
            {paid && (
              <CardDescription>
                ${paid.amountCents / 100} per month
                {data.plan.status && data.plan.status !== "active" ? ` · ${data.plan.status}` : ""}
              </CardDescription>
            )}
          </CardHeader>
          <CardContent className="grid gap-5">
            <ul className="list-inside list-disc text-sm text-muted-foreground">
              {(paid?.features ?? FREE_PLAN_FEATURES.employer).map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <div className="grid gap-4 sm:grid-cols-2">
              <AllowanceMeter
                label="Ratings today"
                allowance={data.allowances.ratings}
                unavailable={ratingsUnavailableReason(data.employer.verificationStatus)}
              />
              <AllowanceMeter label="Lookups today" allowance={data.allowances.lookups} />
            </div>
            <p className="text-sm text-muted-foreground">
              Invoices and payment methods will appear here. To change plans, visit pricing.
            </p>
            <Button asChild className="justify-self-start">
              <Link to="/pricing">{data.plan.type === "free" ? "Upgrade" : "Change plan"}</Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </EmployerLayout>
  );
}
