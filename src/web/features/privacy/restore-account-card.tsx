import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import { PRIVACY_RULES } from "../../../core/contracts/privacy";
import { InPlaceForm } from "../../components/in-place-form";
import { Button } from "../../components/ui/button";
import { TitledCard } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { ApiError } from "../../lib/api";
import { restoreDeletedAccount } from "./privacy-api";

/**
 * For the admin user page (placed there at merge): restores an account whose deletion is within its 30-day grace
 * period, with a reason (audited). `onRestored` lets the page refresh its row.
 */
export function RestoreAccountCard({ userId, onRestored }: { userId: string; onRestored?: () => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const restore = useMutation({
    mutationFn: () => restoreDeletedAccount(userId, reason),
    onSuccess: () => {
      toast.success("Account restored. The person can sign in again.");
      setReason("");
      onRestored?.();
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : "Failed to restore the account"),
  });
  return (
    <TitledCard
      title="Deletion pending"
      description={`This account asked to be deleted. Within ${PRIVACY_RULES.graceDays} days of the request it can be restored, with a reason.`}
    >
      <InPlaceForm
        className="grid gap-3"
        onSend={() => {
          if (reason.trim().length < 3) return void toast.error(PRIVACY_RULES.restoreReasonRequired);
          restore.mutate();
        }}
      >
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <textarea
          id={`${id}-reason`}
          className="min-h-20 rounded-md border border-input bg-background p-2 text-sm"
          value={reason}
          maxLength={1000}
          onChange={(event) => setReason(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={restore.isPending}>
            Restore account
          </Button>
        </div>
      </InPlaceForm>
    </TitledCard>
  );
}
