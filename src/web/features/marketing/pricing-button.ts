import type { AccountType } from "../../../core/domain";
import { MARKETING, SUBSCRIPTION_PAGES } from "../../../core/messages";
import type { SubscriptionType } from "../../../core/plans";

export interface PricingPlanRef {
  type: SubscriptionType;
  userType: AccountType;
}

export interface PricingViewer {
  signedIn: boolean;
  accountType: AccountType | null;
  currentPlan: SubscriptionType | null;
  /** The plan whose checkout is starting, or null when idle (SPEC §4: idle → loading for the chosen plan → idle). */
  checkoutPlan: SubscriptionType | null;
}

export type PricingButtonAction = { kind: "link"; to: string } | { kind: "checkout"; plan: SubscriptionType } | null;

export interface PricingButtonState {
  label: string;
  disabled: boolean;
  loading: boolean;
  action: PricingButtonAction;
}

const dashboardFor = (t: AccountType) => (t === "employer" ? "/dashboard/employer" : "/dashboard/professional");

/**
 * The button under each plan on /pricing (SPEC §2, §5):
 * - signed out: the free plan goes to /auth, a paid plan's Upgrade to /auth?redirect=/pricing;
 * - signed in: the current plan is disabled; every button is disabled while a checkout starts;
 *   the free plan goes to the viewer's dashboard; a paid plan of the viewer's account type starts checkout;
 *   plans for the other account type are disabled (one e-mail cannot hold both roles).
 */
export function pricingButtonState(input: PricingViewer & { plan: PricingPlanRef }): PricingButtonState {
  const { plan } = input;
  const isFree = plan.type === "free";
  if (!input.signedIn) {
    return isFree
      ? { label: MARKETING.getStarted, disabled: false, loading: false, action: { kind: "link", to: "/auth" } }
      : {
          label: MARKETING.upgrade,
          disabled: false,
          loading: false,
          action: { kind: "link", to: "/auth?redirect=/pricing" },
        };
  }
  const checkingOut = input.checkoutPlan !== null;
  const loading = input.checkoutPlan === plan.type;
  const accountType = input.accountType;
  if (accountType && accountType !== plan.userType) {
    const label = plan.userType === "employer" ? "For employers" : "For professionals";
    return { label, disabled: true, loading: false, action: null };
  }
  const current = (input.currentPlan ?? "free") === plan.type;
  if (current) return { label: MARKETING.currentPlan, disabled: true, loading: false, action: null };
  if (isFree) {
    return {
      label: SUBSCRIPTION_PAGES.goToDashboard,
      disabled: checkingOut,
      loading: false,
      action: { kind: "link", to: dashboardFor(accountType ?? plan.userType) },
    };
  }
  return {
    label: loading ? "Processing..." : MARKETING.upgrade,
    disabled: checkingOut,
    loading,
    action: { kind: "checkout", plan: plan.type },
  };
}
