import { Lock, Unlock } from "lucide-react";
import type * as React from "react";
import type { z } from "zod";
import type { appealReviewFields } from "../../../core/contracts/appeals";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { type AppealKind, DecideAppealForm } from "./admin-forms";

/** What the two appeals lists (strikes, dismissals) show alike of an appeal. */
type AppealView = { id: string; status: string } & z.infer<z.ZodObject<typeof appealReviewFields>>;

/** Claiming or releasing an appeal (the list's `useReviewAction`). */
type ClaimAction = {
  mutate: (input: { id: string; action: "claim" | "release" }) => void;
  isError: boolean;
  error: Error | null;
};

/** The appellant's statement, and the decision's reason and statement once decided. */
function AppealStatement({ appeal }: { appeal: AppealView }) {
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
function AppealClaimControls({
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
function SelfDecisionNote({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return <p className="text-sm text-muted-foreground">Decided alone by the first decider; recorded reason: {reason}</p>;
}

/**
 * One appeal as both lists show it: its title and status, `details` (when filed, what it appeals) and who holds it;
 * the statement, claiming, and the decision form for the administrator who may decide it.
 */
export function AppealCard({
  appeal,
  kind,
  title,
  statusLabel,
  details,
  claim,
  waitingNote,
}: {
  appeal: AppealView;
  kind: AppealKind;
  title: React.ReactNode;
  statusLabel: string;
  details: React.ReactNode;
  claim: ClaimAction;
  waitingNote: string;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* A heading of its own level (a card title is an h3; an h2 inside it is invalid HTML). */}
          <h3 className="text-base font-semibold leading-tight">{title}</h3>
          <Badge variant={appeal.status === "pending" ? "default" : "outline"}>{statusLabel}</Badge>
        </div>
        <CardDescription>
          {details}
          {appeal.claim && ` · ${appeal.claim.byYou ? "Claimed by you" : `Claimed by ${appeal.claim.by}`}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <AppealStatement appeal={appeal} />
        <AppealClaimControls appeal={appeal} claim={claim} waitingNote={waitingNote} />
        <SelfDecisionNote reason={appeal.selfDecisionReason} />
        {appeal.can.act && (
          <DecideAppealForm appeal={kind} appealId={appeal.id} selfReasonNeeded={appeal.can.selfReasonNeeded} />
        )}
      </CardContent>
    </Card>
  );
}
