import { TransparencyReportView } from "../../features/disputes/transparency-report";
import { PageHeader } from "../../features/marketing/page-header";
import { usePageTitle } from "../../lib/use-page-title";

/**
 * /transparency: the last 12 months of disputes, decisions, strikes, appeals and fairness flags (aggregates only),
 * summary and chart first, then every month. Drawn by the server for a visitor (D0333); the SPA draws it otherwise.
 */
export default function TransparencyPage() {
  usePageTitle("Transparency Report");
  return (
    <>
      <PageHeader
        eyebrow="Trust & Safety"
        title="Transparency Report"
        lead="How disputes about ratings were handled: what we received, what we decided and how fast, strikes issued, appeals and fairness flags. The last 12 months first, then month by month."
      />
      <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <TransparencyReportView />
      </section>
    </>
  );
}
