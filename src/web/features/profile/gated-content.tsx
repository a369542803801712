import { Lock } from "lucide-react";
import { Link } from "react-router";
import type { ProfileAccess } from "../../../core/contracts/profile";
import { DIRECTORY, EMPLOYER } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

/** Blurred bars standing in for lines of text the visitor may not read. */
function FakeLines({ widths }: { widths: string[] }) {
  return (
    <>
      {widths.map((width) => (
        <div key={width} className={`h-3 ${width} rounded bg-muted`} />
      ))}
    </>
  );
}

/** Placeholder shapes behind the blur: no real data is ever rendered for a gated viewer. */
export function GatedContent({ access }: { access: Exclude<ProfileAccess, "full"> }) {
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
            <FakeLines widths={["w-full", "w-11/12", "w-3/4"]} />
          </CardContent>
        </Card>
        <div className="grid gap-6 md:grid-cols-2">
          {titles.map((title) => (
            <Card key={title}>
              <CardHeader className="pb-3">
                <CardTitle className="text-base">{title}</CardTitle>
              </CardHeader>
              <CardContent className="space-y-2">
                <FakeLines widths={["w-5/6", "w-2/3", "w-3/4"]} />
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
