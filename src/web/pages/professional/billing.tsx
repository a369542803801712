import { Check } from "lucide-react";
import { Link } from "react-router";
import { formatPrice, PAID_PLANS } from "../../../core/plans";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { AllowanceMeter } from "../../features/employer/status-pieces";
import { useProfessionalOverview } from "../../features/professional/overview/overview-api";
import { ProfessionalLayout } from "./professional-layout";

/** /dashboard/professional/billing: the current plan and what it includes, until online billing lands. */
export default function ProfessionalBillingPage() {
  const overview = useProfessionalOverview();
  const data = overview.data;
  const upgrade = PAID_PLANS.individual_pro;
  const isPro = data?.plan.type === "individual_pro";
  return (
    <ProfessionalLayout title="Billing" description="Your plan and what it includes.">
      {overview.isPending && (
        <div role="status" aria-label="Loading your plan">
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {overview.isError && <ErrorNote message={overview.error.message} onRetry={() => overview.refetch()} />}
      {data && (
        <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
          <Card>
            <CardHeader>
              <CardDescription>Current plan</CardDescription>
              <CardTitle className="text-2xl">{data.plan.name}</CardTitle>
              <CardDescription>
                {isPro ? `${formatPrice(upgrade.amountCents)} per month` : "Free, for as long as you like"}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              <ul className="grid gap-2 text-sm">
                {data.plan.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {f}
                  </li>
                ))}
              </ul>
              <AllowanceMeter label="Profile lookups today" allowance={data.allowance} />
              <p className="text-sm text-muted-foreground">
                Invoices and payment methods will appear here. To change plans, visit pricing.
              </p>
              <Button asChild className="justify-self-start" variant={isPro ? "outline" : "default"}>
                <Link to="/pricing">{isPro ? "Change plan" : "See plans and pricing"}</Link>
              </Button>
            </CardContent>
          </Card>
          {!isPro && (
            <Card className="border-primary/40">
              <CardHeader>
                <CardDescription>Upgrade</CardDescription>
                <CardTitle className="text-2xl">{upgrade.name}</CardTitle>
                <CardDescription>
                  {formatPrice(upgrade.amountCents)} per month, or {formatPrice(upgrade.annualAmountCents)} a year
                </CardDescription>
              </CardHeader>
              <CardContent className="grid gap-5">
                <ul className="grid gap-2 text-sm">
                  {upgrade.features.map((f) => (
                    <li key={f} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      {f}
                    </li>
                  ))}
                </ul>
                <Button asChild variant="outline" className="justify-self-start">
                  <Link to="/pricing">Compare plans</Link>
                </Button>
              </CardContent>
            </Card>
          )}
        </div>
      )}
    </ProfessionalLayout>
  );
}
