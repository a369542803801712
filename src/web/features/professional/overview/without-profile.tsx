import { ArrowRight, UserCheck } from "lucide-react";
import { Link } from "react-router";
import type { ProfessionalOverview } from "../../../../core/contracts/professional";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { CLAIM_STATUS_LABELS } from "../claim/claim-api";
import { ActivityCard, LookupsCard, PlanCard } from "./overview-cards";

/** The overview before the user has a profile: claim one or create it, and a pending claim's state. */
export function WithoutProfile({ data }: { data: ProfessionalOverview }) {
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
