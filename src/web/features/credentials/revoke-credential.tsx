import type { CredentialSummary } from "../../../core/contracts/credentials";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../admin/confirm-dialog";

/** "Revoke" beside an active credential (its holder's list, an administrator's). */
export function RevokeButton({
  credential,
  onRevoke,
}: {
  credential: CredentialSummary;
  onRevoke: (credential: CredentialSummary) => void;
}) {
  if (credential.status !== "active") return null;
  return (
    <Button type="button" size="sm" variant="outline" onClick={() => onRevoke(credential)}>
      Revoke
    </Button>
  );
}

/** The confirmation before a credential is revoked; open while `credential` is set. */
export function RevokeCredentialDialog({
  credential,
  onCancel,
  description,
  withReason = false,
  busy,
  error,
  onConfirm,
}: {
  credential: CredentialSummary | null;
  onCancel: () => void;
  description: string;
  withReason?: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
}) {
  return (
    <ConfirmDialog
      open={credential !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Revoke this credential?"
      description={description}
      confirmLabel="Revoke"
      destructive
      withReason={withReason}
      busy={busy}
      serverError={error}
      onConfirm={onConfirm}
    />
  );
}
