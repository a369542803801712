import { useId, useState } from "react";
import { toast } from "sonner";
import type { OwnRating } from "../../../../core/contracts/disputes";
import {
  DISPUTE_LIMITS,
  DISPUTE_TYPE_KEYS,
  DISPUTE_TYPE_LABELS,
  DISPUTE_VISIBILITY,
  DISPUTES,
} from "../../../../core/contracts/disputes";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { evidenceProblem, formatMonth, useOpenDispute, useSendDisputeMessage } from "./disputes-api";
import { CountedTextarea, EvidencePicker, FieldError } from "./disputes-pieces";

type Errors = Partial<Record<"disputeType" | "statement" | "files" | "body" | "_", string>>;

function errorsFrom(error: unknown): Errors {
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) return error.fields as Errors;
  return { _: error instanceof Error ? error.message : String(error) };
}

const TYPE_HINTS: Record<string, string> = {
  never_worked_there: "You were never employed by the business behind this rating.",
  factual_inaccuracy: "The scores rest on facts that are wrong (dates, role, events).",
  discrimination: "The rating reflects bias about who you are rather than your work.",
  retaliation: "The rating punishes you for something you were entitled to do (a complaint, leave, a report).",
};

/** "Dispute this rating": the four types of SPEC §3, a statement of 20–5,000 characters and up to five files. */
export function OpenDisputeDialog({
  rating,
  open,
  onOpenChange,
  onOpened,
}: {
  rating: OwnRating;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpened: (disputeId: string) => void;
}) {
  const id = useId();
  const [type, setType] = useState("");
  const [statement, setStatement] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useOpenDispute();
  const busy = mutation.isPending;

  function validate(): Errors {
    const found: Errors = {};
    if (!type) found.disputeType = DISPUTES.typeRequired;
    const length = statement.trim().length;
    if (length < DISPUTE_LIMITS.statementMin) found.statement = DISPUTES.statementTooShort;
    else if (length > DISPUTE_LIMITS.statementMax) found.statement = DISPUTES.statementTooLong;
    const fileProblem = evidenceProblem(files);
    if (fileProblem) found.files = fileProblem;
    return found;
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = found.disputeType ? `${id}-type` : found.statement ? `${id}-statement` : null;
      if (first) document.getElementById(first)?.focus();
      return;
    }
    mutation.mutate(
      { ratingId: rating.id, disputeType: type, statement: statement.trim(), files },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setType("");
          setStatement("");
          setFiles([]);
          onOpened(res.dispute.id);
        },
        onError: (error) => setErrors(errorsFrom(error)),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[92dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Dispute this rating</DialogTitle>
          <DialogDescription>
            Rating from {formatMonth(rating.month)}. {DISPUTE_VISIBILITY.professional} Nothing you write here is public.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <label htmlFor={`${id}-type`} className="text-sm font-medium">
              What is wrong with this rating?
            </label>
            <select
              id={`${id}-type`}
              value={type}
              disabled={busy}
              aria-invalid={errors.disputeType ? true : undefined}
              aria-describedby={cn(type && `${id}-type-hint`, errors.disputeType && `${id}-type-error`)}
              onChange={(e) => {
                setType(e.target.value);
                setErrors((prev) => ({ ...prev, disputeType: undefined }));
              }}
              className={cn(
                "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm",
                errors.disputeType && "border-destructive",
              )}
            >
              <option value="">Choose a reason…</option>
              {DISPUTE_TYPE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {DISPUTE_TYPE_LABELS[key]}
                </option>
              ))}
            </select>
            {type && (
              <p id={`${id}-type-hint`} className="text-sm text-muted-foreground">
                {TYPE_HINTS[type]}
              </p>
            )}
            <FieldError id={`${id}-type-error`} message={errors.disputeType} />
          </div>
          <CountedTextarea
            id={`${id}-statement`}
            label="Your statement"
            hint="Explain what is wrong and what really happened. Be factual; the reviewer may ask for more."
            value={statement}
            onChange={(v) => {
              setStatement(v);
              if (errors.statement && v.trim().length >= DISPUTE_LIMITS.statementMin)
                setErrors((prev) => ({ ...prev, statement: undefined }));
            }}
            min={DISPUTE_LIMITS.statementMin}
            max={DISPUTE_LIMITS.statementMax}
            error={errors.statement}
            disabled={busy}
          />
          <EvidenceAndAlert files={files} setFiles={setFiles} errors={errors} setErrors={setErrors} busy={busy} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Sending..." : "Send dispute"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Answer a request for more information, or add information while the dispute is open. */
export function DisputeMessageForm({ disputeId, answering }: { disputeId: string; answering: boolean }) {
  const id = useId();
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useSendDisputeMessage(disputeId);
  const busy = mutation.isPending;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    if (!body.trim()) found.body = DISPUTES.messageRequired;
    const fileProblem = evidenceProblem(files);
    if (fileProblem) found.files = fileProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.body) document.getElementById(`${id}-body`)?.focus();
      return;
    }
    mutation.mutate(
      { body: body.trim(), files },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setBody("");
          setFiles([]);
        },
        onError: (error) => setErrors(errorsFrom(error)),
      },
    );
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={submit}
      noValidate
      aria-label={answering ? "Your answer" : "Add information"}
    >
      <CountedTextarea
        id={`${id}-body`}
        label={answering ? "Your answer" : "Add information"}
        hint={
          answering
            ? "Answer the reviewer's question. Sending it puts the dispute back under review."
            : "Anything the reviewer should know. The dispute keeps its place in the queue."
        }
        value={body}
        onChange={(v) => {
          setBody(v);
          if (errors.body && v.trim()) setErrors((prev) => ({ ...prev, body: undefined }));
        }}
        min={1}
        max={DISPUTE_LIMITS.messageMax}
        error={errors.body}
        disabled={busy}
        rows={4}
      />
      <EvidenceAndAlert files={files} setFiles={setFiles} errors={errors} setErrors={setErrors} busy={busy} />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? "Sending..." : answering ? "Send answer" : "Send"}
        </Button>
      </div>
    </form>
  );
}

/** The evidence picker (its problem judged as files change) and the form's own error, shared by both forms. */
function EvidenceAndAlert({
  files,
  setFiles,
  errors,
  setErrors,
  busy,
}: {
  files: File[];
  setFiles: (files: File[]) => void;
  errors: Errors;
  setErrors: React.Dispatch<React.SetStateAction<Errors>>;
  busy: boolean;
}) {
  return (
    <>
      <EvidencePicker
        files={files}
        onChange={(next) => {
          setFiles(next);
          setErrors((prev) => ({ ...prev, files: evidenceProblem(next) ?? undefined }));
        }}
        error={errors.files}
        disabled={busy}
      />
      {errors._ && (
        <p role="alert" className="text-sm text-destructive">
          {errors._}
        </p>
      )}
    </>
  );
}
