import { ExternalLink } from "lucide-react";
import type { AdminVerificationRequest } from "../../../../core/contracts/employer";
import { formatDateTime, METHOD_LABELS } from "../../employer/employer-api";
import type { ReviewQueueConfig } from "../review-queue/review-queue";

/** The verifications queue (D369): the employer, the evidence given; approving makes a verified employer. */
export const VERIFICATION_QUEUE: ReviewQueueConfig<AdminVerificationRequest> = {
  card: (r) => ({
    title: r.employer.companyName,
    description: (
      <>
        {r.employer.companyWebsite ?? "no website"} · {r.employer.contactEmail ?? "no contact"} · sent{" "}
        {formatDateTime(r.createdAt)}
      </>
    ),
    badge: METHOD_LABELS[r.method],
    fields: <VerificationFields request={r} />,
    pending: r.status === "pending",
  }),
  approve: {
    description: (r) =>
      `${r.employer.companyName} becomes a verified employer: its ratings count and it is told by e-mail. This cannot be undone from here.`,
  },
  reject: {
    title: (r) => <>Reject {r.employer.companyName}?</>,
    description: () => "The employer receives this reason by e-mail and can send a new request.",
    fieldId: "reject-reason",
    label: "Reason",
  },
};

function VerificationFields({ request: r }: { request: AdminVerificationRequest }) {
  return (
    <>
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
    </>
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
              {["Company", "Method", "Decision", "When"].map((heading) => (
                <th key={heading} className="p-3 font-medium">
                  {heading}
                </th>
              ))}
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
