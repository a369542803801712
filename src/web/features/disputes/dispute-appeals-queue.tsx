import type { DisputeAppealRow } from "../../../core/contracts/appeals";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { apiCall } from "../../lib/api";
import { DecideDisputeAppealForm } from "./admin-forms";
import { AppealClaimControls, AppealStatement, SelfDecisionNote } from "./appeal-parts";
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
          <Card>
            <CardHeader>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-base font-semibold leading-tight">
                  {a.professionalName} appeals the dismissal{a.companyName ? ` (rating by ${a.companyName})` : ""}
                </h3>
                <Badge variant={a.status === "pending" ? "default" : "outline"}>{STATUS_LABEL[a.status]}</Badge>
              </div>
              <CardDescription>
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
                {a.claim && ` · ${a.claim.byYou ? "Claimed by you" : `Claimed by ${a.claim.by}`}`}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              <AppealStatement appeal={a} />
              <SelfDecisionNote reason={a.selfDecisionReason} />
              <AppealClaimControls
                appeal={a}
                claim={claim}
                waitingNote="You took the original decision; another administrator reviews this appeal."
              />
              {a.can.act && <DecideDisputeAppealForm appealId={a.id} selfReasonNeeded={a.can.selfReasonNeeded} />}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
