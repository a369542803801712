import { CheckCircle2 } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { BILLING, SUBSCRIPTION_PAGES } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { usePageMeta } from "../../features/marketing/use-page-meta";
import { useSubscriptionRefresh } from "./use-subscription-refresh";

export default function SubscriptionSuccessPage() {
  usePageMeta(BILLING.activatedTitle, "Your Standing subscription is active.");
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  useSubscriptionRefresh();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <CheckCircle2 className="size-16 text-accent-foreground" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-primary">{BILLING.activatedTitle}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Thank you for subscribing to Standing. Your premium features are now available.
      </p>
      {sessionId && (
        <p className="mt-4 max-w-full break-all rounded-md bg-muted px-3 py-2 font-mono text-xs text-muted-foreground">
          Session ID: {sessionId}
        </p>
      )}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/dashboard/employer">{SUBSCRIPTION_PAGES.goToDashboard}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/dashboard/billing">{SUBSCRIPTION_PAGES.viewBillingDetails}</Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link to="/contact">{SUBSCRIPTION_PAGES.contactSupport}</Link>
        </Button>
      </div>
    </section>
  );
}
