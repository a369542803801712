import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import type { Decision } from "../admin-api";
import { ConfirmDialog } from "../confirm-dialog";
import { RejectDialog } from "../reject-dialog";
import { useReviewDecision } from "../review-decision";

/** What one request shows in its card: who asks and for what, the evidence (`fields`, items of a `<dl>`). */
export interface ReviewCardContent {
  title: ReactNode;
  description: ReactNode;
  badge: ReactNode;
  fields: ReactNode;
  /** Approve and Reject are offered while the request waits. */
  pending: boolean;
  /** Approve is greyed out (a claimed profile cannot be given to someone else). */
  approveBlocked?: boolean;
}

/** One request queue's words and pieces (claims, verifications): its card and its two dialogs. */
export interface ReviewQueueConfig<T extends { id: string }> {
  card: (item: T) => ReviewCardContent;
  approve: { description: (item: T) => string };
  reject: {
    title: (item: T) => ReactNode;
    description: (item: T) => ReactNode;
    fieldId: string;
    label: string;
    maxLength?: number;
    markInvalid?: boolean;
    /** A reason offered in the box when the dialog opens. */
    suggested?: (item: T) => string;
  };
}

/** A request's card: heading, evidence, and while it waits, Approve and Reject. */
export function ReviewCard({
  content: c,
  busy,
  onApprove,
  onReject,
}: {
  content: ReviewCardContent;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <CardTitle className="break-words">{c.title}</CardTitle>
          <CardDescription className="break-words">{c.description}</CardDescription>
        </div>
        <Badge variant="outline">{c.badge}</Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">{c.fields}</dl>
        {c.pending && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy || c.approveBlocked === true} onClick={onApprove}>
              <Check aria-hidden="true" /> Approve
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={onReject}>
              <X aria-hidden="true" /> Reject
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The one review queue of the admin console's requests (issue 35 §3, D369): the cards, the approve confirmation
 * (approving is irreversible, D165) and the reject dialog with its reason, over `useReviewDecision`. A page gives
 * the items, how to send a decision and its `ReviewQueueConfig`; header, filters and loading states stay the page's.
 */
export function ReviewQueue<T extends { id: string }>({
  items,
  queryKey,
  send,
  refreshOnError,
  config,
}: {
  items: readonly T[];
  queryKey: readonly unknown[];
  send: (decision: Decision) => Promise<{ message: string }>;
  refreshOnError?: boolean;
  config: ReviewQueueConfig<T>;
}) {
  const review = useReviewDecision<T>(queryKey, send, { refreshOnError: refreshOnError === true });
  const { approving, rejecting } = review;
  return (
    <>
      {items.length > 0 && (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <ReviewCard
                content={config.card(item)}
                busy={review.busy}
                onApprove={() => review.askApprove(item)}
                onReject={() => review.askReject(item, config.reject.suggested?.(item) ?? "")}
              />
            </li>
          ))}
        </ul>
      )}
      <RejectDialog
        open={rejecting !== null}
        onClose={review.cancelReject}
        title={rejecting ? config.reject.title(rejecting) : null}
        description={rejecting ? config.reject.description(rejecting) : null}
        fieldId={config.reject.fieldId}
        label={config.reject.label}
        reason={review.reason}
        setReason={review.setReason}
        error={review.reasonError}
        {...(config.reject.maxLength !== undefined ? { maxLength: config.reject.maxLength } : {})}
        markInvalid={config.reject.markInvalid === true}
        busy={review.busy}
        onSubmit={review.reject}
      />
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(o) => !o && review.cancelApprove()}
        title="Approve this request?"
        description={approving ? config.approve.description(approving) : ""}
        confirmLabel="Approve"
        busy={review.busy}
        onConfirm={review.approve}
      />
    </>
  );
}
