import { EMPLOYER } from "../../../core/messages";
import { isoDay } from "../../../core/roster";
import { ErrorNote } from "../../components/page-states";
import { useEmployerOverview } from "../../features/employer/employer-api";
import { CsvImport } from "../../features/employer/upload/csv-import";
import { SingleAdd } from "../../features/employer/upload/single-add";
import { EmployerLayout } from "./employer-layout";

/** /dashboard/employer/upload: add one employee, or import a CSV with a preview, a progress bar and a summary. */
export default function UploadPage() {
  const overview = useEmployerOverview();
  const bulkAllowed = overview.data ? ["verified_pro", "enterprise"].includes(overview.data.plan.type) : false;
  const verified = overview.data?.employer.verificationStatus === "verified";
  // The server's business clock decides what "in the future" means; the browser's date is only a fallback.
  const today = isoDay(overview.data ? new Date(overview.data.serverTime) : new Date());
  return (
    <EmployerLayout
      title="Upload Employees"
      description="Bring in your team so you can rate them. First Name, Last Name, City and State are required; LinkedIn is optional."
    >
      {overview.isError && <ErrorNote message={overview.error.message} onRetry={() => overview.refetch()} />}
      {overview.data && !verified && <ErrorNote message={EMPLOYER.rosterNeedsVerification} />}
      <SingleAdd disabled={!verified} today={today} />
      <CsvImport allowed={bulkAllowed && verified} planBlocked={Boolean(overview.data) && !bulkAllowed} today={today} />
    </EmployerLayout>
  );
}
