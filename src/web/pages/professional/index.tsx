import { ArrowRight, BadgeCheck, Bell, ExternalLink, Eye, Pencil, ShieldCheck, Star, UserCheck } from "lucide-react";
import { Link } from "react-router";
import type { ProfessionalOverview } from "../../../core/contracts/professional";
import { VISIBILITY_LABELS } from "../../../core/domain";
import { DIRECTORY, employmentStatusLabel } from "../../../core/messages";
import { formatAverage } from "../../../core/rating-categories";
import { ErrorNote } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { AllowanceMeter } from "../../features/employer/status-pieces";
import { CLAIM_STATUS_LABELS } from "../../features/professional/claim/claim-api";
import { monthLabel, relativeTime, useProfessionalOverview } from "../../features/professional/overview/overview-api";
import { Avatar } from "../../features/profile/avatar";
import { cn } from "../../lib/cn";
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

function WithoutProfile({ data }: { data: ProfessionalOverview }) {
  const pending = data.pendingClaim;
  return (
    <>
      <Card className="border-primary/40 bg-primary/5">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            <UserCheck className="size-6 text-primary" aria-hidden="true" /> Claim your profile
          </CardTitle>
          <CardDescription className="text-base">
            Employers may already have added you to Standing. Claim your profile to see your ratings, choose who can see
            them and dispute anything inaccurate. No profile yet? Create one in a minute.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {pending && (
            <p className="rounded-md border bg-background p-3 text-sm">
              Your request to claim the profile of{" "}
              <strong>
                {pending.profile.firstName} {pending.profile.lastName}
              </strong>{" "}
              is <strong>{CLAIM_STATUS_LABELS[pending.status]?.toLowerCase()}</strong>. We usually decide within 1-3
              business days and will e-mail you.
            </p>
          )}
          <Button asChild className="justify-self-start">
            <Link to="/dashboard/professional/claim">
              {pending ? "See your claim request" : "Find or create your profile"}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardContent>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2">
        <LookupsCard data={data} />
        <PlanCard data={data} />
      </div>
      <ActivityCard data={data} />
    </>
  );
}

function WithProfile({ data }: { data: ProfessionalOverview }) {
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
                {profile.isClaimed && (
                  <Badge variant="secondary">
                    <BadgeCheck aria-hidden="true" />
                    {DIRECTORY.claimedProfile}
                  </Badge>
                )}
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

      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <CardTitle>Profile completeness</CardTitle>
            <span className="text-2xl font-bold tabular-nums">{completeness.percent}%</span>
          </div>
          <div
            className="h-2.5 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Profile completeness"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={completeness.percent}
          >
            <div
              className={cn(
                "h-full rounded-full bg-primary transition-all",
                completeness.percent === 100 && "bg-accent",
              )}
              style={{ width: `${completeness.percent}%` }}
            />
          </div>
        </CardHeader>
        <CardContent>
          {completeness.missing.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Your profile is complete. Keep it current as your work changes.
            </p>
          ) : (
            <>
              <h3 className="mb-2 text-sm font-medium">Next steps</h3>
              <ul className="grid gap-2 sm:grid-cols-2">
                {completeness.missing.map((item) => (
                  <li key={item.key}>
                    <Link
                      to={item.href}
                      className="flex items-center justify-between gap-2 rounded-md border p-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {item.label}
                      <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription>Rating</CardDescription>
            <CardTitle className="flex items-center gap-2 text-2xl tabular-nums">
              {data.ratings.total > 0 && <Star className="size-5 fill-brand-gold text-brand-gold" aria-hidden="true" />}
              {data.ratings.total > 0 ? `${formatAverage(data.ratings.average)} / 5.0` : "No ratings yet"}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1 text-sm text-muted-foreground">
            <p>
              {data.ratings.total} rating{data.ratings.total === 1 ? "" : "s"}
            </p>
            <p className="flex items-center gap-1">
              <ShieldCheck className="size-4" aria-hidden="true" />
              {DIRECTORY.verifiedEmployers(data.ratings.verifiedEmployers)}
            </p>
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
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>Recent ratings</CardTitle>
            <Link className="text-sm font-medium text-primary underline" to="/dashboard/professional/disputes">
              Dispute a rating
            </Link>
          </CardHeader>
          <CardContent>
            {data.ratings.recent.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No ratings yet. Verified employers you worked for can rate you; their names are never shown.
              </p>
            ) : (
              <ul className="divide-y">
                {data.ratings.recent.map((r) => (
                  <li key={r.id} className="flex items-center justify-between gap-2 py-2.5 text-sm">
                    <span className="grid">
                      <span>{monthLabel(r.month)}</span>
                      <span className="text-xs text-muted-foreground">{employmentStatusLabel(r.employmentStatus)}</span>
                    </span>
                    <span className="flex items-center gap-2">
                      {r.underDispute && <Badge variant="outline">Under dispute</Badge>}
                      <span className="font-medium tabular-nums">{formatAverage(r.score)} / 5.0</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <ActivityCard data={data} />
      </div>
      <PlanCard data={data} />
    </>
  );
}

function LookupsCard({ data }: { data: ProfessionalOverview }) {
  return (
    <Card>
      <CardHeader>
        <CardDescription>Profile lookups today</CardDescription>
      </CardHeader>
      <CardContent>
        <AllowanceMeter label="Lookups" allowance={data.allowance} />
      </CardContent>
    </Card>
  );
}

function PlanCard({ data }: { data: ProfessionalOverview }) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1">
          <CardDescription>Plan</CardDescription>
          <CardTitle>{data.plan.name}</CardTitle>
        </div>
        <Link className="text-sm font-medium text-primary underline" to="/dashboard/professional/billing">
          Billing and plans
        </Link>
      </CardHeader>
    </Card>
  );
}

function ActivityCard({ data }: { data: ProfessionalOverview }) {
  const now = Date.now();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Recent activity</CardTitle>
        {data.recentActivity.length > 0 && (
          <Link className="text-sm font-medium text-primary underline" to="/notifications">
            All notifications
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {data.recentActivity.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Bell className="size-4" aria-hidden="true" /> Nothing yet. New ratings and updates will show here.
          </p>
        ) : (
          <ul className="divide-y">
            {data.recentActivity.map((a) => {
              const body = (
                <>
                  <span className="flex items-center gap-2 font-medium">
                    {!a.read && (
                      <>
                        <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                        <span className="sr-only">Unread:</span>
                      </>
                    )}
                    {a.title}
                  </span>
                  <span className="text-muted-foreground">{a.message}</span>
                  <span className="text-xs text-muted-foreground">{relativeTime(a.createdAt, now)}</span>
                </>
              );
              return (
                <li key={a.id} className="py-2.5 text-sm">
                  {a.link ? (
                    <Link to={a.link} className="grid gap-0.5 rounded-sm hover:underline focus-visible:outline-2">
                      {body}
                    </Link>
                  ) : (
                    <div className="grid gap-0.5">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
