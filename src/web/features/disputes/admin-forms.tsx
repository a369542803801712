import { useId, useState } from "react";
import { APPEAL_LIMITS } from "../../../core/contracts/appeals";
import {
  APPEAL_REJECT_REASONS,
  APPEAL_UPHOLD_REASONS,
  DISMISS_REASONS,
  type RaterScreen,
  REMOVE_REASONS,
  REVIEW_LIMITS,
} from "../../../core/contracts/dispute-review";
import { Button } from "../../components/ui/button";
import { type ApiBody, ApiError, apiCall } from "../../lib/api";
import { CountedTextarea } from "../professional/disputes/disputes-pieces";
import { RaterScreenAlert, useRaterFindings } from "./rater-screen-alert";
import { ADMIN_APPEALS_KEY, ADMIN_DISPUTES_KEY, useReviewAction } from "./review-api";

const selectClass =
  "h-9 w-full rounded-md border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring";

function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.fields?.[field] ?? null;
}

/** Focuses a text box the server refused, so its message (below it, in its description) is read out. */
const focusRefused = (error: unknown, field: string, boxId: string) => {
  if (fieldError(error, field)) document.getElementById(boxId)?.focus();
};

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

/** A decision as the form holds it: plain strings, judged by the server's `DecideDisputeInput`/`DecideAppealInput`. */
type DecisionDraft = { outcome: string; reasonCode: string; statement: string; selfDecisionReason?: string };

