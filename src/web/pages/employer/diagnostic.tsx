import { RefreshCw } from "lucide-react";
import { QueryStatus } from "../../components/query-status";
import { Button } from "../../components/ui/button";
import { TitledCard } from "../../components/ui/card";
import {
  formatDateTime,
  METHOD_LABELS,
  useEmployerOverview,
  VERIFICATION_LABELS,
} from "../../features/employer/employer-api";
import { EmployerLayout } from "./employer-layout";

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(8rem,1fr)_2fr] gap-3 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{value}</dd>
    </div>
  );
}

const limitText = (a: {
  limit: number;
  used: number;
  remaining: number;
  unlimited: boolean;
  resetAt: string | null;
}) =>
  a.unlimited
    ? `unlimited (${a.used} used)`
    : `${a.used} / ${a.limit} used, ${a.remaining} left${a.resetAt ? `, next frees ${formatDateTime(a.resetAt)}` : ""}`;

/** /dashboard/employer/diagnostic: what the server believes about this account, for self-help and support. */
export default function EmployerDiagnosticPage() {
  const overview = useEmployerOverview();
  const data = overview.data;
  return (
    <EmployerLayout
      title="Account Diagnostic"
      description="Roles, verification, plan and limits exactly as the server computes them."
      actions={
        <Button variant="outline" onClick={() => overview.refetch()} disabled={overview.isFetching}>
          <RefreshCw className={overview.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      <QueryStatus query={overview} />
      {data && (
        <>
          <TitledCard title="Account">
            <dl className="divide-y">
              <Row label="E-mail" value={data.account.email} />
              <Row label="Roles" value={data.account.roles.join(", ") || "none"} />
              <Row label="Company" value={data.employer.companyName} />
              <Row label="Website" value={data.employer.companyWebsite ?? "–"} />
              <Row label="Server time" value={`${formatDateTime(data.serverTime)} (${data.serverTime})`} />
            </dl>
          </TitledCard>
          <TitledCard title="Verification and standing">
            <dl className="divide-y">
              <Row label="Status" value={VERIFICATION_LABELS[data.employer.verificationStatus]} />
              <Row label="Method" value={METHOD_LABELS[data.employer.verificationMethod ?? ""] ?? "–"} />
              <Row label="Verified at" value={formatDateTime(data.employer.verifiedAt)} />
              <Row label="Strikes" value={`${data.employer.strikeCount} of 3`} />
              <Row label="Suspended until" value={formatDateTime(data.employer.suspendedUntil)} />
              <Row label="Can rate now" value={data.ratingBlockedReason ? `No — ${data.ratingBlockedReason}` : "Yes"} />
            </dl>
          </TitledCard>
          <TitledCard title="Plan and limits (rolling 24 hours)">
            <dl className="divide-y">
              <Row
                label="Plan"
                value={`${data.plan.name} (${data.plan.type})${data.plan.status ? `, ${data.plan.status}` : ""}`}
              />
              <Row label="Ratings" value={limitText(data.allowances.ratings)} />
              <Row label="Profile lookups" value={limitText(data.allowances.lookups)} />
              <Row label="Ratings written" value={`${data.totals.ratings} (${data.totals.editable} still editable)`} />
              <Row label="Employment links" value={data.totals.employments} />
            </dl>
          </TitledCard>
          <TitledCard title="Mail delivery">
            {data.mail.length === 0 ? (
              <p className="text-sm text-muted-foreground">No account or verification e-mail sent yet.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="text-muted-foreground">
                    <tr>
                      {["Message", "To", "Status"].map((heading) => (
                        <th key={heading} className="py-2 pr-3 font-medium">
                          {heading}
                        </th>
                      ))}
                      <th className="py-2 font-medium">Queued</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y">
                    {data.mail.map((m) => (
                      <tr key={`${m.kind}-${m.createdAt}`}>
                        <td className="py-2 pr-3">{m.kind.replaceAll("_", " ")}</td>
                        <td className="py-2 pr-3">{m.to}</td>
                        <td className="py-2 pr-3">
                          {m.status}
                          {m.attempts > 1 ? ` (${m.attempts} attempts)` : ""}
                          {m.lastError ? ` — ${m.lastError}` : ""}
                        </td>
                        <td className="py-2">{formatDateTime(m.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </TitledCard>
        </>
      )}
    </EmployerLayout>
  );
}
