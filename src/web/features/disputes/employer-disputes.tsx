import { CalendarClock, MessageSquareWarning, ShieldAlert } from "lucide-react";
import { useId, useState } from "react";
import { REVIEW, REVIEW_LIMITS } from "../../../core/contracts/dispute-review";
import type { EmployerDispute, EmployerStrike } from "../../../core/contracts/employer-disputes";
import { deadlineLabel } from "../../../core/dispute-workflow";
import { employmentStatusLabel } from "../../../core/messages";
import { InPlaceForm } from "../../components/in-place-form";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ApiError, apiCall } from "../../lib/api";
import { HiddenByModerationPanel, hiddenItems } from "../moderation/hidden-by-moderation";
import {
  CountedTextarea,
  DisputeStatusBadge,
  EvidencePicker,
  ScoreFigure,
} from "../professional/disputes/disputes-pieces";
import { deadlineText, EMPLOYER_DISPUTES_KEY, multipart, useReviewAction } from "./review-api";

const fieldOf = (error: unknown, name: string) => (error instanceof ApiError ? (error.fields?.[name] ?? null) : null);

function AnswerForm({ disputeId }: { disputeId: string }) {
  const id = useId();
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const send = useReviewAction(
    () =>
      apiCall("POST /employer/disputes/:disputeId/answer", {
        params: { disputeId },
        body: multipart({ body }, files),
      }),
    [EMPLOYER_DISPUTES_KEY],
  );
  return (
    <InPlaceForm
      className="grid gap-3 rounded-md border p-3"
      aria-label="Answer Standing"
      onSend={() => {
        send.mutate(undefined, {
          onSuccess: () => {
            setBody("");
            setFiles([]);
          },
        });
      }}
    >
      <CountedTextarea
        id={`${id}-answer`}
        label="Your answer"
        value={body}
        onChange={setBody}
        min={1}
        max={REVIEW_LIMITS.questionMax}
        rows={4}
        hint="Only Standing's Trust & Safety team reads your answer."
        error={fieldOf(send.error, "body")}
      />
      <EvidencePicker
        files={files}
        onChange={setFiles}
        error={fieldOf(send.error, "files")}
        disabled={send.isPending}
      />
      {send.isError && !fieldOf(send.error, "body") && !fieldOf(send.error, "files") && (
        <p role="alert" className="text-sm text-destructive">
          {send.error.message}
        </p>
      )}
      <div>
        <Button type="submit" disabled={send.isPending || body.trim().length === 0}>
          Send answer
        </Button>
      </div>
    </InPlaceForm>
  );
}

