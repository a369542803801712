import { useState } from "react";
import type { AccountType } from "../../../core/domain";
import { BILLING } from "../../../core/messages";
import type { SubscriptionType } from "../../../core/plans";
import { toastLater } from "../../lib/toast-later";

/** SPEC §7 create-checkout: the answer's URL opens in a new tab. */
export async function createCheckout(priceId: string, userType: AccountType): Promise<string> {
  const { apiCall } = await import("../../lib/api");
  const { url } = await apiCall("POST /billing/checkout", { json: { priceId, userType } });
  return url;
}

/**
 * The checkout button's states (SPEC §4): idle → loading for the chosen plan → idle. The tab is opened inside the
 * click (browsers block a window opened after an await) and pointed at the provider once the URL arrives; on
 * failure it is closed and the error toast shows the message or 'Failed to start checkout' (SPEC §8).
 */
export function useCheckout() {
  const [checkoutPlan, setCheckoutPlan] = useState<SubscriptionType | null>(null);
  async function start(plan: SubscriptionType, priceId: string, userType: AccountType) {
    if (checkoutPlan) return;
    setCheckoutPlan(plan);
    const tab = window.open("", "_blank");
    try {
      const url = await createCheckout(priceId, userType);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (error) {
      tab?.close();
      const message = error instanceof Error && error.message ? error.message : BILLING.checkoutFailed;
      toastLater((toast) => toast.error(message || BILLING.checkoutFailed));
    } finally {
      setCheckoutPlan(null);
    }
  }
  return { checkoutPlan, start };
}
