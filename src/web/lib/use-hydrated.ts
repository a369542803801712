import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while a prerendered page is still only HTML (and during prerendering), true once React owns it.
 * Forms that need JavaScript keep their submit button disabled until then, so nothing typed is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
