import { XCircle } from "lucide-react";
import { BILLING, SUBSCRIPTION_PAGES } from "../../../core/messages";
import { ButtonLinks } from "../../components/button-links";
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
      <ButtonLinks
        className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row"
        links={[
          { to: "/pricing", label: "View plans" },
          { to: "/", label: "Return to Home", variant: "outline" },
          { to: "/contact", label: SUBSCRIPTION_PAGES.contactSupport, variant: "ghost" },
        ]}
      />
    </section>
  );
}
