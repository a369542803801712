import { AlertTriangle, BadgeCheck, Search } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { InvitationPreview } from "../../../../core/contracts/professional";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { useSession } from "../../auth/session";
import { useSwitchAccount } from "../../auth/use-sign-out";
import { formatDateTime } from "../../employer/employer-api";
import { useAcceptInvitation, useInvitationPreview, useMyClaims } from "./claim-api";
import { ProfileSummary } from "./profile-summary";

export function InvitationPanel({ token, onDismiss }: { token: string; onDismiss: () => void }) {
  const preview = useInvitationPreview(token);
  const mine = useMyClaims();
  const accept = useAcceptInvitation();
  const session = useSession();
  const navigate = useNavigate();
  const switchAccount = useSwitchAccount(`/dashboard/professional/claim?invite=${token}`);

  if (preview.isPending)
    return (
      <div role="status" aria-label="Loading the invitation">
        <Skeleton className="h-56 w-full" />
      </div>
    );
  if (preview.isError) {
    const final = preview.error instanceof ApiError && preview.error.status < 500;
    return (
      <div className="grid gap-4">
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div className="grid gap-2">
            <p>{preview.error.message}</p>
            {!final && (
              <button
                type="button"
                className="justify-self-start font-medium text-primary underline"
                onClick={() => preview.refetch()}
              >
                Try again
              </button>
            )}
          </div>
        </div>
        <Button variant="outline" className="justify-self-start" onClick={onDismiss}>
          <Search aria-hidden="true" /> Search for your profile instead
        </Button>
      </div>
    );
  }
  const data: InvitationPreview = preview.data;
  const owned = mine.data?.ownedProfile ?? null;
  const ownsThis = owned?.id === data.profile.id;
  const errorMessage = accept.error instanceof Error ? accept.error.message : null;
  const wrongAccount = accept.error instanceof ApiError && accept.error.status === 403;

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardDescription>An employer invited you to claim this profile</CardDescription>
        <ProfileSummary profile={data.profile} size="lg" />
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Invitation sent to</dt>
            <dd className="font-medium">{data.maskedEmail}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Valid until</dt>
            <dd className="font-medium">{formatDateTime(data.expiresAt)}</dd>
          </div>
        </dl>
        {session.user && (
          <p className="text-sm text-muted-foreground">
            You're signed in as <span className="font-medium text-foreground">{session.user.email}</span>. The
            invitation works only for the address it was sent to.
          </p>
        )}
        {ownsThis ? (
          <p className="flex items-center gap-2 rounded-md border bg-accent/30 p-3 text-sm">
            <BadgeCheck className="size-4 text-primary" aria-hidden="true" /> This profile is yours.
          </p>
        ) : !data.claimable ? (
          <p className="rounded-md border bg-muted p-3 text-sm">
            This profile has already been claimed. If you believe it is yours, contact us.
          </p>
        ) : owned ? (
          <p className="rounded-md border bg-muted p-3 text-sm">
            You already own a profile on Standing ({owned.firstName} {owned.lastName}). An account holds one profile.
          </p>
        ) : null}
        {errorMessage && (
          <div role="alert" className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p>{errorMessage}</p>
            {wrongAccount && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                disabled={switchAccount.isPending}
                onClick={() => switchAccount.mutate()}
              >
                Sign out and use the invited address
              </Button>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {data.claimable && !owned && (
            <Button
              disabled={accept.isPending}
              onClick={() =>
                accept.mutate(token, {
                  onSuccess: (res) => {
                    toast.success(res.message);
                    navigate("/dashboard/professional");
                  },
                })
              }
            >
              {accept.isPending ? <Spinner className="size-4" label="Claiming" /> : <BadgeCheck aria-hidden="true" />}
              {accept.isPending ? "Claiming..." : "Claim this profile"}
            </Button>
          )}
          {ownsThis || owned ? (
            <Button asChild variant="outline">
              <Link to="/dashboard/professional">Go to your dashboard</Link>
            </Button>
          ) : (
            <Button variant="ghost" onClick={onDismiss}>
              This isn't me
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------------------------
