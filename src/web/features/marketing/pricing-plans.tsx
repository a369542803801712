import { Briefcase, Check, User } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { type BillingInterval, priceFor } from "../../../core/billing";
import type { AccountType } from "../../../core/domain";
import {
  ANNUAL_DISCOUNT_PERCENT,
  FREE_PLAN_FEATURES,
  formatPrice,
  PAID_PLANS,
  type SubscriptionType,
} from "../../../core/plans";
import { IconList } from "../../components/icon-list";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { island } from "../../prerender/island";
import { useSession } from "../auth/session";
import { useCheckout } from "../billing/start-checkout";
import { useSubscriptionStatus } from "../billing/subscription-status";
import { type PricingViewer, pricingButtonState } from "./pricing-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

interface PlanCard {
  type: SubscriptionType;
  userType: AccountType;
  name: string;
  tagline: string;
  monthlyCents: number;
  annualCents: number;
  features: readonly string[];
  highlighted?: boolean;
}

const BUSINESS: PlanCard[] = [
  {
    type: "free",
    userType: "employer",
    name: "Free",
    tagline: "Try Standing with your team.",
    monthlyCents: 0,
    annualCents: 0,
    features: FREE_PLAN_FEATURES.employer,
  },
  {
    ...PAID_PLANS.verified_pro,
    name: PAID_PLANS.verified_pro.name,
    tagline: "For growing hiring teams.",
    monthlyCents: PAID_PLANS.verified_pro.amountCents,
    annualCents: PAID_PLANS.verified_pro.annualAmountCents,
    highlighted: true,
  },
  {
    ...PAID_PLANS.enterprise,
    tagline: "For multi-site and high-volume employers.",
    monthlyCents: PAID_PLANS.enterprise.amountCents,
    annualCents: PAID_PLANS.enterprise.annualAmountCents,
  },
];

const INDIVIDUAL: PlanCard[] = [
  {
    type: "free",
    userType: "professional",
    name: "Free",
    tagline: "Everything you need to own your reputation.",
    monthlyCents: 0,
    annualCents: 0,
    features: FREE_PLAN_FEATURES.professional,
  },
  {
    ...PAID_PLANS.individual_pro,
    tagline: "Stand out and understand your strengths.",
    monthlyCents: PAID_PLANS.individual_pro.amountCents,
    annualCents: PAID_PLANS.individual_pro.annualAmountCents,
    highlighted: true,
  },
];

/** Who is looking at the page: the session, and the plan they are on (SPEC §7 check-subscription). */
/** The two plan tabs: business plans three to a row, individual ones two. */
const PLAN_TABS = [
  { value: "business", heading: "Business plans", plans: BUSINESS, className: "grid gap-6 pt-3 md:grid-cols-3" },
  {
    value: "individual",
    heading: "Individual plans",
    plans: INDIVIDUAL,
    className: "mx-auto grid max-w-3xl gap-6 pt-3 md:grid-cols-2",
  },
];

function usePricingViewer(checkoutPlan: SubscriptionType | null): PricingViewer {
  const session = useSession();
  const signedIn = session.status === "signed-in";
  const subscription = useSubscriptionStatus();
  return {
    signedIn,
    accountType: signedIn ? session.user.accountType : null,
    currentPlan: signedIn && !subscription.loading ? subscription.subscriptionType : null,
    checkoutPlan,
  };
}

type StartCheckout = (plan: SubscriptionType, userType: AccountType) => void;

function PriceCard({
  plan,
  viewer,
  interval,
  onCheckout,
}: {
  plan: PlanCard;
  viewer: PricingViewer;
  interval: BillingInterval;
  onCheckout: StartCheckout;
}) {
  const button = pricingButtonState({ ...viewer, plan });
  const headingId = `plan-${plan.userType}-${plan.type}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        "relative flex flex-col rounded-xl border bg-card p-6 shadow-sm",
        plan.highlighted && "border-2 border-primary shadow-md",
      )}
    >
      {plan.highlighted && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          Most popular
        </p>
      )}
      <h3 id={headingId} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
      <p className="mt-6">
        <span className="text-4xl font-bold">
          {formatPrice(interval === "year" ? plan.annualCents : plan.monthlyCents)}
        </span>
        <span className="text-muted-foreground">{interval === "year" ? "/year" : "/month"}</span>
      </p>
      <p className="mt-1 h-5 text-sm text-muted-foreground">
        {plan.annualCents === 0
          ? "Free forever"
          : interval === "year"
            ? `${formatPrice(plan.monthlyCents)}/month if billed monthly`
            : `or ${formatPrice(plan.annualCents)}/year billed annually`}
      </p>
      <IconList
        icon={Check}
        items={plan.features}
        className="mt-6 flex-1 space-y-3 text-sm"
        iconClassName="mt-0.5 text-accent-foreground"
      />
      <div className="mt-8">
        {button.action?.kind === "link" && !button.disabled ? (
          <Button asChild className="w-full" variant={plan.highlighted ? "default" : "outline"}>
            <Link to={button.action.to}>{button.label}</Link>
          </Button>
        ) : (
          <Button
            className="w-full"
            variant={plan.highlighted ? "default" : "outline"}
            disabled={button.disabled}
            aria-busy={button.loading || undefined}
            onClick={button.action?.kind === "checkout" ? () => onCheckout(plan.type, plan.userType) : undefined}
          >
            {button.loading && <Spinner className="text-current" label="Starting checkout" />}
            {button.label}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The Business / Individual plan tabs of /pricing, with buttons that know the viewer's plan (SPEC §2, §5). */
export function PricingPlans() {
  const checkout = useCheckout();
  const viewer = usePricingViewer(checkout.checkoutPlan);
  const [tab, setTab] = useState("business");
  const [interval, setBillingInterval] = useState<BillingInterval>("month");
  const onCheckout: StartCheckout = (plan, userType) => {
    if (plan === "free") return;
    void checkout.start(plan, priceFor(plan, interval).id, userType);
  };
  return (
    <Tabs value={tab} onValueChange={setTab} className="flex flex-col items-center">
      <fieldset className="mb-4 flex items-center gap-1 rounded-full border p-1 text-sm">
        <legend className="sr-only">Billing period</legend>
        {(["month", "year"] as const).map((value) => (
          <label
            key={value}
            className={cn(
              "cursor-pointer rounded-full px-3 py-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              interval === value ? "bg-primary text-primary-foreground" : "text-muted-foreground",
            )}
          >
            <input
              type="radio"
              name="billing-period"
              value={value}
              checked={interval === value}
              onChange={() => setBillingInterval(value)}
              className="sr-only"
            />
            {value === "month" ? "Monthly" : `Annual (save ${ANNUAL_DISCOUNT_PERCENT}%)`}
          </label>
        ))}
      </fieldset>
      <TabsList aria-label="Plan type">
        <TabsTrigger value="business">
          <Briefcase aria-hidden="true" />
          Business
        </TabsTrigger>
        <TabsTrigger value="individual">
          <User aria-hidden="true" />
          Individual
        </TabsTrigger>
      </TabsList>
      {PLAN_TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="w-full">
          <h2 className="sr-only">{tab.heading}</h2>
          <ul className={tab.className}>
            {tab.plans.map((p) => (
              <PriceCard key={p.type} plan={p} viewer={viewer} interval={interval} onCheckout={onCheckout} />
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}

export const PricingPlansIsland = island("pricing-plans", PricingPlans);
