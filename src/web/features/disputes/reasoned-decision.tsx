import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { APPEAL_LIMITS } from "../../../core/contracts/appeals";
import type { DecideAppealInput, DecideDisputeInput, RaterScreen } from "../../../core/contracts/dispute-review";
import { REVIEW_LIMITS } from "../../../core/contracts/dispute-review";
import { Button } from "../../components/ui/button";
import { applyServerError, bodyResolver, SERVER_ERROR } from "../../lib/forms";
import { CountedTextarea } from "../professional/disputes/disputes-pieces";
import { RaterScreenAlert, useRaterFindings } from "./rater-screen-alert";
import { useReviewAction } from "./review-api";
import { focusRefused, selectClass } from "./review-form-tools";

/** A decision as the form holds it: plain strings, judged by the server's `DecideDisputeInput`/`DecideAppealInput`. */
export type DecisionDraft = { outcome: string; reasonCode: string; statement: string; selfDecisionReason?: string };

type DecisionValues = Required<DecisionDraft>;
const DECISION_FIELDS = ["reasonCode", "statement", "selfDecisionReason"] as const;

/** An outcome, its reason and a statement of reasons (and, when needed, why this administrator decides alone). */
export function ReasonedDecision({
  title,
  outcomes,
  schema,
  send,
  keys,
  submitLabel,
  raterScreen,
  hint,
  selfReasonNeeded = false,
}: {
  title: string;
  outcomes: ReadonlyArray<{ value: string; label: string; reasons: ReadonlyArray<{ key: string; label: string }> }>;
  /** The route's body schema: it judges the draft here first, with the server's own words (D381). */
  schema: typeof DecideDisputeInput | typeof DecideAppealInput;
  /** Posts the form's draft (the server judges it again, and screens it for the rater: its field errors land on the fields). */
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
  const draftOf = ({ selfDecisionReason, ...draft }: DecisionValues): DecisionDraft =>
    selfReasonNeeded ? { ...draft, selfDecisionReason } : draft;
  const form = useForm<DecisionValues, unknown, z.output<typeof schema>>({
    defaultValues: { outcome: outcomes[0]!.value, reasonCode: "", statement: "", selfDecisionReason: "" },
    resolver: bodyResolver(schema, draftOf),
    shouldFocusError: false,
  });
  const { control, setValue, clearErrors, formState } = form;
  const errors = formState.errors;
  const [outcome, statement, selfReason] = useWatch({ control, name: ["outcome", "statement", "selfDecisionReason"] });
  const reasons = outcomes.find((o) => o.value === outcome)!.reasons;
  const act = useReviewAction(send, keys);
  const findings = useRaterFindings(statement, raterScreen);
  // Editing a text clears the server's refusal at once (its rater screen, D296); the schema keeps judging the words.
  const edit = (name: "statement" | "selfDecisionReason", value: string) => {
    clearErrors(SERVER_ERROR);
    clearErrors(DECISION_FIELDS.filter((f) => errors[f]?.type === "server"));
    setValue(name, value, { shouldValidate: formState.isSubmitted });
  };
  const submit = form.handleSubmit(
    () =>
      act.mutate(draftOf(form.getValues()), {
        onError: (error) => {
          const { fields } = applyServerError(form.setError, error, DECISION_FIELDS, error.message, { focus: false });
          if (fields.length > 0) clearErrors(SERVER_ERROR);
          focusRefused(error, "statement", `${id}-statement`);
        },
      }),
    (found) => {
      const first = DECISION_FIELDS.find((f) => found[f]);
      const box = { reasonCode: "reason", statement: "statement", selfDecisionReason: "self-reason" } as const;
      if (first) document.getElementById(`${id}-${box[first]}`)?.focus();
    },
  );
  return (
    <form className="grid content-start gap-3 rounded-md border p-3" aria-label={title} onSubmit={submit} noValidate>
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
                setValue("outcome", o.value);
                setValue("reasonCode", "", { shouldValidate: formState.isSubmitted });
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
        {...form.register("reasonCode")}
        aria-invalid={errors.reasonCode ? true : undefined}
        aria-describedby={errors.reasonCode ? `${id}-reason-error` : undefined}
      >
        <option value="">Choose a reason…</option>
        {reasons.map((r) => (
          <option key={r.key} value={r.key}>
            {r.label}
          </option>
        ))}
      </select>
      {errors.reasonCode && (
        <p id={`${id}-reason-error`} className="text-sm text-destructive">
          {errors.reasonCode.message}
        </p>
      )}
      <CountedTextarea
        id={`${id}-statement`}
        label="Statement of reasons"
        value={statement}
        onChange={(v) => edit("statement", v)}
        min={REVIEW_LIMITS.statementMin}
        max={REVIEW_LIMITS.statementMax}
        rows={5}
        hint={hint}
        error={errors.statement?.message}
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
            onChange={(v) => edit("selfDecisionReason", v)}
            min={APPEAL_LIMITS.selfReasonMin}
            max={APPEAL_LIMITS.selfReasonMax}
            rows={3}
            hint="Recorded with the decision, flagged in the audit log and counted in the transparency report. The parties do not see it."
            error={errors.selfDecisionReason?.message}
          />
        </div>
      )}
      {errors.root?.server && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.server.message}
        </p>
      )}
      <Button type="submit" disabled={act.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
