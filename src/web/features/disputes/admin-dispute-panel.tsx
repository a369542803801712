import { Download, Lock, Unlock } from "lucide-react";
import type { AdminDisputeDetail } from "../../../core/contracts/dispute-review";
import { employmentStatusLabel } from "../../../core/messages";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { apiCall } from "../../lib/api";
import { DisputeStatusBadge, ScoreFigure } from "../professional/disputes/disputes-pieces";
import { DecideForm, RequestInfoForm } from "./admin-forms";
import { ADMIN_DISPUTES_KEY, adminEvidenceUrl, deadlineText, useAdminDispute, useReviewAction } from "./review-api";

type Detail = AdminDisputeDetail;

function Files({ disputeId, files }: { disputeId: string; files: Detail["evidence"] }) {
  if (files.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Files">
      {files.map((f) => (
        <li key={f.id}>
          <a
            href={adminEvidenceUrl(disputeId, f.id)}
            download={f.fileName}
            className="inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-xs font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Download className="size-3.5" aria-hidden="true" /> {f.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Thread({ d, thread, title }: { d: Detail; thread: "professional" | "employer"; title: string }) {
  const messages = d.messages.filter((m) => m.thread === thread);
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">No messages.</p>
      ) : (
        <ol className="grid gap-2">
          {messages.map((m) => (
            <li key={m.id} className="rounded-md border bg-muted/30 p-3 text-sm">
              <p className="text-xs text-muted-foreground">
                {m.authorLabel} · {new Date(m.createdAt).toLocaleString()}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{m.body}</p>
              <Files disputeId={d.id} files={m.evidence} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function History({ d }: { d: Detail }) {
  return (
    <section aria-label="History" className="grid gap-2">
      <h3 className="text-sm font-semibold">History</h3>
      <ol className="grid gap-1.5 border-l pl-4 text-sm">
        {d.events.map((e) => (
          <li key={e.id}>
            <span className="font-medium">{e.label}</span>{" "}
            <span className="text-muted-foreground">
              by {e.actor} · {new Date(e.at).toLocaleString()}
              {e.fromState && e.toState && e.fromState !== e.toState ? ` · ${e.fromState} → ${e.toState}` : ""}
              {e.reasonCode ? ` · ${e.reasonCode}` : ""}
            </span>
            {e.note && <p className="whitespace-pre-wrap break-words text-muted-foreground">{e.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One dispute for a moderator: claim, both sides, the history, and (once claimed) questions and the decision. */
export function AdminDisputePanel({ id }: { id: string }) {
  const q = useAdminDispute(id);
  const claim = useReviewAction(
    (action: "claim" | "release") =>
      apiCall(`POST /admin/disputes/:disputeId/${action}`, { params: { disputeId: id } }),
    [ADMIN_DISPUTES_KEY],
  );
  if (q.isPending) return <Skeleton className="h-96" />;
  if (q.isError) return <ErrorNote message={q.error.message} onRetry={() => q.refetch()} />;
  const d = q.data;
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold leading-tight">{d.typeLabel}</h2>
          <DisputeStatusBadge status={d.status} />
        </div>
        <CardDescription>
          Filed {new Date(d.filedAt).toLocaleDateString()} by {d.professionalName} about a rating by{" "}
          {d.employer?.companyName ?? "an unknown employer"}
          {d.employer ? ` (${d.employer.activeStrikes} active strike${d.employer.activeStrikes === 1 ? "" : "s"})` : ""}
          .
          {d.deadline && (
            <>
              {" "}
              <strong>
                {d.deadline.kind === "answer" ? "Answer due" : "Decision due"} {deadlineText(d.deadline.at)}.
              </strong>
            </>
          )}
          {d.overdue && " Past 30 days: the rating is set aside from the profile's figures until decided."}
        </CardDescription>
        <div className="flex flex-wrap items-center gap-2">
          {d.claim && (
            <span className="text-sm text-muted-foreground">
              <Lock className="mr-1 inline size-3.5" aria-hidden="true" />
              {d.claim.byYou ? "You hold this dispute." : `${d.claim.by} holds this dispute.`}
            </span>
          )}
          {d.can.claim && (
            <Button size="sm" onClick={() => claim.mutate("claim")} disabled={claim.isPending}>
              <Lock aria-hidden="true" /> Claim
            </Button>
          )}
          {d.can.release && (
            <Button size="sm" variant="outline" onClick={() => claim.mutate("release")} disabled={claim.isPending}>
              <Unlock aria-hidden="true" /> Release
            </Button>
          )}
        </div>
        {claim.isError && (
          <p role="alert" className="text-sm text-destructive">
            {claim.error.message}
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-label="The rating" className="flex flex-wrap items-center gap-4 rounded-md border p-3 text-sm">
          <ScoreFigure score={d.rating.score} />
          <div>
            <p>
              {employmentStatusLabel(d.rating.employmentStatus)} · submitted{" "}
              {new Date(d.rating.submittedAt).toLocaleDateString()}
            </p>
            <p className="text-muted-foreground">Rating status: {d.rating.status.replace("_", " ")}</p>
          </div>
        </section>
        <section aria-label="Statement" className="grid gap-1">
          <h3 className="text-sm font-semibold">The professional's statement (never shown to the employer)</h3>
          <p className="whitespace-pre-wrap break-words rounded-md border bg-muted/30 p-3 text-sm">{d.statement}</p>
          <Files disputeId={d.id} files={d.evidence} />
        </section>
        <div className="grid gap-6 lg:grid-cols-2">
          <Thread d={d} thread="professional" title="With the professional" />
          <Thread d={d} thread="employer" title="With the employer" />
        </div>
        {d.decision && (
          <section aria-label="Decision" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
            <h3 className="font-semibold">Decision: {d.decision.reasonLabel}</h3>
            <p className="mt-1 whitespace-pre-wrap">{d.decision.statement}</p>
          </section>
        )}
        {d.can.act && (
          <div className="grid gap-6 lg:grid-cols-2">
            <RequestInfoForm disputeId={d.id} raterScreen={d.raterScreen} />
            <DecideForm disputeId={d.id} raterScreen={d.raterScreen} />
          </div>
        )}
        {!d.can.act && !d.decision && (
          <p className="text-sm text-muted-foreground">Claim this dispute to ask questions or decide it.</p>
        )}
        <History d={d} />
      </CardContent>
    </Card>
  );
}
