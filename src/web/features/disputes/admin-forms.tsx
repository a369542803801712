import { useId, useState } from "react";
import {
  APPEAL_REJECT_REASONS,
  APPEAL_UPHOLD_REASONS,
  DecideAppealInput,
  DecideDisputeInput,
  DISMISS_REASONS,
  type RaterScreen,
  REMOVE_REASONS,
  REVIEW_LIMITS,
} from "../../../core/contracts/dispute-review";
import { Button } from "../../components/ui/button";
import { type ApiBody, apiCall } from "../../lib/api";
import { CountedTextarea } from "../professional/disputes/disputes-pieces";
import { RaterScreenAlert, useRaterFindings } from "./rater-screen-alert";
import { ReasonedDecision } from "./reasoned-decision";
import { ADMIN_APPEALS_KEY, ADMIN_DISPUTES_KEY, useReviewAction } from "./review-api";
import { fieldError, focusRefused, selectClass } from "./review-form-tools";

/**
 * Ask one party a question; it goes to that party only, with a deadline of 5 business days. A question to the
 * professional is screened for the rater while it is typed and refused by the server if it names them (D296).
 */
export function RequestInfoForm({ disputeId, raterScreen }: { disputeId: string; raterScreen: RaterScreen }) {
  const id = useId();
  const [party, setParty] = useState<"employer" | "professional">("employer");
  const [question, setQuestion] = useState("");
  const send = useReviewAction(
    () => apiCall("POST /admin/disputes/:disputeId/request-info", { params: { disputeId }, json: { party, question } }),
    [ADMIN_DISPUTES_KEY],
  );
  const findings = useRaterFindings(question, party === "professional" ? raterScreen : null);
  return (
    <form
      className="grid content-start gap-3 rounded-md border p-3"
      aria-label="Request more information"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate(undefined, {
          onSuccess: () => setQuestion(""),
          onError: (error) => focusRefused(error, "question", `${id}-question`),
        });
      }}
    >
      <h3 className="text-sm font-semibold">Request more information</h3>
      <label className="text-sm font-medium" htmlFor={`${id}-party`}>
        Ask
      </label>
      <select
        id={`${id}-party`}
        className={selectClass}
        value={party}
        onChange={(e) => {
          setParty(e.target.value as "employer" | "professional");
          if (send.isError) send.reset();
        }}
      >
        <option value="employer">
          The employer (it sees its rating and the reason, never the statement or evidence)
        </option>
        <option value="professional">The professional</option>
      </select>
      <CountedTextarea
        id={`${id}-question`}
        label="Question"
        value={question}
        onChange={(v) => {
          setQuestion(v);
          if (send.isError) send.reset();
        }}
        min={REVIEW_LIMITS.questionMin}
        max={REVIEW_LIMITS.questionMax}
        rows={4}
        hint="Only the party you ask reads this. Quote the other side only where they must answer it."
        describedBy={`${id}-question-rater`}
        error={
          fieldError(send.error, "question") ??
          (send.isError && !fieldError(send.error, "question") ? send.error.message : null)
        }
      />
      <RaterScreenAlert id={`${id}-question-rater`} findings={findings} />
      {/* The label wraps in a narrow column rather than spilling into the next form. */}
      <Button type="submit" disabled={send.isPending} className="h-auto min-h-10 whitespace-normal py-2">
        Send question (due in 5 business days)
      </Button>
    </form>
  );
}

export function DecideForm({ disputeId, raterScreen }: { disputeId: string; raterScreen: RaterScreen }) {
  return (
    <ReasonedDecision
      raterScreen={raterScreen}
      hint="Both parties receive this statement in the app and by e-mail. Do not name either of them to the other."
      title="Decide"
      schema={DecideDisputeInput}
      send={(draft) =>
        apiCall("POST /admin/disputes/:disputeId/decide", {
          params: { disputeId },
          json: draft as ApiBody<"POST /admin/disputes/:disputeId/decide">,
        })
      }
      keys={[ADMIN_DISPUTES_KEY]}
      submitLabel="Record decision"
      outcomes={[
        { value: "remove", label: "Remove the rating and issue a strike", reasons: REMOVE_REASONS },
        { value: "dismiss", label: "Dismiss the dispute (the rating stays)", reasons: DISMISS_REASONS },
      ]}
    />
  );
}

/**
 * The appeals an administrator decides, uphold or reject. A strike's appeal: its statement goes to the employer only;
 * the professional hears just that a rating was restored. A professional's appeal of a dismissal (D326): the statement
 * reaches the professional, so the server refuses one that names the employer behind the rating (422, D296), and the
 * employer hears the outcome too.
 */
const APPEALS = {
  strike: {
    route: "POST /admin/appeals/:appealId/decide",
    hint: "The employer receives this statement in the app and by e-mail; the professional is told only if the rating comes back.",
    upholdLabel: "Uphold: reverse the strike and restore the rating",
    rejectLabel: "Reject: the strike stands",
  },
  dismissal: {
    route: "POST /admin/dispute-appeals/:appealId/decide",
    hint: "The professional and the employer receive this statement in the app and by e-mail. Do not name either of them to the other.",
    upholdLabel: "Uphold: overturn the dismissal, remove the rating and issue a strike",
    rejectLabel: "Reject: the dismissal stands",
  },
} as const;
export type AppealKind = keyof typeof APPEALS;

/** An appeal's decision, for the appeals queue (`strike`) and the dismissal appeals (`dismissal`) alike. */
export function DecideAppealForm({
  appeal = "strike",
  appealId,
  selfReasonNeeded = false,
}: {
  appeal?: AppealKind;
  appealId: string;
  selfReasonNeeded?: boolean;
}) {
  const { route, hint, upholdLabel, rejectLabel } = APPEALS[appeal];
  return (
    <ReasonedDecision
      raterScreen={null}
      hint={hint}
      title="Decide the appeal"
      schema={DecideAppealInput}
      send={(draft) => apiCall(route, { params: { appealId }, json: draft as ApiBody<typeof route> })}
      keys={[ADMIN_APPEALS_KEY, ADMIN_DISPUTES_KEY]}
      submitLabel="Record appeal decision"
      selfReasonNeeded={selfReasonNeeded}
      outcomes={[
        { value: "uphold", label: upholdLabel, reasons: APPEAL_UPHOLD_REASONS },
        { value: "reject", label: rejectLabel, reasons: APPEAL_REJECT_REASONS },
      ]}
    />
  );
}
