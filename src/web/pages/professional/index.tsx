import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useProfessionalOverview } from "../../features/professional/overview/overview-api";
import { WithProfile } from "../../features/professional/overview/with-profile";
import { WithoutProfile } from "../../features/professional/overview/without-profile";
import { ProfessionalLayout } from "./professional-layout";

/** /dashboard/professional: the profile at a glance — completeness, ratings, views, allowance, activity. */
export default function ProfessionalIndexPage() {
  const overview = useProfessionalOverview();
  const data = overview.data;
  return (
    <ProfessionalLayout
      title="Professional Dashboard"
      description={data?.profile ? data.profile.name : "Build your verified reputation"}
      actions={
        data?.profile ? (
          <Button asChild variant="outline">
            <Link to={`/profile/${data.profile.id}`}>
              <ExternalLink aria-hidden="true" /> View public profile
            </Link>
          </Button>
        ) : undefined
      }
    >
      {overview.isPending && <OverviewSkeleton />}
      {overview.isError && <ErrorNote message={overview.error.message} onRetry={() => overview.refetch()} />}
      {data && (data.profile ? <WithProfile data={data} /> : <WithoutProfile data={data} />)}
    </ProfessionalLayout>
  );
}

function OverviewSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label="Loading your dashboard">
      <Skeleton className="h-32 w-full" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
