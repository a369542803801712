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

type GatedAccess = Exclude<ProfileAccess, "full">;

/** Why the profile is gated, as the viewer is told it, and where they can go from here. */
const GATES: Record<
  GatedAccess,
  { title: string; text: string; links: { to: string; label: string; variant?: "ghost" }[] }
> = {
  sign_in_required: {
    title: DIRECTORY.createFreeAccount,
    text: "Ratings, work history, credentials and more are shown to signed-in members, with a free daily allowance of profile lookups.",
    links: [
      { to: "/auth?mode=signup", label: "Create a free account" },
      { to: "/auth", label: "Sign in", variant: "ghost" },
    ],
  },
  account_suspended: {
    title: "Your account is suspended",
    text: EMPLOYER.accountSuspended,
    links: [{ to: "/dashboard/employer/disputes", label: "Open your disputes" }],
  },
  limit_reached: {
    title: "You have used all your profile lookups",
    text: "Your allowance resets 24 hours after your oldest lookup. Upgrade for more lookups each day.",
    links: [{ to: "/pricing", label: DIRECTORY.upgradeToView }],
  },
};

/** Placeholder shapes behind the blur: no real data is ever rendered for a gated viewer. */
export function GatedContent({ access }: { access: GatedAccess }) {
  const titles = [
    DIRECTORY.performanceRatings,
    DIRECTORY.employmentStatus,
    DIRECTORY.certifications,
    DIRECTORY.workHistory,
    DIRECTORY.education,
  ];
  const gate = GATES[access];
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
          <h2 className="mt-3 text-lg font-semibold">{gate.title}</h2>
          <p className="mt-2 text-sm text-muted-foreground">{gate.text}</p>
          <div className="mt-5 flex flex-col gap-2">
            {gate.links.map((link) => (
              <Button key={link.to} asChild variant={link.variant}>
                <Link to={link.to}>{link.label}</Link>
              </Button>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
