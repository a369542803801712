import { useId, useState } from "react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { OwnRating } from "../../../../core/contracts/disputes";
import {
  DISPUTE_LIMITS,
  DISPUTE_TYPE_KEYS,
  DISPUTE_TYPE_LABELS,
  DISPUTE_VISIBILITY,
  DISPUTES,
  OpenDisputeFields,
} from "../../../../core/contracts/disputes";
import { Button } from "../../../components/ui/button";
import { TitledDialog } from "../../../components/ui/dialog";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { applyServerError, bodyResolver, SERVER_ERROR } from "../../../lib/forms";
import { monthYear } from "../../../lib/local-time";
import { evidenceProblem, useOpenDispute, useSendDisputeMessage } from "./disputes-api";
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

interface DisputeValues {
  disputeType: string;
  statement: string;
  files: File[];
}
const EMPTY_DISPUTE: DisputeValues = { disputeType: "", statement: "", files: [] };
const DISPUTE_FIELDS = ["disputeType", "statement", "files"] as const;

/** The route's `OpenDisputeFields` over the text fields, and the evidence rules over the files (D381). */
function disputeResolver(ratingId: string): Resolver<DisputeValues, unknown, OpenDisputeFields> {
  const contract = bodyResolver(OpenDisputeFields, (v: DisputeValues) => ({
    ratingId,
    disputeType: v.disputeType || undefined,
    statement: v.statement,
  }));
  return async (values, context, options) => {
    const result = await contract(values, context, options);
    const problem = evidenceProblem(values.files);
    if (!problem) return result;
    return { values: {}, errors: { ...result.errors, files: { type: "files", message: problem } } };
  };
}

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
  const form = useForm<DisputeValues, unknown, OpenDisputeFields>({
    defaultValues: EMPTY_DISPUTE,
    resolver: disputeResolver(rating.id),
    shouldFocusError: false,
  });
  const { control, setValue, setError, clearErrors, register } = form;
  const [type, statement, files] = useWatch({ control, name: ["disputeType", "statement", "files"] });
  const errors = form.formState.errors;
  const mutation = useOpenDispute();
  const busy = mutation.isPending;

  const submit = form.handleSubmit(
    (body) =>
      mutation.mutate(
        { ratingId: rating.id, disputeType: body.disputeType, statement: statement.trim(), files },
        {
          onSuccess: (res) => {
            toast.success(res.message);
            form.reset(EMPTY_DISPUTE);
            onOpened(res.dispute.id);
          },
          onError: (error) => {
            const fields = error instanceof ApiError ? error.fields : undefined;
            const hasFields = fields !== undefined && Object.keys(fields).length > 0;
            applyServerError(setError, error, hasFields ? DISPUTE_FIELDS : [], error.message, { focus: false });
            if (hasFields && fields._) setError(SERVER_ERROR, { type: "server", message: fields._ });
            else if (hasFields) clearErrors(SERVER_ERROR);
          },
        },
      ),
    (found) => {
      const first = found.disputeType ? `${id}-type` : found.statement ? `${id}-statement` : null;
      if (first) document.getElementById(first)?.focus();
    },
  );

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title="Dispute this rating"
      description={
        <>
          Rating from {monthYear(rating.month)}. {DISPUTE_VISIBILITY.professional} Nothing you write here is public.
        </>
      }
      className="max-h-[92dvh] max-w-lg overflow-y-auto"
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-2">
          <label htmlFor={`${id}-type`} className="text-sm font-medium">
            What is wrong with this rating?
          </label>
          <select
            id={`${id}-type`}
            {...register("disputeType")}
            disabled={busy}
            aria-invalid={errors.disputeType ? true : undefined}
            aria-describedby={cn(type && `${id}-type-hint`, errors.disputeType && `${id}-type-error`)}
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
          <FieldError id={`${id}-type-error`} message={errors.disputeType?.message} />
        </div>
        <CountedTextarea
          id={`${id}-statement`}
          label="Your statement"
          hint="Explain what is wrong and what really happened. Be factual; the reviewer may ask for more."
          value={statement}
          onChange={(v) => setValue("statement", v, { shouldValidate: form.formState.isSubmitted })}
          min={DISPUTE_LIMITS.statementMin}
          max={DISPUTE_LIMITS.statementMax}
          error={errors.statement?.message}
          disabled={busy}
        />
        <EvidenceAndAlert
          files={files}
          onFiles={(next) => {
            setValue("files", next);
            const problem = evidenceProblem(next);
            if (problem) setError("files", { type: "files", message: problem });
            else clearErrors("files");
          }}
          filesError={errors.files?.message}
          alert={errors.root?.server?.message}
          busy={busy}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Sending..." : "Send dispute"}
          </Button>
        </div>
      </form>
    </TitledDialog>
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
      <EvidenceAndAlert
        files={files}
        onFiles={(next) => {
          setFiles(next);
          setErrors((prev) => ({ ...prev, files: evidenceProblem(next) ?? undefined }));
        }}
        filesError={errors.files}
        alert={errors._}
        busy={busy}
      />
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
  onFiles,
  filesError,
  alert,
  busy,
}: {
  files: File[];
  onFiles: (files: File[]) => void;
  filesError?: string;
  alert?: string;
  busy: boolean;
}) {
  return (
    <>
      <EvidencePicker files={files} onChange={onFiles} error={filesError} disabled={busy} />
      {alert && (
        <p role="alert" className="text-sm text-destructive">
          {alert}
        </p>
      )}
    </>
  );
}
