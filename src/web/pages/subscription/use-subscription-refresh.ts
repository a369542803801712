import { useEffect } from "react";

/** SPEC §4, §9: after a successful checkout the subscription status is refreshed once, 2 seconds later. */
export const SUBSCRIPTION_REFRESH_DELAY_MS = 2000;

/**
 * TODO(billing): pass the real refresh (re-run check-subscription and update the client's status)
 * once billing lands. Until then the default does nothing.
 */
export function useSubscriptionRefresh(refresh: () => void = () => {}) {
  useEffect(() => {
    const timer = setTimeout(refresh, SUBSCRIPTION_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [refresh]);
}
