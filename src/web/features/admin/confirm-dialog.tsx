import { useId, useState } from "react";
import { reasonProblem } from "../../../core/moderation-reason";
import { InPlaceForm } from "../../components/in-place-form";
import { Button } from "../../components/ui/button";
import { TitledDialog } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";

/**
 * The console's confirmation (issue 15 §3, D165): an irreversible or account-changing action opens this dialog
 * first. With `withReason` it asks for a reason under the shared rule (core/moderation-reason.ts), checked here as
 * the person types and again by the server.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  withReason = false,
  busy = false,
  serverError,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  withReason?: boolean;
  busy?: boolean;
  serverError?: string | null;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const id = useId();
  const problem = withReason ? reasonProblem(reason) : null;
  const shown = touched ? problem : null;
  const error = shown ?? serverError ?? null;
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason("");
          setTouched(false);
        }
        onOpenChange(next);
      }}
      title={title}
      description={description}
    >
      <InPlaceForm
        className="grid gap-3"
        onSend={() => {
          setTouched(true);
          if (problem) return;
          onConfirm(reason.trim());
        }}
      >
        {withReason && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-reason`}>Reason (recorded in the audit log)</Label>
            <textarea
              id={`${id}-reason`}
              className="min-h-24 rounded-md border border-input bg-background px-3 py-2 text-sm"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              onBlur={() => setTouched(true)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              maxLength={1000}
            />
          </div>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </InPlaceForm>
    </TitledDialog>
  );
}
