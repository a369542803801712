import { BadgeCheck, Clock } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { ClaimRequestView } from "../../../../core/contracts/professional";
import { DIRECTORY } from "../../../../core/messages";
import { ErrorNote } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, IconCardHeader, TitledCard } from "../../../components/ui/card";
import { DialogActions, TitledDialog } from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime } from "../../employer/employer-api";
import { CLAIM_STATUS_LABELS, EVIDENCE_LABELS, useMyClaims, useWithdrawClaimRequest } from "./claim-api";
import { CreateProfile } from "./create-profile";
import { FindProfile } from "./find-profile";
import { ProfileSummary } from "./profile-summary";

export function ClaimHome() {
  const mine = useMyClaims();
  if (mine.isPending)
    return (
      <div className="grid gap-4" role="status" aria-label="Loading your claim status">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (mine.isError) return <ErrorNote message={mine.error.message} onRetry={() => mine.refetch()} />;
  const { ownedProfile, requests } = mine.data;
  const pending = requests.find((r) => r.status === "pending") ?? null;
  const past = requests.filter((r) => r.status !== "pending");

  if (ownedProfile)
    return (
      <Card className="max-w-2xl">
        <IconCardHeader
          icon={BadgeCheck}
          title="You own this profile"
          description={<>It shows the {DIRECTORY.claimedProfile} badge. An account holds one profile.</>}
        />
        <CardContent className="grid gap-4">
          <ProfileSummary profile={ownedProfile} size="lg" />
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/dashboard/professional/settings">Edit your profile</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/profile/${ownedProfile.id}`}>View public profile</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    );

  return (
    <>
      {pending ? <PendingRequest request={pending} /> : <FindProfile />}
      {!pending && <CreateProfile />}
      {past.length > 0 && <PastRequests requests={past} />}
    </>
  );
}

function evidenceSummary(r: ClaimRequestView): string {
  if (r.method === "work_email") return `Work e-mail: ${r.workEmail}`;
  if (r.method === "linkedin") return `LinkedIn: ${r.linkedinUrl}`;
  return "Document attached";
}

function PendingRequest({ request }: { request: ClaimRequestView }) {
  const withdraw = useWithdrawClaimRequest();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="max-w-2xl">
      <IconCardHeader
        icon={Clock}
        title="Your claim request is under review"
        description={
          <>Sent {formatDateTime(request.createdAt)}. We usually decide within 1-3 business days and will e-mail you.</>
        }
      />
      <CardContent className="grid gap-4">
        <ProfileSummary profile={request.profile} />
        <p className="break-words text-sm text-muted-foreground">{evidenceSummary(request)}</p>
        <Button variant="outline" className="justify-self-start" onClick={() => setConfirming(true)}>
          Withdraw request
        </Button>
      </CardContent>
      <TitledDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw your claim request?"
        description="Our team stops reviewing it. You can then claim a different profile or create your own."
      >
        <DialogActions cancel="Keep it">
          <Button
            variant="destructive"
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(request.id, {
                onSuccess: (res) => {
                  toast.success(res.message);
                  setConfirming(false);
                },
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {withdraw.isPending ? "Withdrawing..." : "Withdraw"}
          </Button>
        </DialogActions>
      </TitledDialog>
    </Card>
  );
}

function PastRequests({ requests }: { requests: ClaimRequestView[] }) {
  return (
    <TitledCard title="Earlier requests">
      <ul className="divide-y text-sm">
        {requests.map((r) => (
          <li key={r.id} className="grid gap-1 py-2.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {r.profile.firstName} {r.profile.lastName}
                <span className="font-normal text-muted-foreground"> · {EVIDENCE_LABELS[r.method]}</span>
              </span>
              <span className="flex items-center gap-2 text-muted-foreground">
                {formatDateTime(r.reviewedAt ?? r.createdAt)}
                <Badge variant={r.status === "approved" ? "success" : "outline"}>{CLAIM_STATUS_LABELS[r.status]}</Badge>
              </span>
            </div>
            {r.reviewReason && <p className="text-muted-foreground">Reason: {r.reviewReason}</p>}
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
