import type * as React from "react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { ConfirmDialog } from "./confirm-dialog";

/** What the confirmation asks before an item is revoked. */
export type RevokeQuestion = { title: string; description: string; confirmLabel: string; withReason?: boolean };

/**
 * A list whose rows can be revoked (credentials, API keys, administrator invitations): each row is what `details`
 * shows, then "Revoke" while `revocable`, which asks `question` first (issue 34 §7). `revoke` sends it, with the
 * reason when the question asks one, and calls `done` once it is revoked, which closes the question; `onClose` runs
 * whenever it closes (to forget a failed attempt).
 */
export function RevocableList<T extends { id: string }>({
  items,
  label,
  className = "divide-y",
  rowClassName = "gap-3 py-3",
  details,
  revocable,
  buttonLabel,
  question,
  busy,
  error,
  revoke,
  onClose,
}: {
  items: readonly T[];
  label?: string;
  className?: string;
  rowClassName?: string;
  details: (item: T) => React.ReactNode;
  revocable: (item: T) => boolean;
  /** The button's accessible name, where rows must be told apart by more than their place ("Revoke <key name>"). */
  buttonLabel?: (item: T) => string;
  question: (item: T) => RevokeQuestion;
  busy: boolean;
  error: string | null;
  revoke: (item: T, reason: string, done: () => void) => void;
  onClose?: () => void;
}) {
  // The item stays after the question closes, so its words do not change while the dialog fades out.
  const [revoking, setRevoking] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  const asked = revoking && question(revoking);
  return (
    <>
      <ul className={className} aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className={cn("flex flex-wrap items-center justify-between", rowClassName)}>
            {details(item)}
            {revocable(item) && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={buttonLabel?.(item)}
                onClick={() => {
                  setRevoking(item);
                  setOpen(true);
                }}
              >
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={asked?.title ?? ""}
        description={asked?.description ?? ""}
        confirmLabel={asked?.confirmLabel ?? ""}
        destructive
        withReason={asked?.withReason}
        busy={busy}
        serverError={error}
        onConfirm={(reason) => revoking && revoke(revoking, reason, close)}
      />
    </>
  );
}
