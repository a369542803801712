import {
  ArrowLeft,
  Award,
  BadgeCheck,
  Briefcase,
  ExternalLink,
  Eye,
  GraduationCap,
  Lock,
  MapPin,
  ShieldCheck,
  Star,
  Users,
} from "lucide-react";
import type * as React from "react";
import { useSyncExternalStore } from "react";
import { Link, useParams } from "react-router";
import type { ProfileAccess, ProfileDetails, ProfilePageResponse } from "../../../core/contracts/profile";
import { DIRECTORY, EMPLOYER } from "../../../core/messages";
import { formatAverage } from "../../../core/rating-categories";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { LookupBanner } from "../../features/allowance/lookup-banner";
import { useUsage } from "../../features/allowance/use-usage";
import { Avatar } from "../../features/profile/avatar";
import { CertificationList, EducationList, WorkHistoryList } from "../../features/profile/profile-items";
import { QrDialog } from "../../features/profile/qr-dialog";
import { ResumeViewer } from "../../features/profile/resume-viewer";
import { ShareDialog } from "../../features/profile/share-dialog";
import { useProfile } from "../../features/profile/use-profile";
import { placeOf } from "../../features/search/professional-card";
import { useHydratedMark } from "../../lib/server-html";
import { usePageTitle } from "../../lib/use-page-title";

function Section({ icon: Icon, title, children }: { icon: typeof Star; title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
);

function ErrorState() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <p role="alert" className="text-lg font-medium">
        {DIRECTORY.profileFailed}
      </p>
      <Button asChild className="mt-8">
        <Link to="/search">
          <ArrowLeft aria-hidden="true" />
          {DIRECTORY.backToSearch}
        </Link>
      </Button>
    </section>
  );
}

function LoadingState() {
  return (
    <section
      role="status"
      aria-busy="true"
      aria-label="Loading profile"
      className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6"
    >
      <div className="flex gap-4 rounded-lg border p-6">
        <Skeleton className="size-20 rounded-full" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </section>
  );
}

