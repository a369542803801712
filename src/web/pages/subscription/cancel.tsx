import { XCircle } from "lucide-react";
import { Link } from "react-router";
import { BILLING, SUBSCRIPTION_PAGES } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { usePageMeta } from "../../features/marketing/use-page-meta";

export default function SubscriptionCancelPage() {
  usePageMeta(BILLING.canceledTitle, "Your checkout was canceled. No charges were made.");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <XCircle className="size-16 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-primary">{BILLING.canceledTitle}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Your checkout was canceled. {SUBSCRIPTION_PAGES.noCharges} You can choose a plan again whenever you are ready.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/pricing">View plans</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link to="/contact">{SUBSCRIPTION_PAGES.contactSupport}</Link>
        </Button>
      </div>
    </section>
  );
}
