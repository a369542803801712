import { safeLocalStorage } from "../consent/safe-storage";
import {
  createInstallPromptController,
  type InstallPromptController,
  isStandalone,
  recordVisit,
  touchVisit,
} from "./install-prompt";

/**
 * Started once per page load from main.tsx, before React renders, so an early `beforeinstallprompt`
 * is not missed. The banner reads `offered` through `subscribe`/`isOffered`.
 */
let offered = false;
const listeners = new Set<() => void>();
let controller: InstallPromptController | null = null;

function set(value: boolean) {
  offered = value;
  for (const l of listeners) l();
}

export function startInstallPrompt(): void {
  if (controller || typeof window === "undefined") return;
  const storage = safeLocalStorage();
  // Leaving or hiding the page is activity too: the next page within 30 minutes continues this visit.
  window.addEventListener("pagehide", () => touchVisit(storage));
  document.addEventListener("visibilitychange", () => touchVisit(storage));
  controller = createInstallPromptController({
    target: window,
    storage,
    visitsBefore: recordVisit(storage),
    standalone: () => isStandalone(window),
    onOffer: () => set(true),
    onHide: () => set(false),
  });
}

export const installPrompt = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOffered: () => offered,
  install: () => controller?.install() ?? Promise.resolve("unavailable" as const),
  dismiss: () => controller?.dismiss(),
};
