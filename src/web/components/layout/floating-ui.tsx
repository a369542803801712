import { ConsentOverlay } from "../../features/consent/consent-overlay";
import { InstallPromptOverlay } from "../../features/pwa/install-prompt-overlay";
import { island } from "../../prerender/island";
import { AppToaster } from "../ui/app-toaster";
import { MobileNav } from "./mobile-nav";

/**
 * What floats over every public page: the bottom navigation under 768 px, the cookie consent banner, the install
 * prompt and the toasts (SPEC §2, §4, §8). One island, so a prerendered page hydrates them as one root.
 */
export function FloatingUi() {
  return (
    <>
      <MobileNav />
      <ConsentOverlay />
      <InstallPromptOverlay />
      <AppToaster />
    </>
  );
}

export const FloatingUiIsland = island("floating-ui", FloatingUi);
