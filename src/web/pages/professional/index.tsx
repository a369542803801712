import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { QueryStatus } from "../../components/query-status";
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
      <QueryStatus query={overview} pending={<OverviewSkeleton />} />
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
