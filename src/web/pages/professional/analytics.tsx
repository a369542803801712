import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, IconCardHeader } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { ProfileLookupsCard } from "../../features/privacy/profile-lookups-card";
import { useProfessionalAnalytics } from "../../features/professional/analytics/analytics-api";
import {
  BenchmarksChart,
  PercentileList,
  TrendChart,
  ViewsChart,
} from "../../features/professional/analytics/analytics-charts";
import { ClaimFirstCard } from "../../features/professional/claim/claim-first";
import { ApiError } from "../../lib/api";
import { ProfessionalLayout } from "./professional-layout";

function UpgradeCard() {
  return (
    <Card className="lg:col-span-2">
      <IconCardHeader
        icon={Sparkles}
        title="Benchmarks are part of Individual Pro"
        description="See how each of your 15 category averages compares with professionals who share your headline: your percentile, the peer average and how many peers are counted. No single peer is ever shown."
      />
      <CardContent>
        <Button asChild>
          <Link to="/pricing">See Individual Pro</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /dashboard/professional/analytics: views, rating trend and (Individual Pro) benchmarks, each with its table. */
export default function ProfessionalAnalyticsPage() {
  const q = useProfessionalAnalytics();
  const data = q.data;
  const noProfile = q.error instanceof ApiError && q.error.status === 404;
  return (
    <ProfessionalLayout title="Analytics" description="Who looks at your profile, and how your ratings develop.">
      {q.isPending && (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
          <Skeleton className="h-96 lg:col-span-2" />
        </div>
      )}
      {noProfile && (
        <ClaimFirstCard>Analytics describe your own profile. Claim it to see views and ratings here.</ClaimFirstCard>
      )}
      {q.isError && !noProfile && <ErrorNote message={q.error.message} onRetry={() => q.refetch()} retryAs="button" />}
      {data && (
        <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
          <ViewsChart views={data.views} />
          <TrendChart trend={data.trend} />
          <div className="lg:col-span-2">
            <ProfileLookupsCard />
          </div>
          {data.benchmarks ? (
            <>
              <BenchmarksChart benchmarks={data.benchmarks} />
              <Card className="lg:col-span-2">
                <CardHeader>
                  <CardTitle>Your percentile per category</CardTitle>
                  <CardDescription>
                    The share of peers whose average is below yours (ties count half). 50th means the middle.
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <PercentileList benchmarks={data.benchmarks} />
                </CardContent>
              </Card>
            </>
          ) : (
            <UpgradeCard />
          )}
        </div>
      )}
    </ProfessionalLayout>
  );
}
