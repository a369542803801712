import { describe, expect, it } from "vitest";
import { MARKETING } from "../../src/core/messages";
import { type PricingViewer, pricingButtonState } from "../../src/web/features/marketing/pricing-button";

const SIGNED_OUT: PricingViewer = { signedIn: false, accountType: null, currentPlan: null, checkoutPlan: null };
const employer = (
  currentPlan: PricingViewer["currentPlan"] = "free",
  checkoutPlan: PricingViewer["checkoutPlan"] = null,
) => ({ signedIn: true, accountType: "employer", currentPlan, checkoutPlan }) satisfies PricingViewer;
const FREE_EMPLOYER = { type: "free", userType: "employer" } as const;
const VERIFIED_PRO = { type: "verified_pro", userType: "employer" } as const;
const ENTERPRISE = { type: "enterprise", userType: "employer" } as const;
const INDIVIDUAL_PRO = { type: "individual_pro", userType: "professional" } as const;
const FREE_PRO = { type: "free", userType: "professional" } as const;

describe("pricing buttons (SPEC §2, §5)", () => {
  it("signed out: free plan goes to /auth, Upgrade goes to /auth?redirect=/pricing", () => {
    expect(pricingButtonState({ ...SIGNED_OUT, plan: FREE_EMPLOYER })).toMatchObject({
      disabled: false,
      action: { kind: "link", to: "/auth" },
    });
    for (const plan of [VERIFIED_PRO, ENTERPRISE, INDIVIDUAL_PRO]) {
      expect(pricingButtonState({ ...SIGNED_OUT, plan })).toEqual({
        label: MARKETING.upgrade,
        disabled: false,
        loading: false,
        action: { kind: "link", to: "/auth?redirect=/pricing" },
      });
    }
  });

  it("the current plan is disabled", () => {
    expect(pricingButtonState({ ...employer("verified_pro"), plan: VERIFIED_PRO })).toMatchObject({
      label: MARKETING.currentPlan,
      disabled: true,
      action: null,
    });
    expect(pricingButtonState({ ...employer("free"), plan: FREE_EMPLOYER }).disabled).toBe(true);
    // No subscription row counts as free.
    expect(pricingButtonState({ ...employer(null), plan: FREE_EMPLOYER }).disabled).toBe(true);
  });

  it("another paid plan of the viewer's type starts checkout", () => {
    expect(pricingButtonState({ ...employer("verified_pro"), plan: ENTERPRISE })).toEqual({
      label: MARKETING.upgrade,
      disabled: false,
      loading: false,
      action: { kind: "checkout", plan: "enterprise" },
    });
  });

  it("every button is disabled during checkout; the chosen one shows loading", () => {
    const during = employer("free", "verified_pro");
    const chosen = pricingButtonState({ ...during, plan: VERIFIED_PRO });
    expect(chosen).toMatchObject({ disabled: true, loading: true });
    expect(pricingButtonState({ ...during, plan: ENTERPRISE })).toMatchObject({ disabled: true, loading: false });
    // Back to idle: enabled again.
    expect(pricingButtonState({ ...employer("free"), plan: VERIFIED_PRO }).disabled).toBe(false);
  });

  it("signed in: the free plan goes to the viewer's dashboard when it is not the current plan", () => {
    expect(pricingButtonState({ ...employer("enterprise"), plan: FREE_EMPLOYER })).toMatchObject({
      disabled: false,
      action: { kind: "link", to: "/dashboard/employer" },
    });
    const pro: PricingViewer = {
      signedIn: true,
      accountType: "professional",
      currentPlan: "individual_pro",
      checkoutPlan: null,
    };
    expect(pricingButtonState({ ...pro, plan: FREE_PRO }).action).toEqual({
      kind: "link",
      to: "/dashboard/professional",
    });
  });

  it("plans of the other account type are disabled (one e-mail cannot hold both roles)", () => {
    expect(pricingButtonState({ ...employer("free"), plan: INDIVIDUAL_PRO })).toMatchObject({
      disabled: true,
      action: null,
    });
  });
});
