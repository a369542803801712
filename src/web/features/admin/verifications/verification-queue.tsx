import { Check, ExternalLink, X } from "lucide-react";
import type { AdminVerificationRequest } from "../../../../core/contracts/employer";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatDateTime, METHOD_LABELS } from "../../employer/employer-api";

/** A pending business verification: the employer, the evidence given, Approve and Reject. */
export function VerificationCard({
  request: r,
  busy,
  onApprove,
  onReject,
}: {
  request: AdminVerificationRequest;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
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
                  Open {r.documentType?.split("/")[1]?.toUpperCase()} ({Math.ceil((r.documentSize ?? 0) / 1024)} KB)
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              </dd>
            </div>
          )}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={onApprove}>
            <Check aria-hidden="true" /> Approve
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={onReject}>
            <X aria-hidden="true" /> Reject
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Requests decided recently, newest first, with the decision and its reason. */
export function DecidedVerifications({ decided }: { decided: AdminVerificationRequest[] }) {
  if (decided.length === 0) return null;
  return (
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
  );
}
