import { lazy, Suspense, useEffect, useState } from "react";
import { scheduleConsentBanner } from "./consent";
import { safeLocalStorage } from "./safe-storage";

const CookieConsentBanner = lazy(() => import("./cookie-consent-banner"));

/**
 * Mounted in the frame. Decides, 1 s after load, whether to ask (rules in ./consent); the banner's
 * own code is fetched only then, so it costs nothing on the initial load of a page.
 */
export function ConsentOverlay() {
  const [open, setOpen] = useState(false);
  useEffect(() => scheduleConsentBanner(safeLocalStorage(), () => setOpen(true)), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBanner onDone={() => setOpen(false)} />
    </Suspense>
  );
}
