import { useState } from "react";
import { ChoiceButtons } from "../../components/choice-buttons";
import { PageIntro } from "../../components/page-intro";
import { ErrorNote } from "../../components/page-states";
import { PageSpinner } from "../../components/ui/spinner";
import { decideClaim, useAdminClaims } from "../../features/admin/admin-api";
import { CLAIM_QUEUE } from "../../features/admin/claims/claim-queue";
import { ReviewQueue } from "../../features/admin/review-queue/review-queue";
import { CLAIM_STATUS_LABELS } from "../../features/professional/claim/claim-api";
import { cn } from "../../lib/cn";
import { usePageTitle } from "../../lib/use-page-title";

const STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const;
type Status = (typeof STATUSES)[number];
const KEY = ["admin", "claims"] as const;

/** /admin/claims: requests to own an unclaimed profile, with their evidence; approve, or reject with a reason. */
export default function AdminClaimsPage() {
  usePageTitle("Claim Requests");
  const [status, setStatus] = useState<Status>("pending");
  const list = useAdminClaims(KEY, status);

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageIntro title="Claim Requests">
        People asking to own an unclaimed profile, oldest first. Approve only when the evidence ties the person to the
        profile.
      </PageIntro>
      <ChoiceButtons
        label="Request status"
        className="flex flex-wrap gap-1"
        choices={STATUSES.map((s) => ({ value: s, label: CLAIM_STATUS_LABELS[s] ?? s }))}
        value={status}
        onChange={setStatus}
        buttonClassName={(chosen) =>
          cn(
            "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
            chosen ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
          )
        }
      />
      {list.isPending && <PageSpinner />}
      {list.isError && <ErrorNote message={list.error.message} onRetry={() => list.refetch()} />}
      {list.data && list.data.requests.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {status === "pending" ? "Nothing to review." : `No ${CLAIM_STATUS_LABELS[status]?.toLowerCase()} requests.`}
        </p>
      )}
      {list.data && (
        <ReviewQueue items={list.data.requests} queryKey={KEY} send={decideClaim} refreshOnError config={CLAIM_QUEUE} />
      )}
    </section>
  );
}
