import { Link } from "react-router";
import { MARKETING } from "../../../core/messages";
import { ANNUAL_DISCOUNT_PERCENT } from "../../../core/plans";
import { PageHeader } from "../../features/marketing/page-header";
import { PricingPlansIsland } from "../../features/marketing/pricing-plans";
import { usePageMeta } from "../../features/marketing/use-page-meta";

export default function PricingPage() {
  usePageMeta(
    "Pricing",
    "Standing plans: free for professionals and employers, Verified Pro at $29/month, Enterprise at $45/month and Individual Pro at $9/month. Save 15% with annual billing.",
  );
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Simple, transparent pricing"
        lead={`Start free and upgrade when you need more. Every plan includes ratings from verified employers and privacy controls you set. ${MARKETING.annualDiscount(ANNUAL_DISCOUNT_PERCENT)}.`}
      />
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <PricingPlansIsland />
        <div className="mx-auto mt-12 max-w-3xl space-y-2 text-center text-sm text-muted-foreground">
          <p>
            Prices in US dollars, excluding taxes. Annual plans are billed once a year at a {ANNUAL_DISCOUNT_PERCENT}%
            discount. Cancel any time; your plan stays active until the end of the paid period.
          </p>
          <p>
            Allowances use a rolling 24-hour window. Payments are handled by our card payment provider. Questions?{" "}
            <Link to="/faq" className="font-medium text-primary underline">
              Read the FAQ
            </Link>{" "}
            or{" "}
            <Link to="/contact" className="font-medium text-primary underline">
              contact sales
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