function ReasonedDecision({
  title,
  outcomes,
  send,
  keys,
  submitLabel,
  raterScreen,
  hint,
  selfReasonNeeded = false,
}: {
  title: string;
  outcomes: ReadonlyArray<{ value: string; label: string; reasons: ReadonlyArray<{ key: string; label: string }> }>;
  /** Posts the form's draft (the server judges it: its field errors land on the fields). */
  send: (draft: DecisionDraft) => Promise<{ message: string }>;
  keys: ReadonlyArray<readonly unknown[]>;
  submitLabel: string;
  /** The rater's identifiers when the statement reaches the professional (D296); none when it reaches only the employer. */
  raterScreen: RaterScreen | null;
  hint: string;
  /** This administrator took the original decision and no other is active: deciding needs a recorded reason (D328). */
  selfReasonNeeded?: boolean;
}) {
  const id = useId();
  const [outcome, setOutcome] = useState(outcomes[0]!.value);
  const reasons = outcomes.find((o) => o.value === outcome)!.reasons;
  const [reasonCode, setReasonCode] = useState("");
  const [statement, setStatement] = useState("");
  const [selfReason, setSelfReason] = useState("");
  const act = useReviewAction(
    () => send({ outcome, reasonCode, statement, ...(selfReasonNeeded ? { selfDecisionReason: selfReason } : {}) }),
    keys,
  );
  const findings = useRaterFindings(statement, raterScreen);
  const generalError =
    act.isError &&
    !fieldError(act.error, "statement") &&
    !fieldError(act.error, "reasonCode") &&
    !fieldError(act.error, "selfDecisionReason")
      ? act.error.message
      : null;
  return (
    <form
      className="grid content-start gap-3 rounded-md border p-3"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        act.mutate(undefined, { onError: (error) => focusRefused(error, "statement", `${id}-statement`) });
      }}
    >
      <h3 className="text-sm font-semibold">{title}</h3>
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium">Outcome</legend>
        {outcomes.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-outcome`}
              value={o.value}
              checked={outcome === o.value}
              onChange={() => {
                setOutcome(o.value);
                setReasonCode("");
              }}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      <label className="text-sm font-medium" htmlFor={`${id}-reason`}>
        Reason
      </label>
      <select
        id={`${id}-reason`}
        className={selectClass}
        value={reasonCode}
        onChange={(e) => setReasonCode(e.target.value)}
        aria-invalid={fieldError(act.error, "reasonCode") ? true : undefined}
      >
        <option value="">Choose a reason…</option>
        {reasons.map((r) => (
          <option key={r.key} value={r.key}>
            {r.label}
          </option>
        ))}
      </select>
      {fieldError(act.error, "reasonCode") && (
        <p className="text-sm text-destructive">{fieldError(act.error, "reasonCode")}</p>
      )}
      <CountedTextarea
        id={`${id}-statement`}
        label="Statement of reasons"
        value={statement}
        onChange={(v) => {
          setStatement(v);
          if (act.isError) act.reset();
        }}
        min={REVIEW_LIMITS.statementMin}
        max={REVIEW_LIMITS.statementMax}
        rows={5}
        hint={hint}
        error={fieldError(act.error, "statement")}
        describedBy={raterScreen ? `${id}-statement-rater` : undefined}
      />
      {raterScreen && <RaterScreenAlert id={`${id}-statement-rater`} findings={findings} />}
      {selfReasonNeeded && (
        <div className="grid gap-2 rounded-md border border-amber-500/60 bg-amber-50 p-3 dark:bg-amber-950/40">
          <p className="text-sm font-medium">You took the original decision, and no other administrator is active.</p>
          <CountedTextarea
            id={`${id}-self-reason`}
            label="Why you decide this appeal yourself"
            value={selfReason}
            onChange={(v) => {
              setSelfReason(v);
              if (act.isError) act.reset();
            }}
            min={APPEAL_LIMITS.selfReasonMin}
            max={APPEAL_LIMITS.selfReasonMax}
            rows={3}
            hint="Recorded with the decision, flagged in the audit log and counted in the transparency report. The parties do not see it."
            error={fieldError(act.error, "selfDecisionReason")}
          />
        </div>
      )}
      {generalError && (
        <p role="alert" className="text-sm text-destructive">
          {generalError}
        </p>
      )}
      <Button type="submit" disabled={act.isPending}>
        {submitLabel}
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

export function DecideAppealForm({
  appealId,
  selfReasonNeeded = false,
}: {
  appealId: string;
  selfReasonNeeded?: boolean;
}) {
  // The appeal's statement goes to the employer only; the professional hears just that a rating was restored.
  return (
    <ReasonedDecision
      raterScreen={null}
      hint="The employer receives this statement in the app and by e-mail; the professional is told only if the rating comes back."
      title="Decide the appeal"
      send={(draft) =>
        apiCall("POST /admin/appeals/:appealId/decide", {
          params: { appealId },
          json: draft as ApiBody<"POST /admin/appeals/:appealId/decide">,
        })
      }
      keys={[ADMIN_APPEALS_KEY, ADMIN_DISPUTES_KEY]}
      submitLabel="Record appeal decision"
      selfReasonNeeded={selfReasonNeeded}
      outcomes={[
        { value: "uphold", label: "Uphold: reverse the strike and restore the rating", reasons: APPEAL_UPHOLD_REASONS },
        { value: "reject", label: "Reject: the strike stands", reasons: APPEAL_REJECT_REASONS },
      ]}
    />
  );
}

/**
 * A professional's appeal of a dismissal (D326). The statement reaches the professional: the server refuses one that
 * names the employer behind the rating (422, D296), and the employer hears the outcome too.
 */
export function DecideDisputeAppealForm({
  appealId,
  selfReasonNeeded,
}: {
  appealId: string;
  selfReasonNeeded: boolean;
}) {
  return (
    <ReasonedDecision
      raterScreen={null}
      hint="The professional and the employer receive this statement in the app and by e-mail. Do not name either of them to the other."
      title="Decide the appeal"
      send={(draft) =>
        apiCall("POST /admin/dispute-appeals/:appealId/decide", {
          params: { appealId },
          json: draft as ApiBody<"POST /admin/dispute-appeals/:appealId/decide">,
        })
      }
      keys={[ADMIN_APPEALS_KEY, ADMIN_DISPUTES_KEY]}
      submitLabel="Record appeal decision"
      selfReasonNeeded={selfReasonNeeded}
      outcomes={[
        {
          value: "uphold",
          label: "Uphold: overturn the dismissal, remove the rating and issue a strike",
          reasons: APPEAL_UPHOLD_REASONS,
        },
        { value: "reject", label: "Reject: the dismissal stands", reasons: APPEAL_REJECT_REASONS },
      ]}
    />
  );
}
