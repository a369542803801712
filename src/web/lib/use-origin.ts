import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * This site's origin, for links a person copies or shares. Empty while rendering on the server (prerendered or
 * server-drawn pages), whose markup therefore never shows it; complete once hydrated.
 */
export function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
}
