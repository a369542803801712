import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import type { RatingAttribution } from "../../../../core/contracts/admin-console";
import { InPlaceForm } from "../../../components/in-place-form";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { ApiError } from "../../../lib/api";
import { ConfirmDialog } from "../confirm-dialog";
import { useTraceRating } from "../console-api";
import { shortDateTime } from "../time-words";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tracing an anonymous rating to its employer (D164): typed in the page's form or started from a rating's audit
 * row, it always passes the reason dialog, and the answer says which audit entry recorded the view.
 */
export function useTraceFlow() {
  const trace = useTraceRating();
  const [tracing, setTracing] = useState<string | null>(null);
  const [traceId, setTraceId] = useState("");
  const [traced, setTraced] = useState<RatingAttribution | null>(null);
  const [traceError, setTraceError] = useState<string | null>(null);
  return {
    trace,
    tracing,
    setTracing,
    traceId,
    setTraceId,
    traced,
    setTraced,
    traceError,
    setTraceError,
    /** From a rating's row in the log. */
    start(ratingId: string) {
      setTraceId(ratingId);
      setTracing(ratingId);
    },
  };
}
type TraceFlow = ReturnType<typeof useTraceFlow>;

export function TraceSection({ flow }: { flow: TraceFlow }) {
  return (
    <section aria-labelledby="trace-h" className="grid gap-2 rounded-lg border p-4">
      <h2 id="trace-h" className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-4" aria-hidden="true" /> Trace a rating to its employer
      </h2>
      <p className="text-sm text-muted-foreground">
        Ratings are anonymous. Looking up who wrote one needs a reason and is itself recorded here.
      </p>
      <InPlaceForm
        className="flex flex-wrap items-end gap-2"
        onSend={() => {
          if (!UUID.test(flow.traceId.trim())) {
            flow.setTraceError("Enter the rating's id (a UUID, as shown in the Record column).");
            return;
          }
          flow.setTraceError(null);
          flow.setTracing(flow.traceId.trim());
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor="trace-id">Rating id</Label>
          <Input id="trace-id" value={flow.traceId} onChange={(e) => flow.setTraceId(e.target.value)} maxLength={36} />
        </div>
        <Button type="submit" variant="outline">
          Trace employer
        </Button>
      </InPlaceForm>
      {flow.traceError && !flow.tracing && (
        <p role="alert" className="text-sm text-destructive">
          {flow.traceError}
        </p>
      )}
      {flow.traced && (
        <div className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm" data-testid="attribution">
          <dl className="grid gap-1">
            <div>
              <dt className="inline text-muted-foreground">Rating </dt>
              <dd className="inline break-all font-mono text-xs">{flow.traced.ratingId}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">Written by employer: </dt>
              <dd className="inline font-semibold">{flow.traced.employer.companyName}</dd>
              {flow.traced.employer.ownerEmail && <dd className="inline"> ({flow.traced.employer.ownerEmail})</dd>}
            </div>
            <div>
              <dt className="inline text-muted-foreground">About: </dt>
              <dd className="inline">
                {flow.traced.professional.name} · {shortDateTime(flow.traced.ratedAt)} · {flow.traced.ratingStatus}
              </dd>
            </div>
          </dl>
          <p className="text-muted-foreground">This view was recorded as audit entry #{flow.traced.viewAuditId}.</p>
        </div>
      )}
    </section>
  );
}

export function TraceDialog({ flow }: { flow: TraceFlow }) {
  return (
    <ConfirmDialog
      open={flow.tracing !== null}
      onOpenChange={(o) => {
        if (!o) flow.setTracing(null);
      }}
      title="See who wrote this rating?"
      description="The employer behind an anonymous rating is shown only for a moderation reason, and this view is recorded in the audit log."
      confirmLabel="Show employer"
      withReason
      busy={flow.trace.isPending}
      serverError={flow.traceError}
      onConfirm={(reason) =>
        flow.trace.mutate(
          { ratingId: flow.tracing!, reason },
          {
            onSuccess: (res) => {
              flow.setTraced(res);
              flow.setTraceError(null);
              flow.setTracing(null);
            },
            onError: (err) => flow.setTraceError((err as ApiError).fields?.reason ?? err.message),
          },
        )
      }
    />
  );
}
