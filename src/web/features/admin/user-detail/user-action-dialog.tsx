import { useState } from "react";
import { toast } from "sonner";
import type { ApiError } from "../../../lib/api";
import { ConfirmDialog } from "../confirm-dialog";
import { type UserAction, useUserAction } from "../console-api";

export type Pending = { kind: "action"; action: UserAction } | { kind: "strike"; strikeId: string; ordinal: number };

export const ACTION_TEXT: Record<UserAction, { label: string; title: string; body: string; destructive: boolean }> = {
  suspend: {
    label: "Suspend account",
    title: "Suspend this account?",
    body: "Every session ends now and the person cannot sign in until an administrator reactivates the account.",
    destructive: true,
  },
  reactivate: {
    label: "Reactivate account",
    title: "Reactivate this account?",
    body: "The person can sign in again.",
    destructive: false,
  },
  "end-sessions": {
    label: "End all sessions",
    title: "End every session of this account?",
    body: "The person is signed out on every device and must sign in again.",
    destructive: true,
  },
  "reset-second-factor": {
    label: "Reset second factor",
    title: "Remove this person's second factors?",
    body: "Their authenticator app, backup codes and passkeys stop working and their sessions end. Check who they are first.",
    destructive: true,
  },
};

/** Every account action and a strike's reversal ask for confirmation and a reason before they are sent. */
export function UserActionDialog({
  userId,
  pending,
  onClose,
}: {
  userId: string;
  pending: Pending | null;
  onClose: () => void;
}) {
  const act = useUserAction(userId);
  const [serverError, setServerError] = useState<string | null>(null);
  const text = pending?.kind === "action" ? ACTION_TEXT[pending.action] : null;
  const close = () => {
    setServerError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(o) => !o && close()}
      title={text ? text.title : `Reverse strike ${pending?.kind === "strike" ? pending.ordinal : ""}?`}
      description={
        text
          ? text.body
          : "The strike stops counting and the employer's standing (rating suspension, strike count) is recomputed."
      }
      confirmLabel={text ? text.label : "Reverse strike"}
      destructive={text?.destructive ?? false}
      withReason
      busy={act.isPending}
      serverError={serverError}
      onConfirm={(reason) =>
        act.mutate(
          pending?.kind === "strike"
            ? { strikeId: pending.strikeId, reason }
            : { action: (pending as { action: UserAction }).action, reason },
          {
            onSuccess: (res) => {
              toast.success(res.message);
              close();
            },
            onError: (err) => setServerError((err as ApiError).fields?.reason ?? err.message),
          },
        )
      }
    />
  );
}
