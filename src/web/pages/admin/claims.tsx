import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, CheckCircle2, ExternalLink, HelpCircle, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { AdminClaimRequest } from "../../../core/contracts/professional";
import { CLAIM } from "../../../core/messages";
import { ErrorNote } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { decideClaim, useAdminClaims } from "../../features/admin/admin-api";
import { ConfirmDialog } from "../../features/admin/confirm-dialog";
import { RejectDialog } from "../../features/admin/reject-dialog";
import { formatDateTime } from "../../features/employer/employer-api";
import { CLAIM_STATUS_LABELS, EVIDENCE_LABELS } from "../../features/professional/claim/claim-api";
import { placeOf } from "../../features/search/professional-card";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { usePageTitle } from "../../lib/use-page-title";

const STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const;
type Status = (typeof STATUSES)[number];
const KEY = ["admin", "claims"] as const;

/** /admin/claims: requests to own an unclaimed profile, with their evidence; approve, or reject with a reason. */
export default function AdminClaimsPage() {
  usePageTitle("Claim Requests");
  const [status, setStatus] = useState<Status>("pending");
  const list = useAdminClaims(KEY, status);
  const [rejecting, setRejecting] = useState<AdminClaimRequest | null>(null);
  // Approving is irreversible (a verified employer, a profile handed over): it asks first (D165).
  const [approving, setApproving] = useState<AdminClaimRequest | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: decideClaim,
    onSuccess: async (res) => {
      toast.success(res.message);
      setRejecting(null);
      setApproving(null);
      setReason("");
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.fields?.reason) setReasonError(error.fields.reason);
      else toast.error(error.message);
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
  });

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Claim Requests</h1>
        <p className="text-muted-foreground">
          People asking to own an unclaimed profile, oldest first. Approve only when the evidence ties the person to the
          profile.
        </p>
      </header>
      <div role="group" aria-label="Request status" className="flex flex-wrap gap-1">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
              status === s ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
            )}
            onClick={() => setStatus(s)}
          >
            {CLAIM_STATUS_LABELS[s]}
          </button>
        ))}
      </div>
      {list.isPending && <PageSpinner />}
      {list.isError && <ErrorNote message={list.error.message} onRetry={() => list.refetch()} />}
      {list.data && list.data.requests.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {status === "pending" ? "Nothing to review." : `No ${CLAIM_STATUS_LABELS[status]?.toLowerCase()} requests.`}
        </p>
      )}
      {list.data && list.data.requests.length > 0 && (
        <ul className="grid gap-3">
          {list.data.requests.map((r) => (
            <li key={r.id}>
              <Card>
                <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
                  <div className="grid min-w-0 gap-1">
                    <CardTitle className="break-words">
                      {r.requester.name ?? "Unnamed"} <span aria-hidden="true">→</span>
                      <span className="sr-only">claims</span> {r.profile.firstName} {r.profile.lastName}
                    </CardTitle>
                    <CardDescription className="break-words">
                      {r.requester.email} · sent {formatDateTime(r.createdAt)}
                    </CardDescription>
                  </div>
                  <Badge variant="outline">{EVIDENCE_LABELS[r.method]}</Badge>
                </CardHeader>
                <CardContent className="grid gap-4">
                  <dl className="grid gap-3 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="text-muted-foreground">Profile</dt>
                      <dd>
                        <Link className="font-medium text-primary underline" to={`/profile/${r.profile.id}`}>
                          {r.profile.firstName} {r.profile.lastName}
                        </Link>
                        {r.profile.headline && <span className="text-muted-foreground"> · {r.profile.headline}</span>}
                        {placeOf(r.profile) && <span className="text-muted-foreground"> · {placeOf(r.profile)}</span>}
                        {r.profile.isClaimed && (
                          <Badge variant="outline" className="ml-2 border-destructive/50 text-destructive">
                            Claimed meanwhile
                          </Badge>
                        )}
                      </dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="text-muted-foreground">Evidence</dt>
                      <dd className="break-words">
                        {r.method === "work_email" && <span className="font-mono">{r.workEmail}</span>}
                        {r.method === "linkedin" && r.linkedinUrl && (
                          <a
                            className="inline-flex items-center gap-1 font-medium text-primary underline"
                            href={r.linkedinUrl}
                            target="_blank"
                            rel="noreferrer noopener"
                          >
                            {r.linkedinUrl.replace(/^https:\/\/www\./, "")}
                            <ExternalLink className="size-3.5" aria-hidden="true" />
                          </a>
                        )}
                        {r.method === "document" && r.hasDocument && (
                          <a
                            className="inline-flex items-center gap-1 font-medium text-primary underline"
                            href={`/api/v1/admin/claims/${r.id}/document`}
                            target="_blank"
                            rel="noreferrer"
                          >
                            Open {r.documentType?.split("/")[1]?.toUpperCase() ?? "document"}
                            <ExternalLink className="size-3.5" aria-hidden="true" />
                          </a>
                        )}
                      </dd>
                    </div>
                    <Checks request={r} />
                    {r.note && (
                      <div className="sm:col-span-2">
                        <dt className="text-muted-foreground">Note from the requester</dt>
                        <dd className="whitespace-pre-wrap break-words">{r.note}</dd>
                      </div>
                    )}
                    {r.status !== "pending" && (
                      <div className="sm:col-span-2">
                        <dt className="text-muted-foreground">Decision</dt>
                        <dd>
                          {CLAIM_STATUS_LABELS[r.status]}
                          {r.reviewedAt && ` · ${formatDateTime(r.reviewedAt)}`}
                          {r.reviewerName && ` · by ${r.reviewerName}`}
                          {r.reviewReason && ` · ${r.reviewReason}`}
                        </dd>
                      </div>
                    )}
                  </dl>
                  {r.status === "pending" && (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        disabled={decide.isPending || r.profile.isClaimed}
                        onClick={() => setApproving(r)}
                      >
                        <Check aria-hidden="true" /> Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={decide.isPending}
                        onClick={() => {
                          setReasonError(null);
                          setReason(r.profile.isClaimed ? `The profile was ${CLAIM.claimedByOwnerReason}.` : "");
                          setRejecting(r);
                        }}
                      >
                        <X aria-hidden="true" /> Reject
                      </Button>
                    </div>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <RejectDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={
          <>
            Reject the claim of {rejecting?.profile.firstName} {rejecting?.profile.lastName}?
          </>
        }
        description={
          <>{rejecting?.requester.name ?? "The requester"} receives this reason by e-mail and can send a new request.</>
        }
        fieldId="claim-reject-reason"
        label="Reason (5-500 characters)"
        reason={reason}
        setReason={setReason}
        error={reasonError}
        maxLength={500}
        markInvalid
        busy={decide.isPending}
        onSubmit={() => rejecting && decide.mutate({ id: rejecting.id, action: "reject", reason })}
      />
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(o) => !o && setApproving(null)}
        title="Approve this request?"
        description={
          approving
            ? `${approving.requester.name ?? approving.requester.email} becomes the owner of ${approving.profile.firstName} ${approving.profile.lastName}'s profile, with its ratings and disputes. This cannot be undone from here.`
            : ""
        }
        confirmLabel="Approve"
        busy={decide.isPending}
        onConfirm={() => approving && decide.mutate({ id: approving.id, action: "approve" })}
      />
    </section>
  );
}

/** Reviewer hints computed by the server: what the evidence matches. */
function Checks({ request: r }: { request: AdminClaimRequest }) {
  const items: Array<{ ok: boolean | null; text: string }> = [];
  if (r.method === "work_email") {
    items.push(
      r.checks.workEmailEmployer
        ? { ok: true, text: `Domain of ${r.checks.workEmailEmployer}, an employer on this profile's roster` }
        : { ok: null, text: "Domain matches no employer on this profile's roster" },
    );
    if (r.checks.workEmailIsAccountEmail) items.push({ ok: true, text: "Same address as the requester's account" });
  }
  if (r.method === "linkedin")
    items.push(
      r.checks.linkedinMatchesProfile === null
        ? { ok: null, text: "The profile has no LinkedIn address to compare" }
        : r.checks.linkedinMatchesProfile
          ? { ok: true, text: "Same LinkedIn address as the profile (public, so weak evidence on its own)" }
          : { ok: false, text: "Differs from the LinkedIn address on the profile" },
    );
  if (r.method === "document") items.push({ ok: null, text: "Check the name on the document against the profile" });
  return (
    <div className="sm:col-span-2">
      <dt className="text-muted-foreground">Checks</dt>
      <dd>
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.text} className="flex items-start gap-1.5">
              {item.ok === true ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              ) : item.ok === false ? (
                <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              ) : (
                <HelpCircle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              {item.text}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