export function EmployerDisputeCard({ d }: { d: EmployerDispute }) {
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-base">
            {d.typeLabel} — your rating of {d.rating.professionalName}
          </CardTitle>
          <DisputeStatusBadge status={d.status} />
        </div>
        <CardDescription>{d.statusHelp}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="flex flex-wrap items-center gap-4">
          <ScoreFigure score={d.rating.score} />
          <p>
            {employmentStatusLabel(d.rating.employmentStatus)} · rated{" "}
            {new Date(d.rating.submittedAt).toLocaleDateString()}
          </p>
        </div>
        {d.deadline && (
          <p className="flex items-center gap-2 font-medium">
            <CalendarClock className="size-4" aria-hidden="true" />
            {deadlineLabel(d.deadline, d.status, "employer")} {deadlineText(d.deadline.at)}
          </p>
        )}
        {d.messages.length > 0 && (
          <ol className="grid gap-2" aria-label="Questions and answers">
            {d.messages.map((m) => (
              <li key={m.id} className="rounded-md border bg-muted/30 p-3">
                <p className="text-xs text-muted-foreground">
                  {m.author === "standing" ? REVIEW.reviewerName : "You"} · {new Date(m.createdAt).toLocaleString()}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words">{m.body}</p>
                {m.evidence.length > 0 && (
                  <p className="mt-1 text-xs text-muted-foreground">
                    Attached: {m.evidence.map((f) => f.fileName).join(", ")}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
        {d.decision && (
          <div className="rounded-md border border-primary/40 bg-primary/5 p-3">
            <p className="font-semibold">Decision: {d.decision.reasonLabel}</p>
            <p className="mt-1 whitespace-pre-wrap">{d.decision.statement}</p>
          </div>
        )}
        <HiddenByModerationPanel
          id={`dispute-hidden-${d.id}`}
          items={hiddenItems(d.hidden)}
          footer="The dispute now shows “Hidden by moderation.” in its place. If Standing asks again, answer in line with the guidelines."
        />
        {d.awaitingYourAnswer && <AnswerForm disputeId={d.id} />}
      </CardContent>
    </Card>
  );
}

function AppealForm({ strikeId }: { strikeId: string }) {
  const id = useId();
  const [statement, setStatement] = useState("");
  const [open, setOpen] = useState(false);
  const send = useReviewAction(
    () => apiCall("POST /employer/strikes/:strikeId/appeal", { params: { strikeId }, json: { statement } }),
    [EMPLOYER_DISPUTES_KEY],
  );
  if (!open)
    return (
      <div>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          Appeal this strike
        </Button>
      </div>
    );
  return (
    <InPlaceForm
      className="grid gap-3 rounded-md border p-3"
      aria-label="Appeal the strike"
      onSend={() => {
        send.mutate(undefined);
      }}
    >
      <CountedTextarea
        id={`${id}-appeal`}
        label="Why the decision should be reversed"
        value={statement}
        onChange={setStatement}
        min={REVIEW_LIMITS.appealMin}
        max={REVIEW_LIMITS.appealMax}
        rows={4}
        hint="A moderator who did not take the original decision reviews your appeal."
        error={fieldOf(send.error, "statement") ?? (send.isError ? send.error.message : null)}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={send.isPending}>
          Send appeal
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </InPlaceForm>
  );
}

const STRIKE_STATUS = { active: "Counts", reversed: "Reversed on appeal", expired: "Expired" } as const;
const APPEAL_STATUS = { pending: "Appeal under review", upheld: "Appeal upheld", rejected: "Appeal rejected" } as const;

export function StrikeCard({ s }: { s: EmployerStrike }) {
  return (
    <li className="grid gap-2 rounded-lg border p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold">
          <ShieldAlert className="size-4 text-destructive" aria-hidden="true" /> Strike {s.ordinal}: {s.effectLabel}
        </p>
        <Badge variant={s.status === "active" ? "default" : "outline"}>{STRIKE_STATUS[s.status]}</Badge>
      </div>
      <p className="text-muted-foreground">
        Issued {new Date(s.issuedAt).toLocaleDateString()} ·{" "}
        {s.effect === "permanent_suspension"
          ? "lifted only by an upheld appeal"
          : `stops counting ${new Date(s.expiresAt).toLocaleDateString()}`}
        {s.status === "active" && !s.appeal && ` · appeal until ${new Date(s.appealDeadline).toLocaleDateString()}`}
      </p>
      {s.moderation && (
        <p>
          A moderator removed your rating{s.moderation.professionalName ? ` of ${s.moderation.professionalName}` : ""}{" "}
          after review: {s.moderation.reason}
        </p>
      )}
      {s.appeal && (
        <div className="grid gap-2 rounded-md bg-muted/40 p-3">
          <p className="font-medium">{APPEAL_STATUS[s.appeal.status]}</p>
          <p className="whitespace-pre-wrap break-words">
            <span className="text-muted-foreground">Your appeal: </span>
            {s.appeal.statement}
          </p>
          {s.appeal.hidden && (
            <HiddenByModerationPanel
              id={`appeal-hidden-${s.appeal.id}`}
              items={hiddenItems([s.appeal.hidden])}
              footer="Your appeal is still decided; its statement now reads “Hidden by moderation.”"
            />
          )}
          {s.appeal.decision && (
            <p className="mt-1">
              {s.appeal.decision.reasonLabel}. {s.appeal.decision.statement}
            </p>
          )}
        </div>
      )}
      {s.canAppeal && <AppealForm strikeId={s.id} />}
    </li>
  );
}

export function StandingNote({
  standing,
}: {
  standing: { activeStrikes: number; suspendedUntil: string | null; permanentlySuspended: boolean };
}) {
  if (standing.permanentlySuspended)
    return (
      <p role="status" className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm">
        <MessageSquareWarning className="mr-1 inline size-4" aria-hidden="true" />
        Your account is permanently suspended after three strikes: rating, profile lookups and roster changes are no
        longer possible. You may appeal a strike within 30 days of it below.
      </p>
    );
  if (standing.suspendedUntil)
    return (
      <p role="status" className="rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm dark:bg-amber-950">
        Rating submission is suspended until {new Date(standing.suspendedUntil).toLocaleDateString()} after a second
        strike.
      </p>
    );
  return null;
}
