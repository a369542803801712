import type * as React from "react";
import { InPlaceForm } from "../../components/in-place-form";
import { Button } from "../../components/ui/button";
import { DialogActions, TitledDialog } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";

/** Rejecting a request with a reason the requester receives by e-mail (claims, business verifications). */
export function RejectDialog({
  open,
  onClose,
  title,
  description,
  fieldId,
  label,
  reason,
  setReason,
  error,
  maxLength,
  markInvalid = false,
  busy,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: React.ReactNode;
  description: React.ReactNode;
  fieldId: string;
  label: string;
  reason: string;
  setReason: (reason: string) => void;
  error: string | null;
  maxLength?: number;
  /** Marks the box `aria-invalid` (true or false) as the error comes and goes. */
  markInvalid?: boolean;
  busy: boolean;
  onSubmit: () => void;
}) {
  return (
    <TitledDialog open={open} onOpenChange={(o) => !o && onClose()} title={title} description={description}>
      <InPlaceForm
        className="grid gap-3"
        onSend={() => {
          onSubmit();
        }}
      >
        <Label htmlFor={fieldId}>{label}</Label>
        <textarea
          id={fieldId}
          className="min-h-24 rounded-md border bg-background p-3 text-sm"
          value={reason}
          maxLength={maxLength}
          onChange={(e) => setReason(e.target.value)}
          aria-describedby={`${fieldId}-error`}
          aria-invalid={markInvalid ? Boolean(error) : undefined}
        />
        {error && (
          <p id={`${fieldId}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogActions>
          <Button type="submit" variant="destructive" disabled={busy}>
            Reject request
          </Button>
        </DialogActions>
      </InPlaceForm>
    </TitledDialog>
  );
}
