import type { DisputeAppealRow } from "../../../core/contracts/appeals";
import { apiCall } from "../../lib/api";
import { AppealCard } from "./appeal-parts";
import { ADMIN_APPEALS_KEY, useReviewAction } from "./review-api";

const STATUS_LABEL = {
  pending: "Waiting",
  upheld: "Upheld — dismissal overturned",
  rejected: "Rejected — decision stands",
} as const;

/** Professionals' appeals of dismissals (D326), in the appeals queue beside the strike appeals. */
export function DisputeAppealsList({
  appeals,
  onOpenDispute,
}: {
  appeals: DisputeAppealRow[];
  onOpenDispute: (id: string) => void;
}) {
  const claim = useReviewAction(
    (input: { id: string; action: "claim" | "release" }) =>
      apiCall(`POST /admin/dispute-appeals/:appealId/${input.action}`, { params: { appealId: input.id } }),
    [ADMIN_APPEALS_KEY],
  );
  return (
    <ul className="grid gap-4" aria-label="Professionals' appeals">
      {appeals.map((a) => (
        <li key={a.id}>
          <AppealCard
            appeal={a}
            kind="dismissal"
            title={`${a.professionalName} appeals the dismissal${a.companyName ? ` (rating by ${a.companyName})` : ""}`}
            statusLabel={STATUS_LABEL[a.status]}
            details={
              <>
                Filed {new Date(a.filedAt).toLocaleDateString()}.
                {a.originalDecision &&
                  ` Dismissed by ${a.originalDecision.by}: ${a.originalDecision.reasonLabel.toLowerCase()}.`}{" "}
                <button
                  type="button"
                  className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => onOpenDispute(a.disputeId)}
                >
                  Open the dispute
                </button>
              </>
            }
            claim={claim}
            waitingNote="You took the original decision; another administrator reviews this appeal."
          />
        </li>
      ))}
    </ul>
  );
}
