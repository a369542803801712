import { BillingPanel } from "../../features/billing/billing-panel";
import { EmployerLayout } from "./employer-layout";

/** /dashboard/employer/billing (issue 17). */
export default function EmployerBillingPage() {
  return (
    <EmployerLayout title="Billing" description="Your plan, usage, payments and invoices.">
      <BillingPanel />
    </EmployerLayout>
  );
}
