import { Eye, Pencil, ShieldCheck, Star } from "lucide-react";
import { Link } from "react-router";
import type { ProfessionalOverview } from "../../../../core/contracts/professional";
import { VISIBILITY_LABELS } from "../../../../core/domain";
import { DIRECTORY } from "../../../../core/messages";
import { formatAverage } from "../../../../core/rating-categories";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Avatar } from "../../profile/avatar";
import { ClaimedBadge } from "../../profile/profile-badges";
import { CompletenessCard } from "./completeness-card";
import { ActivityCard, LookupsCard, PlanCard, RecentRatingsCard } from "./overview-cards";

/** The overview of an existing profile: completeness, ratings, views, allowance, activity. */
export function WithProfile({ data }: { data: ProfessionalOverview }) {
  const profile = data.profile!;
  const { completeness } = profile;
  const place = [profile.city, profile.state].filter(Boolean).join(", ");
  return (
    <>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-4">
            <Avatar name={profile.name} src={profile.photo} className="size-16 shrink-0 text-xl" />
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="break-words text-lg font-semibold">{profile.name}</p>
              {profile.headline ? (
                <p className="text-sm text-muted-foreground">{profile.headline}</p>
              ) : (
                <p className="text-sm italic text-muted-foreground">No headline yet</p>
              )}
              <div className="flex flex-wrap items-center gap-2 pt-1">
                {profile.isClaimed && <ClaimedBadge />}
                <Badge variant="outline">
                  <Eye aria-hidden="true" /> {VISIBILITY_LABELS[profile.visibility]}
                </Badge>
                {place && <span className="text-sm text-muted-foreground">{place}</span>}
              </div>
            </div>
          </div>
          <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
            <Link to="/dashboard/professional/settings">
              <Pencil aria-hidden="true" /> Edit profile
            </Link>
          </Button>
        </CardContent>
      </Card>

      <CompletenessCard completeness={completeness} />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription>Rating</CardDescription>
            <CardTitle className="flex items-center gap-2 text-2xl tabular-nums">
              {data.ratings.total > 0 && <Star className="size-5 fill-brand-gold text-brand-gold" aria-hidden="true" />}
              {data.ratings.total > 0 ? `${formatAverage(data.ratings.average)} / 5.0` : "Not shown yet"}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1 text-sm text-muted-foreground">
            <p>
              {data.ratings.total > 0
                ? `${data.ratings.total} rating${data.ratings.total === 1 ? "" : "s"} shown publicly`
                : `${DIRECTORY.ratingsPending}.`}
            </p>
            <p className="flex items-center gap-1">
              <ShieldCheck className="size-4" aria-hidden="true" />
              {DIRECTORY.verifiedEmployers(data.ratings.verifiedEmployers)}
            </p>
            <p className="text-xs">{DIRECTORY.ratingsBatched}</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Profile views</CardDescription>
            <CardTitle className="text-2xl tabular-nums">{data.views.total}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            {data.views.last30Days} in the last 30 days
          </CardContent>
        </Card>
        <LookupsCard data={data} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <RecentRatingsCard data={data} />
        <ActivityCard data={data} />
      </div>
      <PlanCard data={data} />
    </>
  );
}
