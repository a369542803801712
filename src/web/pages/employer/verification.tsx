import { QueryStatus } from "../../components/query-status";
import { useEmployerOverview } from "../../features/employer/employer-api";
import { EinMethod, EmailMethod, StateMethod } from "../../features/employer/verification/verification-methods";
import {
  VerificationRequestList,
  VerificationStatusCard,
} from "../../features/employer/verification/verification-panels";
import { EmployerLayout } from "./employer-layout";

/** /dashboard/employer/verification: status, the three methods of SPEC §1, and past requests. */
export default function VerificationPage() {
  const overview = useEmployerOverview();
  const data = overview.data;
  const status = data?.employer.verificationStatus;
  const canRequest = status === "unverified" || status === "rejected";

  return (
    <EmployerLayout title="Business Verification" description="Only verified businesses can rate employees.">
      <QueryStatus query={overview} />
      {data && (
        <>
          <VerificationStatusCard data={data} />
          {status !== "verified" && (
            // Business e-mail takes the full width: its box plus the company's domain need room (58 px were left in
            // a third of the page at 1280 px).
            <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
              <EmailMethod domain={data.employer.companyDomain ?? null} pendingEmail={data.pendingEmail} />
              <EinMethod canRequest={canRequest} />
              <StateMethod canRequest={canRequest} />
            </div>
          )}
          {data.verificationRequests.length > 0 && <VerificationRequestList requests={data.verificationRequests} />}
        </>
      )}
    </EmployerLayout>
  );
}
