import { Scale } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { APPEAL_LIMITS } from "../../../../core/contracts/appeals";
import type { DisputeDetail } from "../../../../core/contracts/disputes";
import { InPlaceForm } from "../../../components/in-place-form";
import { Button } from "../../../components/ui/button";
import { ApiError, apiCall } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { formatDate, useDisputeWrite } from "./disputes-api";
import { CountedTextarea } from "./disputes-pieces";

/**
 * The professional's appeal of a dismissal (issue 34 §3, D326): once, within 30 days of the decision, with a reason.
 * An administrator who did not take the first decision reviews it; the outcome and its statement of reasons appear
 * here. Nothing here names who decided.
 */
export function DisputeAppealSection({ dispute }: { dispute: DisputeDetail }) {
  const { appeal } = dispute;
  if (!appeal.canAppeal && !appeal.filed) return null;
  return (
    <section aria-labelledby="dispute-appeal-heading" className="grid gap-3 rounded-lg border p-4">
      <h2 id="dispute-appeal-heading" className="flex items-center gap-2 font-semibold">
        <Scale className="size-4" aria-hidden="true" /> Appeal the decision
      </h2>
      {appeal.filed ? <FiledAppeal filed={appeal.filed} /> : <AppealForm dispute={dispute} />}
    </section>
  );
}

function FiledAppeal({ filed }: { filed: NonNullable<DisputeDetail["appeal"]["filed"]> }) {
  return (
    <div className="grid gap-3 text-sm">
      <p
        className={cn(
          "rounded-md p-3 font-medium",
          filed.status === "pending" && "bg-muted",
          filed.status === "upheld" && "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50",
          filed.status === "rejected" && "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50",
        )}
        role="status"
      >
        {filed.statusLabel}
        {filed.status === "pending" &&
          ". An administrator who did not take the first decision reviews it; you'll be notified of the outcome."}
      </p>
      <div>
        <p className="font-medium">Your appeal, filed {formatDate(filed.filedAt)}</p>
        <p className="mt-1 whitespace-pre-wrap break-words text-muted-foreground">{filed.statement}</p>
      </div>
      {filed.decision && (
        <div className="rounded-md border border-primary/40 bg-primary/5 p-3">
          <p className="font-semibold">Statement of reasons: {filed.decision.reasonLabel}</p>
          <p className="mt-1 whitespace-pre-wrap">{filed.decision.statement}</p>
          <p className="mt-1 text-xs text-muted-foreground">Decided {formatDate(filed.decision.at)}</p>
        </div>
      )}
    </div>
  );
}

function AppealForm({ dispute }: { dispute: DisputeDetail }) {
  const id = useId();
  const [statement, setStatement] = useState("");
  const mutation = useDisputeWrite((input: { statement: string }) =>
    apiCall("POST /professional/disputes/:disputeId/appeal", { params: { disputeId: dispute.id }, json: input }),
  );
  const fieldError = mutation.error instanceof ApiError ? (mutation.error.fields?.statement ?? null) : null;
  return (
    <InPlaceForm
      className="grid gap-3"
      aria-label="Appeal the decision"
      onSend={() => {
        mutation.mutate(
          { statement },
          {
            onSuccess: (res) => toast.success(res.message),
            onError: () => document.getElementById(`${id}-statement`)?.focus(),
          },
        );
      }}
    >
      <p className="text-sm text-muted-foreground">
        If you believe the dismissal is wrong, you may appeal once
        {dispute.appeal.appealBy ? `, until ${formatDate(dispute.appeal.appealBy)}` : ""}. An administrator who did not
        take the first decision reviews your appeal. If it is upheld, the rating is removed from your profile.
      </p>
      <CountedTextarea
        id={`${id}-statement`}
        label="Why the decision is wrong"
        value={statement}
        onChange={(v) => {
          setStatement(v);
          if (mutation.isError) mutation.reset();
        }}
        min={APPEAL_LIMITS.statementMin}
        max={APPEAL_LIMITS.statementMax}
        rows={5}
        hint="Say what the review missed or got wrong. Only Standing's administrators read this."
        error={fieldError}
      />
      {mutation.isError && !fieldError && (
        <p role="alert" className="text-sm text-destructive">
          {mutation.error.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Sending appeal..." : "Send appeal"}
        </Button>
      </div>
    </InPlaceForm>
  );
}
