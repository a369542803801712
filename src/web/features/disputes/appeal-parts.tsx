import { Lock, Unlock } from "lucide-react";
import { Button } from "../../components/ui/button";

/** What the two appeals lists (strikes, dismissals) show alike of an appeal. */
type AppealView = {
  id: string;
  status: string;
  statement: string;
  decision: { reasonLabel: string; statement: string } | null;
  claim: unknown;
  can: { claim: boolean; release: boolean; act: boolean };
  selfDecisionReason: string | null;
};

/** Claiming or releasing an appeal (the list's `useReviewAction`). */
type ClaimAction = {
  mutate: (input: { id: string; action: "claim" | "release" }) => void;
  isError: boolean;
  error: Error | null;
};

/** The appellant's statement, and the decision's reason and statement once decided. */
export function AppealStatement({ appeal }: { appeal: AppealView }) {
  return (
    <>
      <p className="whitespace-pre-wrap break-words rounded-md border bg-muted/30 p-3 text-sm">{appeal.statement}</p>
      {appeal.decision && (
        <p className="text-sm">
          <strong>{appeal.decision.reasonLabel}.</strong> {appeal.decision.statement}
        </p>
      )}
    </>
  );
}

/** Claim and Release, or why this administrator may not review it (`waitingNote`), then the claim's error. */
export function AppealClaimControls({
  appeal,
  claim,
  waitingNote,
}: {
  appeal: AppealView;
  claim: ClaimAction;
  waitingNote: string;
}) {
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {appeal.can.claim && (
          <Button size="sm" onClick={() => claim.mutate({ id: appeal.id, action: "claim" })}>
            <Lock aria-hidden="true" /> Claim appeal
          </Button>
        )}
        {appeal.can.release && (
          <Button size="sm" variant="outline" onClick={() => claim.mutate({ id: appeal.id, action: "release" })}>
            <Unlock aria-hidden="true" /> Release
          </Button>
        )}
        {appeal.status === "pending" && !appeal.can.claim && !appeal.can.act && !appeal.claim && (
          <p className="text-sm text-muted-foreground">{waitingNote}</p>
        )}
      </div>
      {claim.isError && (
        <p role="alert" className="text-sm text-destructive">
          {claim.error?.message}
        </p>
      )}
    </>
  );
}

/** The recorded reason of an appeal its first decider decided alone (D328). */
export function SelfDecisionNote({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return <p className="text-sm text-muted-foreground">Decided alone by the first decider; recorded reason: {reason}</p>;
}
