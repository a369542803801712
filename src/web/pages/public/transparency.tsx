import { TransparencyReportView } from "../../features/disputes/transparency-report";
import { PageHeader } from "../../features/marketing/page-header";
import { usePageTitle } from "../../lib/use-page-title";

/** /transparency: monthly figures of disputes, decisions, strikes, appeals and fairness flags (aggregates only). */
export default function TransparencyPage() {
  usePageTitle("Transparency Report");
  return (
    <>
      <PageHeader
        eyebrow="Trust & Safety"
        title="Transparency Report"
        lead="How disputes about ratings were handled, month by month: what we received, what we decided and how fast, strikes issued and appeals. Counts from 1 to 4 are shown as “fewer than 5” so no single case can be recognised."
      />
      <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <TransparencyReportView />
      </section>
    </>
  );
}
