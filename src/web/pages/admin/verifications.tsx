import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, ExternalLink, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { AdminVerificationRequest } from "../../../core/contracts/employer";
import { ErrorNote } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { decideVerification, useAdminVerifications } from "../../features/admin/admin-api";
import { ConfirmDialog } from "../../features/admin/confirm-dialog";
import { RejectDialog } from "../../features/admin/reject-dialog";
import { formatDateTime, METHOD_LABELS } from "../../features/employer/employer-api";
import { ApiError } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";

const KEY = ["admin", "verifications"] as const;

/** /admin/verifications: the review queue for EIN and state-registration requests. */
export default function AdminVerificationsPage() {
  usePageTitle("Verifications");
  const list = useAdminVerifications(KEY);
  const [rejecting, setRejecting] = useState<AdminVerificationRequest | null>(null);
  // Approving is irreversible (a verified employer, a profile handed over): it asks first (D165).
  const [approving, setApproving] = useState<AdminVerificationRequest | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: decideVerification,
    onSuccess: async (res) => {
      toast.success(res.message);
      setRejecting(null);
      setApproving(null);
      setReason("");
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields?.reason) setReasonError(error.fields.reason);
      else toast.error(error.message);
    },
  });

  const pending = list.data?.requests.filter((r) => r.status === "pending") ?? [];
  const decided = list.data?.requests.filter((r) => r.status !== "pending") ?? [];

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Verifications</h1>
        <p className="text-muted-foreground">
          Business verification requests, oldest first. We promise employers a decision in 1-3 business days.
        </p>
      </header>
      {list.isPending && <PageSpinner />}
      {list.isError && <ErrorNote message={list.error.message} onRetry={() => list.refetch()} />}
      {list.data && (
        <>
          <h2 className="text-lg font-semibold">Waiting for review ({pending.length})</h2>
          {pending.length === 0 && <p className="text-sm text-muted-foreground">Nothing to review.</p>}
          <ul className="grid gap-3">
            {pending.map((r) => (
              <li key={r.id}>
                <Card>
                  <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
                    <div className="grid gap-1">
                      <CardTitle>{r.employer.companyName}</CardTitle>
                      <CardDescription>
                        {r.employer.companyWebsite ?? "no website"} · {r.employer.contactEmail ?? "no contact"} · sent{" "}
                        {formatDateTime(r.createdAt)}
                      </CardDescription>
                    </div>
                    <Badge variant="outline">{METHOD_LABELS[r.method]}</Badge>
                  </CardHeader>
                  <CardContent className="grid gap-3">
                    <dl className="grid gap-1 text-sm sm:grid-cols-3">
                      {r.ein && (
                        <div>
                          <dt className="text-muted-foreground">EIN</dt>
                          <dd className="font-mono">{r.ein}</dd>
                        </div>
                      )}
                      {r.state && (
                        <div>
                          <dt className="text-muted-foreground">State / entity number</dt>
                          <dd className="font-mono">
                            {r.state} {r.entityNumber}
                          </dd>
                        </div>
                      )}
                      {r.hasDocument && (
                        <div>
                          <dt className="text-muted-foreground">Document</dt>
                          <dd>
                            <a
                              className="inline-flex items-center gap-1 font-medium text-primary underline"
                              href={`/api/v1/admin/verifications/${r.id}/document`}
                              target="_blank"
                              rel="noreferrer"
                            >
                              Open {r.documentType?.split("/")[1]?.toUpperCase()} (
                              {Math.ceil((r.documentSize ?? 0) / 1024)} KB)
                              <ExternalLink className="size-3.5" aria-hidden="true" />
                            </a>
                          </dd>
                        </div>
                      )}
                    </dl>
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" disabled={decide.isPending} onClick={() => setApproving(r)}>
                        <Check aria-hidden="true" /> Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={decide.isPending}
                        onClick={() => {
                          setReasonError(null);
                          setRejecting(r);
                        }}
                      >
                        <X aria-hidden="true" /> Reject
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          {decided.length > 0 && (
            <>
              <h2 className="text-lg font-semibold">Recently decided</h2>
              <div className="overflow-x-auto rounded-lg border">
                <table className="w-full text-left text-sm">
                  <thead className="bg-muted/50 text-muted-foreground">
                    <tr>
                      <th className="p-3 font-medium">Company</th>
                      <th className="p-3 font-medium">Method</th>
                      <th className="p-3 font-medium">Decision</th>
                      <th className="p-3 font-medium">When</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y">
                    {decided.map((r) => (
                      <tr key={r.id}>
                        <td className="p-3">{r.employer.companyName}</td>
                        <td className="p-3">{METHOD_LABELS[r.method]}</td>
                        <td className="p-3">
                          {r.status === "approved"
                            ? "Approved"
                            : r.status === "superseded"
                              ? "Superseded: verified by business e-mail first"
                              : `Rejected: ${r.reason}`}
                        </td>
                        <td className="p-3">{formatDateTime(r.decidedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
      <RejectDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={<>Reject {rejecting?.employer.companyName}?</>}
        description="The employer receives this reason by e-mail and can send a new request."
        fieldId="reject-reason"
        label="Reason"
        reason={reason}
        setReason={setReason}
        error={reasonError}
        busy={decide.isPending}
        onSubmit={() => rejecting && decide.mutate({ id: rejecting.id, action: "reject", reason })}
      />
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(o) => !o && setApproving(null)}
        title="Approve this request?"
        description={
          approving
            ? `${approving.employer.companyName} becomes a verified employer: its ratings count and it is told by e-mail. This cannot be undone from here.`
            : ""
        }
        confirmLabel="Approve"
        busy={decide.isPending}
        onConfirm={() => approving && decide.mutate({ id: approving.id, action: "approve" })}
      />
    </section>
  );
}
