import { PageIntro } from "../../components/page-intro";
import { ErrorNote } from "../../components/page-states";
import { PageSpinner } from "../../components/ui/spinner";
import { decideVerification, useAdminVerifications } from "../../features/admin/admin-api";
import { ReviewQueue } from "../../features/admin/review-queue/review-queue";
import { DecidedVerifications, VERIFICATION_QUEUE } from "../../features/admin/verifications/verification-queue";
import { usePageTitle } from "../../lib/use-page-title";

const KEY = ["admin", "verifications"] as const;

/** /admin/verifications: the review queue for EIN and state-registration requests. */
export default function AdminVerificationsPage() {
  usePageTitle("Verifications");
  const list = useAdminVerifications(KEY);

  const pending = list.data?.requests.filter((r) => r.status === "pending") ?? [];
  const decided = list.data?.requests.filter((r) => r.status !== "pending") ?? [];

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageIntro title="Verifications">
        Business verification requests, oldest first. We promise employers a decision in 1-3 business days.
      </PageIntro>
      {list.isPending && <PageSpinner />}
      {list.isError && <ErrorNote message={list.error.message} onRetry={() => list.refetch()} />}
      {list.data && (
        <>
          <h2 className="text-lg font-semibold">Waiting for review ({pending.length})</h2>
          {pending.length === 0 && <p className="text-sm text-muted-foreground">Nothing to review.</p>}
          <ReviewQueue items={pending} queryKey={KEY} send={decideVerification} config={VERIFICATION_QUEUE} />
          <DecidedVerifications decided={decided} />
        </>
      )}
    </section>
  );
}
