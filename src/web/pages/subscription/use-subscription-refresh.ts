import { useEffect, useRef, useState } from "react";

/** SPEC §4, §9: after a successful checkout the subscription status is refreshed 2 seconds later. */
export const SUBSCRIPTION_REFRESH_DELAY_MS = 2000;
/** While the provider's confirmation has not arrived, the page keeps asking at the same pace for this long. */
export const CONFIRMING_GIVE_UP_MS = 60_000;

/**
 * Refreshes 2 s after the page opens, then every 2 s while `pending` stays true, for up to a minute: the plan is
 * granted by the provider's event, which may land a moment after the redirect. Returns whether it gave up.
 */
export function useSubscriptionRefresh(refresh: () => void, pending: boolean): { gaveUp: boolean } {
  const started = useRef(Date.now());
  const latest = useRef(refresh);
  latest.current = refresh;
  const [runs, setRuns] = useState(0);
  const gaveUp = pending && runs > 0 && Date.now() - started.current > CONFIRMING_GIVE_UP_MS;
  useEffect(() => {
    if (runs > 0 && (!pending || gaveUp)) return;
    const timer = setTimeout(() => {
      latest.current();
      setRuns((n) => n + 1);
    }, SUBSCRIPTION_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [runs, pending, gaveUp]);
  return { gaveUp };
}
