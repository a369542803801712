import { AlertTriangle, Star } from "lucide-react";
import { Link } from "react-router";
import { QueryStatus } from "../../components/query-status";
import { Button } from "../../components/ui/button";
import { TitledCard } from "../../components/ui/card";
import { useEmployerOverview } from "../../features/employer/employer-api";
import { RecentAndNext, StatusCards } from "../../features/employer/overview-cards";
import { AllowanceMeter, ratingsUnavailableReason } from "../../features/employer/status-pieces";
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
      <QueryStatus query={overview} />
      {data && (
        <>
          {data.ratingBlockedReason && (
            <div className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p>{data.ratingBlockedReason}</p>
            </div>
          )}
          <StatusCards overview={data} />

          <TitledCard
            title="Today's usage"
            description="Rolling 24 hours, as the server counts it."
            contentClassName="grid gap-5 sm:grid-cols-2"
          >
            <AllowanceMeter
              label="Ratings"
              allowance={data.allowances.ratings}
              unavailable={ratingsUnavailableReason(data.employer.verificationStatus)}
            />
            <AllowanceMeter label="Profile lookups" allowance={data.allowances.lookups} />
          </TitledCard>

          <RecentAndNext overview={data} />
        </>
      )}
    </EmployerLayout>
  );
}