/** Placeholder shapes behind the blur: no real data is ever rendered for a gated viewer. */
function GatedContent({ access }: { access: Exclude<ProfileAccess, "full"> }) {
  const titles = [
    DIRECTORY.performanceRatings,
    DIRECTORY.employmentStatus,
    DIRECTORY.certifications,
    DIRECTORY.workHistory,
    DIRECTORY.education,
  ];
  return (
    <div className="relative">
      <div aria-hidden="true" className="pointer-events-none select-none space-y-6 blur-sm">
        <Card>
          <CardContent className="space-y-2 pt-6">
            <div className="h-3 w-full rounded bg-muted" />
            <div className="h-3 w-11/12 rounded bg-muted" />
            <div className="h-3 w-3/4 rounded bg-muted" />
          </CardContent>
        </Card>
        <div className="grid gap-6 md:grid-cols-2">
          {titles.map((title) => (
            <Card key={title}>
              <CardHeader className="pb-3">
                <CardTitle className="text-base">{title}</CardTitle>
              </CardHeader>
              <CardContent className="space-y-2">
                <div className="h-3 w-5/6 rounded bg-muted" />
                <div className="h-3 w-2/3 rounded bg-muted" />
                <div className="h-3 w-3/4 rounded bg-muted" />
              </CardContent>
            </Card>
          ))}
        </div>
      </div>
      <div className="absolute inset-0 flex items-start justify-center pt-16">
        <div className="mx-4 max-w-sm rounded-lg border bg-background p-6 text-center shadow-lg">
          <Lock className="mx-auto size-8 text-primary" aria-hidden="true" />
          {access === "sign_in_required" ? (
            <>
              <h2 className="mt-3 text-lg font-semibold">{DIRECTORY.createFreeAccount}</h2>
              <p className="mt-2 text-sm text-muted-foreground">
                Ratings, work history, credentials and more are shown to signed-in members, with a free daily allowance
                of profile lookups.
              </p>
              <div className="mt-5 flex flex-col gap-2">
                <Button asChild>
                  <Link to="/auth?mode=signup">Create a free account</Link>
                </Button>
                <Button asChild variant="ghost">
                  <Link to="/auth">Sign in</Link>
                </Button>
              </div>
            </>
          ) : access === "account_suspended" ? (
            <>
              <h2 className="mt-3 text-lg font-semibold">Your account is suspended</h2>
              <p className="mt-2 text-sm text-muted-foreground">{EMPLOYER.accountSuspended}</p>
              <Button asChild className="mt-5 w-full">
                <Link to="/dashboard/employer/disputes">Open your disputes</Link>
              </Button>
            </>
          ) : (
            <>
              <h2 className="mt-3 text-lg font-semibold">You have used all your profile lookups</h2>
              <p className="mt-2 text-sm text-muted-foreground">
                Your allowance resets 24 hours after your oldest lookup. Upgrade for more lookups each day.
              </p>
              <Button asChild className="mt-5 w-full">
                <Link to="/pricing">{DIRECTORY.upgradeToView}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/** Issue 14: everyone who sees the ratings sees that some are under review (counts only, never which). */
function UnderReviewNote({ review }: { review: ProfileDetails["ratings"]["underReview"] }) {
  if (!review || review.counting + review.setAside === 0) return null;
  const parts: string[] = [];
  if (review.counting > 0)
    parts.push(
      `${review.counting} rating${review.counting === 1 ? " is" : "s are"} under review after a dispute and still counted`,
    );
  if (review.setAside > 0)
    parts.push(
      `${review.setAside} rating${review.setAside === 1 ? " is" : "s are"} under review for more than 30 days and left out of these figures until decided`,
    );
  return (
    <p className="rounded-md border border-amber-500/60 bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      {parts.join("; ")}.
    </p>
  );
}

function RatingsCard({ ratings }: { ratings: ProfileDetails["ratings"] }) {
  return (
    <Section icon={Star} title={DIRECTORY.performanceRatings}>
      <UnderReviewNote review={ratings.underReview} />
      {ratings.totalRatings === 0 ? (
        <Empty>No ratings yet.</Empty>
      ) : (
        <div className="space-y-4">
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-bold">{formatAverage(ratings.averageRating)}</span>
            <span className="text-sm text-muted-foreground">
              / 5.0 · {ratings.totalRatings} rating{ratings.totalRatings === 1 ? "" : "s"}
            </span>
          </p>
          <ul className="space-y-2">
            {ratings.categories.map((c) => (
              <li key={c.key} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm">
                <span className="truncate">{c.label}</span>
                <span className="font-medium tabular-nums">
                  {c.average === null ? "–" : `${formatAverage(c.average)} / 5.0`}
                </span>
                <span className="col-span-2 h-1.5 overflow-hidden rounded-full bg-muted">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${((c.average ?? 0) / 5) * 100}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

function FullContent({
  details,
  professionalId,
  name,
}: {
  details: ProfileDetails;
  professionalId: string;
  name: string;
}) {
  const { employmentStatus: es } = details;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">About</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {details.bio ? (
            <p className="whitespace-pre-line text-sm leading-relaxed">{details.bio}</p>
          ) : (
            <Empty>No bio yet.</Empty>
          )}
          <div className="flex flex-wrap gap-2">
            {details.linkedinUrl && (
              <Button asChild variant="outline" size="sm">
                <a href={details.linkedinUrl} target="_blank" rel="noopener noreferrer nofollow">
                  <ExternalLink aria-hidden="true" />
                  LinkedIn
                </a>
              </Button>
            )}
            {details.hasResume && <ResumeViewer professionalId={professionalId} name={name} />}
          </div>
        </CardContent>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <RatingsCard ratings={details.ratings} />
        <div className="space-y-6">
          <Section icon={Users} title={DIRECTORY.employmentStatus}>
            {es.current + es.former === 0 ? (
              <Empty>No employment records from verified employers yet.</Empty>
            ) : (
              <dl className="grid grid-cols-2 gap-4 text-center">
                <div className="rounded-md bg-secondary p-3">
                  <dt className="text-xs text-muted-foreground">Rated as current employee</dt>
                  <dd className="text-2xl font-bold">{es.current}</dd>
                </div>
                <div className="rounded-md bg-secondary p-3">
                  <dt className="text-xs text-muted-foreground">Rated as former employee</dt>
                  <dd className="text-2xl font-bold">{es.former}</dd>
                </div>
              </dl>
            )}
          </Section>
          <Section icon={Award} title={DIRECTORY.certifications}>
            {details.certifications.length === 0 ? (
              <Empty>No certifications listed.</Empty>
            ) : (
              <CertificationList items={details.certifications} />
            )}
          </Section>
        </div>
        <Section icon={Briefcase} title={DIRECTORY.workHistory}>
          {details.workHistory.length === 0 ? (
            <Empty>No work history listed.</Empty>
          ) : (
            <WorkHistoryList items={details.workHistory} />
          )}
        </Section>
        <Section icon={GraduationCap} title={DIRECTORY.education}>
          {details.education.length === 0 ? (
            <Empty>No education listed.</Empty>
          ) : (
            <EducationList items={details.education} />
          )}
        </Section>
      </div>
    </div>
  );
}

const noSubscription = () => () => undefined;
/** This site's origin; empty on the server (D240), whose markup the share and QR buttons do not show it in. */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
}

function Header({ page }: { page: ProfilePageResponse }) {
  const p = page.profile;
  const name = `${p.firstName} ${p.lastName}`;
  const place = [placeOf(p), p.country && p.country !== "US" ? p.country : null].filter(Boolean).join(", ");
  const url = `${useOrigin()}/profile/${p.id}`;
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6 sm:flex-row sm:items-start">
        <Avatar name={name} src={p.profilePicture} className="size-20 text-2xl" />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
          {p.headline && <p className="text-muted-foreground">{p.headline}</p>}
          {place && (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin className="size-4" aria-hidden="true" />
              {place}
            </p>
          )}
          <div className="flex flex-wrap gap-2 pt-1">
            {p.isClaimed && (
              <Badge variant="secondary">
                <BadgeCheck aria-hidden="true" />
                {DIRECTORY.claimedProfile}
              </Badge>
            )}
            <Badge variant="success">
              <ShieldCheck aria-hidden="true" />
              {DIRECTORY.verifiedEmployers(p.verifiedEmployersCount)}
            </Badge>
            <Badge variant="outline">
              <Eye aria-hidden="true" />
              {DIRECTORY.views(p.viewCount)}
            </Badge>
          </div>
        </div>
        <div className="flex gap-2 sm:flex-col">
          <ShareDialog url={url} name={name} />
          <QrDialog url={url} name={name} />
        </div>
      </CardContent>
    </Card>
  );
}

export default function ProfilePage() {
  useHydratedMark();
  const { professionalId = "" } = useParams();
  const profile = useProfile(professionalId);
  const page = profile.data;
  const signedIn = page ? page.allowance !== null : false;
  // Keeps the banner's count current while the page is open (SPEC §9: every 60 s on the profile).
  const usage = useUsage({ enabled: signedIn, refetchMs: 60_000 });
  usePageTitle(page ? `${page.profile.firstName} ${page.profile.lastName}` : "Professional Profile");

  if (profile.isError) return <ErrorState />;
  if (!page) return <LoadingState />;
  const allowance = usage.data?.lookups ?? page.allowance;
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Link to="/search" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {DIRECTORY.backToSearch}
      </Link>
      <Header page={page} />
      {!page.isOwner && <LookupBanner allowance={allowance} />}
      {page.access === "full" && page.details ? (
        <FullContent
          details={page.details}
          professionalId={page.profile.id}
          name={`${page.profile.firstName} ${page.profile.lastName}`}
        />
      ) : (
        <GatedContent access={page.access === "full" ? "sign_in_required" : page.access} />
      )}
    </section>
  );
}
