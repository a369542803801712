import { DISPUTE_VISIBILITY } from "../../../core/contracts/disputes";
import { DISPUTE_TYPES } from "../../../core/domain";
import { QueryStatus } from "../../components/query-status";
import { Skeleton } from "../../components/ui/skeleton";
import { EmployerDisputeCard, StandingNote, StrikeCard } from "../../features/disputes/employer-disputes";
import { useEmployerDisputes } from "../../features/disputes/review-api";
import { EmployerLayout } from "./employer-layout";

/** /dashboard/employer/disputes: disputes about the company's ratings, Standing's questions, its strikes and appeals. */
export default function EmployerDisputesPage() {
  const q = useEmployerDisputes();
  return (
    <EmployerLayout
      title="Disputes"
      description={`Disputes professionals raise about your ratings. Standing reviews each one and may ask for your side. ${DISPUTE_VISIBILITY.employer}`}
    >
      <QueryStatus query={q} pending={<Skeleton className="h-48" />} />
      {q.data && (
        <div className="grid gap-8">
          <StandingNote standing={q.data.standing} />
          <section aria-labelledby="disputes-heading" className="grid gap-3">
            <h2 id="disputes-heading" className="text-lg font-semibold">
              Disputes about your ratings ({q.data.disputes.length})
            </h2>
            {q.data.disputes.length === 0 ? (
              <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">
                No disputes. A dispute can be raised for: {DISPUTE_TYPES.map((d) => d.label).join(", ")}.
              </p>
            ) : (
              <ul className="grid gap-4">
                {q.data.disputes.map((d) => (
                  <li key={d.id}>
                    <EmployerDisputeCard d={d} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="strikes-heading" className="grid gap-3">
            <h2 id="strikes-heading" className="text-lg font-semibold">
              Strikes ({q.data.standing.activeStrikes} of 3 counting)
            </h2>
            <p className="text-sm text-muted-foreground">
              Strike 1 is a warning and the rating is removed; strike 2 suspends rating for 30 days; strike 3 suspends
              the account permanently. Appeal within 30 days of a strike. Strikes stop counting after a year.
            </p>
            {q.data.strikes.length === 0 ? (
              <p className="text-sm">No strikes.</p>
            ) : (
              <ul className="grid gap-3">
                {q.data.strikes.map((s) => (
                  <StrikeCard key={s.id} s={s} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </EmployerLayout>
  );
}
