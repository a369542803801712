import type { EmployerOverview } from "../../../../core/contracts/employer";
import { EMPLOYER } from "../../../../core/messages";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, TitledCard } from "../../../components/ui/card";
import { formatDateTime, METHOD_LABELS, methodInSentence, REQUEST_STATUS_LABELS } from "../employer-api";
import { VerificationBadge } from "../status-pieces";

/** The company, its verification state, and what that state means now. */
export function VerificationStatusCard({ data }: { data: EmployerOverview }) {
  const domain = data.employer.companyDomain ?? null;
  const status = data.employer.verificationStatus;
  const pendingReview = data.verificationRequests.find((r) => r.status === "pending");
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{data.employer.companyName}</CardTitle>
          <CardDescription>{domain ?? "No company website on file"}</CardDescription>
        </div>
        <VerificationBadge status={data.employer.verificationStatus} />
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        {status === "verified" &&
          `Verified by ${methodInSentence(data.employer.verificationMethod)} on ${formatDateTime(data.employer.verifiedAt)}.`}
        {status === "pending" &&
          `We're reviewing your ${methodInSentence(pendingReview?.method)} request, sent ${formatDateTime(pendingReview?.createdAt)}. ${EMPLOYER.verificationTime} Verifying by business e-mail below is instant.`}
        {status === "rejected" &&
          `Your last request was not approved${data.verificationRequests[0]?.reason ? `: ${data.verificationRequests[0].reason}` : "."} You can try again below.`}
        {status === "unverified" &&
          `Choose one method. Business e-mail takes minutes; EIN and state registration are reviewed by our team. ${EMPLOYER.verificationTime}`}
      </CardContent>
    </Card>
  );
}

/** Every request sent, newest first, with its outcome and reason. */
export function VerificationRequestList({ requests }: { requests: EmployerOverview["verificationRequests"] }) {
  return (
    <TitledCard title="Your requests">
      <ul className="divide-y text-sm">
        {requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <span>
              {METHOD_LABELS[r.method]} {r.ein ?? (r.state ? `· ${r.state} ${r.entityNumber}` : "")}
            </span>
            <span className="flex items-center gap-3 text-muted-foreground">
              {formatDateTime(r.createdAt)}
              <Badge variant={r.status === "approved" ? "success" : "outline"}>{REQUEST_STATUS_LABELS[r.status]}</Badge>
            </span>
            {r.reason && (
              <p className="w-full text-muted-foreground">
                {r.status === "superseded" ? r.reason : `Reason: ${r.reason}`}
              </p>
            )}
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
