import { ArrowLeft, Download, ShieldCheck, UserRound } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { DISPUTE_STATUS_HELP, type DisputeDetail, type EvidenceFile } from "../../../../core/contracts/disputes";
import { deadlineLabel } from "../../../../core/dispute-workflow";
import { employmentStatusLabel } from "../../../../core/messages";
import { ErrorNote } from "../../../components/page-states";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { DialogClose, TitledDialog } from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { monthYear } from "../../../lib/local-time";
import { HiddenByModerationPanel, hiddenItems } from "../../moderation/hidden-by-moderation";
import { DisputeAppealSection } from "./dispute-appeal";
import { evidenceUrl, formatBytes, formatDate, formatDateTime, useDispute, useWithdrawDispute } from "./disputes-api";
import { DisputeMessageForm } from "./disputes-form";
import { DisputeStatusBadge, ScoreFigure, ScoreGrid } from "./disputes-pieces";

export const employmentLabel = employmentStatusLabel;

function EvidenceList({ disputeId, files }: { disputeId: string; files: EvidenceFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Attached files">
      {files.map((f) => (
        <li key={f.id} className="min-w-0 max-w-full">
          <a
            href={evidenceUrl(disputeId, f.id)}
            download={f.fileName}
            className="inline-flex max-w-full items-center gap-1.5 rounded-md border bg-background px-2.5 py-1 text-xs font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Download className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{f.fileName}</span>
            <span className="shrink-0 text-muted-foreground">({formatBytes(f.sizeBytes)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function TimelineItem({
  who,
  standing,
  at,
  children,
}: {
  who: string;
  standing?: boolean;
  at: string;
  children: React.ReactNode;
}) {
  const Icon = standing ? ShieldCheck : UserRound;
  return (
    <li className="relative grid grid-cols-[2rem_1fr] gap-3">
      <span
        className={cn(
          "flex size-8 items-center justify-center rounded-full border",
          standing ? "bg-primary text-primary-foreground" : "bg-muted",
        )}
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <div className={cn("min-w-0 rounded-lg border p-3", standing && "border-primary/30 bg-primary/5")}>
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="font-semibold">{who}</span>
          <time dateTime={at} className="text-xs text-muted-foreground">
            {formatDateTime(at)}
          </time>
        </p>
        {children}
      </div>
    </li>
  );
}

function WithdrawButton({ dispute }: { dispute: DisputeDetail }) {
  const [open, setOpen] = useState(false);
  const mutation = useWithdrawDispute(dispute.id);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Withdraw dispute
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={(next) => !mutation.isPending && setOpen(next)}
        title="Withdraw this dispute?"
        description={
          <>
            The review stops and the rating from {monthYear(dispute.ratingMonth)} is shown on your profile as before.
            You can open a new dispute about it later.
          </>
        }
      >
        {mutation.isError && (
          <p role="alert" className="text-sm text-destructive">
            {mutation.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={mutation.isPending}>
              Keep dispute
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={mutation.isPending}
            onClick={() =>
              mutation.mutate(undefined, {
                onSuccess: (res) => {
                  toast.success(res.message);
                  setOpen(false);
                },
              })
            }
          >
            {mutation.isPending ? "Withdrawing..." : "Withdraw dispute"}
          </Button>
        </div>
      </TitledDialog>
    </>
  );
}

/** One dispute: status, the disputed rating, the conversation, the answer box and withdrawal. */
export function DisputeDetailView({ disputeId, onBack }: { disputeId: string; onBack: () => void }) {
  const q = useDispute(disputeId);
  const d = q.data;
  return (
    <div className="grid gap-4">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" /> All disputes and ratings
        </Button>
      </div>
      {q.isPending && (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-28" />
          <Skeleton className="h-48" />
        </div>
      )}
      {q.isError && <ErrorNote message={q.error.message} onRetry={() => q.refetch()} retryAs="button" />}
      {d && (
        <>
          <Card>
            <CardHeader className="gap-3">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="grid gap-1">
                  <CardTitle className="text-xl">{d.typeLabel}</CardTitle>
                  <CardDescription>
                    About the rating from {monthYear(d.ratingMonth)} · opened {formatDate(d.createdAt)}
                    {d.resolvedAt ? ` · closed ${formatDate(d.resolvedAt)}` : ""}
                  </CardDescription>
                </div>
                <DisputeStatusBadge status={d.status} />
              </div>
              <p
                className={cn(
                  "rounded-md p-3 text-sm",
                  d.awaitingAnswer ? "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50" : "bg-muted",
                )}
              >
                {DISPUTE_STATUS_HELP[d.status]}
              </p>
              {d.deadline && (
                <p className="text-sm font-medium">
                  {deadlineLabel(d.deadline, d.status, "professional")} {formatDate(d.deadline.at)}
                  {d.deadline.kind === "decision" &&
                    ". If it is not decided by then, the rating stops counting in your figures until it is."}
                </p>
              )}
              <HiddenByModerationPanel
                id="dispute-hidden"
                items={hiddenItems(d.hidden)}
                footer="The dispute now shows “Hidden by moderation.” in its place. While the dispute is open you can add a new message in line with the guidelines."
              />
              {d.decision && (
                <div className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
                  <p className="font-semibold">Statement of reasons: {d.decision.reasonLabel}</p>
                  <p className="mt-1 whitespace-pre-wrap">{d.decision.statement}</p>
                </div>
              )}
            </CardHeader>
            <CardContent className="grid gap-3">
              <details className="rounded-md border p-3">
                <summary className="cursor-pointer text-sm font-medium">
                  The disputed rating: {employmentLabel(d.rating.employmentStatus)}, {d.rating.score.toFixed(1)} / 5.0
                </summary>
                <div className="mt-3 grid gap-3">
                  <ScoreFigure score={d.rating.score} />
                  <ScoreGrid scores={d.rating.scores} />
                </div>
              </details>
              {d.canWithdraw && (
                <div className="flex justify-end">
                  <WithdrawButton dispute={d} />
                </div>
              )}
              <DisputeAppealSection dispute={d} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Conversation</CardTitle>
              <CardDescription>
                Only you and Standing's Trust &amp; Safety team see this; it is never shown to the employer.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <ol className="grid gap-4">
                <TimelineItem who="Your statement" at={d.createdAt}>
                  <p className="mt-2 whitespace-pre-wrap break-words text-sm">{d.statement}</p>
                  <EvidenceList disputeId={d.id} files={d.evidence} />
                </TimelineItem>
                {d.messages.map((m) => (
                  <TimelineItem key={m.id} who={m.authorLabel} standing={m.author === "standing"} at={m.createdAt}>
                    <p className="mt-2 whitespace-pre-wrap break-words text-sm">{m.body}</p>
                    <EvidenceList disputeId={d.id} files={m.evidence} />
                  </TimelineItem>
                ))}
              </ol>
              {d.canMessage ? (
                <section
                  aria-labelledby="dispute-reply-heading"
                  className={cn("grid gap-3 rounded-lg border p-4", d.awaitingAnswer && "border-amber-500/60")}
                >
                  <h2 id="dispute-reply-heading" className="font-semibold">
                    {d.awaitingAnswer ? "Standing needs more information" : "Add information"}
                  </h2>
                  <DisputeMessageForm disputeId={d.id} answering={d.awaitingAnswer} />
                </section>
              ) : (
                <p className="text-sm text-muted-foreground">This dispute is closed and takes no more messages.</p>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
