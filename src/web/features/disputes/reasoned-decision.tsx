import { useId, useState } from "react";
import { APPEAL_LIMITS } from "../../../core/contracts/appeals";
import { type RaterScreen, REVIEW_LIMITS } from "../../../core/contracts/dispute-review";
import { Button } from "../../components/ui/button";
import { CountedTextarea } from "../professional/disputes/disputes-pieces";
import { RaterScreenAlert, useRaterFindings } from "./rater-screen-alert";
import { useReviewAction } from "./review-api";
import { fieldError, focusRefused, selectClass } from "./review-form-tools";

/** A decision as the form holds it: plain strings, judged by the server's `DecideDisputeInput`/`DecideAppealInput`. */
export type DecisionDraft = { outcome: string; reasonCode: string; statement: string; selfDecisionReason?: string };

/** An outcome, its reason and a statement of reasons (and, when needed, why this administrator decides alone). */
export function ReasonedDecision({
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
