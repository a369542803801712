import { CheckCircle2, Clock } from "lucide-react";
import { useSearchParams } from "react-router";
import { BILLING, SUBSCRIPTION_PAGES } from "../../../core/messages";
import { PAID_PLANS } from "../../../core/plans";
import { ButtonLinks } from "../../components/button-links";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../features/auth/session";
import { useSubscriptionStatus } from "../../features/billing/subscription-status";
import { usePageMeta } from "../../features/marketing/use-page-meta";
import { useSubscriptionRefresh } from "./use-subscription-refresh";

export const CONFIRMING = {
  title: "Confirming your payment",
  body: "Your payment provider is still confirming the payment. This page updates by itself; your plan starts as soon as the confirmation arrives.",
  slow: "The confirmation is taking longer than usual. You will get a notification when your plan starts, and your billing page shows its status.",
  signIn: "Sign in to see your subscription.",
} as const;

/**
 * /subscription/success (SPEC §2): the session id, and the status refreshed after 2 s. The redirect itself grants
 * nothing, so until check-subscription says so the page says the payment is still being confirmed.
 */
export default function SubscriptionSuccessPage() {
  usePageMeta(
    BILLING.activatedTitle,
    "The status of your new Standing subscription, confirmed by the payment provider.",
  );
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const session = useSession();
  const status = useSubscriptionStatus();
  const confirmed = status.subscribed;
  const { gaveUp } = useSubscriptionRefresh(() => void status.refresh(), !confirmed);
  const planName = confirmed && status.subscriptionType !== "free" ? PAID_PLANS[status.subscriptionType].name : null;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      {confirmed ? (
        <>
          <CheckCircle2 className="size-16 text-accent-foreground" aria-hidden="true" />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-primary">{BILLING.activatedTitle}</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Thank you for subscribing to Standing. Your premium features are now available
            {planName ? `: you are on ${planName}.` : "."}
          </p>
        </>
      ) : (
        <>
          <Clock className="size-16 text-muted-foreground" aria-hidden="true" />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-primary">{CONFIRMING.title}</h1>
          <p className="mt-4 text-lg text-muted-foreground" role="status">
            {session.status === "signed-out" ? CONFIRMING.signIn : gaveUp ? CONFIRMING.slow : CONFIRMING.body}
          </p>
          {session.status !== "signed-out" && !gaveUp && (
            <Spinner className="mt-4" label="Checking your subscription" />
          )}
        </>
      )}
      {status.error && (
        <p className="mt-4 text-sm text-destructive" role="alert">
          {status.error}
        </p>
      )}
      {sessionId && (
        <p className="mt-4 max-w-full break-all rounded-md bg-muted px-3 py-2 font-mono text-xs text-muted-foreground">
          Session ID: {sessionId}
        </p>
      )}
      <ButtonLinks
        className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row"
        links={[
          { to: "/dashboard/employer", label: SUBSCRIPTION_PAGES.goToDashboard },
          { to: "/dashboard/billing", label: SUBSCRIPTION_PAGES.viewBillingDetails, variant: "outline" },
          { to: "/contact", label: SUBSCRIPTION_PAGES.contactSupport, variant: "ghost" },
        ]}
      />
    </section>
  );
}
