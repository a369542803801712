import { type ComponentType, useEffect, useState } from "react";
import { needsConsent, scheduleConsentBanner } from "./consent";
import { safeLocalStorage } from "./safe-storage";

type BannerComponent = ComponentType<{ onDone: () => void }>;
const loadBanner = () => import("./cookie-consent-banner").then((m): BannerComponent => m.default);

/**
 * Mounted in the frame. Decides, 1 s after the page started loading, whether to ask (rules in ./consent). The
 * banner's own code is fetched only when consent is needed, at once, so it is there when the second is up; it is
 * rendered once loaded rather than through Suspense, whose reveal React holds back by up to 300 ms.
 */
export function ConsentOverlay() {
  const [Banner, setBanner] = useState<BannerComponent | null>(null);
  useEffect(() => {
    const storage = safeLocalStorage();
    if (!needsConsent(storage, Date.now())) return;
    const loading = loadBanner();
    let live = true;
    const cancel = scheduleConsentBanner(
      storage,
      () => {
        loading.then((component) => live && setBanner(() => component)).catch(() => {});
      },
      { elapsedMs: performance.now() },
    );
    return () => {
      live = false;
      cancel();
    };
  }, []);
  if (!Banner) return null;
  return <Banner onDone={() => setBanner(null)} />;
}
