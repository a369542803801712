import { ShieldAlert } from "lucide-react";
import { DISPUTE_TYPES } from "../../../core/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmployerLayout } from "./employer-layout";

/** /dashboard/employer/disputes: a placeholder until the trust-and-safety issue lands. */
export default function EmployerDisputesPage() {
  return (
    <EmployerLayout title="Disputes" description="Disputes professionals raise about ratings from your company.">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldAlert className="size-5 text-primary" aria-hidden="true" /> No disputes
          </CardTitle>
          <CardDescription>
            When a professional disputes one of your ratings, an administrator reviews it without revealing who raised
            it, and may contact you anonymously for your side. Disputes will be listed here.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm text-muted-foreground">
          <p>A dispute can be raised for: {DISPUTE_TYPES.map((d) => d.label).join(", ")}.</p>
          <p>
            Outcomes: the rating is removed and a strike issued, the dispute is dismissed, or more information is
            requested. Two strikes suspend rating for 30 days; three suspend the account permanently. You may appeal
            within 30 days by contacting our legal team.
          </p>
        </CardContent>
      </Card>
    </EmployerLayout>
  );
}
