import { lazy, Suspense, useSyncExternalStore } from "react";
import { installPrompt } from "./install-prompt-store";

const InstallPromptBanner = lazy(() => import("./install-prompt-banner"));

/** Mounted in the frame; fetches the install card's code only when the rules offer it. */
export function InstallPromptOverlay() {
  const offered = useSyncExternalStore(installPrompt.subscribe, installPrompt.isOffered, () => false);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <InstallPromptBanner />
    </Suspense>
  );
}
