import { BillingPanel } from "../../features/billing/billing-panel";
import { ProfessionalLayout } from "./professional-layout";

/** /dashboard/professional/billing (issue 17). */
export default function ProfessionalBillingPage() {
  return (
    <ProfessionalLayout title="Billing" description="Your plan, usage, payments and invoices.">
      <BillingPanel />
    </ProfessionalLayout>
  );
}
