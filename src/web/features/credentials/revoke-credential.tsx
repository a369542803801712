import type * as React from "react";
import { useState } from "react";
import { toast } from "sonner";
import type { CredentialSummary } from "../../../core/contracts/credentials";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { ConfirmDialog } from "../admin/confirm-dialog";

/**
 * Credentials as a list (its holder's, an administrator's): each row is what `details` shows and "Revoke" while
 * active, which asks for confirmation first. `revoke` sends the credential (and the reason, `withReason`) and calls
 * `done` once it is revoked.
 */
export function RevocableCredentialList({
  credentials,
  details,
  dense = false,
  description,
  withReason = false,
  busy,
  error,
  revoke,
}: {
  credentials: readonly CredentialSummary[];
  details: (credential: CredentialSummary) => React.ReactNode;
  dense?: boolean;
  /** What revoking does, in the confirmation. */
  description: string;
  withReason?: boolean;
  busy: boolean;
  error: string | null;
  revoke: (credential: CredentialSummary, reason: string, done: () => void) => void;
}) {
  const [revoking, setRevoking] = useState<CredentialSummary | null>(null);
  const done = () => {
    setRevoking(null);
    toast.success("Credential revoked");
  };
  return (
    <>
      <ul className="divide-y">
        {credentials.map((c) => (
          <li
            key={c.id}
            className={cn("flex flex-wrap items-center justify-between", dense ? "gap-2 py-2" : "gap-3 py-3")}
          >
            {details(c)}
            {c.status === "active" && (
              <Button type="button" size="sm" variant="outline" onClick={() => setRevoking(c)}>
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Revoke this credential?"
        description={description}
        confirmLabel="Revoke"
        destructive
        withReason={withReason}
        busy={busy}
        serverError={error}
        onConfirm={(reason) => revoking && revoke(revoking, reason, done)}
      />
    </>
  );
}
