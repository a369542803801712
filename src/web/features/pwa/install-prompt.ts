/**
 * Install prompt rules (SPEC §4): offered only when the browser fires `beforeinstallprompt` and the
 * stored visit count before this visit's increment is at least 1 (from the second visit on); never
 * after a dismissal or when already running as an installed app. Not Now and close store the dismissal.
 */
import type { KeyValueStorage } from "../consent/consent";

export const VISIT_COUNT_KEY = "visit-count";
export const INSTALL_DISMISSED_KEY = "pwa-install-dismissed";

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
}

/** When this browser last showed a page of ours (ms since the epoch): what tells a new visit from a next page. */
export const VISIT_LAST_ACTIVE_KEY = "visit-last-active";
/** A page load after this long without activity starts a new visit (the analytics industry's session rule). */
export const VISIT_GAP_MS = 30 * 60_000;

/**
 * Called on every page load (each marketing page is a full load). Counts a visit only when none is under way:
 * the first load, or one after `VISIT_GAP_MS` without activity. Returns the number of visits before this one
 * (0 on a first visit, or when the stored values are unreadable).
 */
export function recordVisit(storage: KeyValueStorage, now: number = Date.now()): number {
  let before = 0;
  try {
    const parsed = Number.parseInt(storage.getItem(VISIT_COUNT_KEY) ?? "0", 10);
    const stored = Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
    const last = Number(storage.getItem(VISIT_LAST_ACTIVE_KEY));
    const sameVisit = stored > 0 && Number.isFinite(last) && last > 0 && last <= now && now - last < VISIT_GAP_MS;
    if (sameVisit) {
      before = stored - 1;
    } else {
      before = stored;
      storage.setItem(VISIT_COUNT_KEY, String(stored + 1));
    }
    storage.setItem(VISIT_LAST_ACTIVE_KEY, String(now));
  } catch {
    // Storage blocked: treat as a first visit.
  }
  return before;
}

/** Keeps the current visit going (a person reading one page for a long time is still on the same visit). */
export function touchVisit(storage: KeyValueStorage, now: number = Date.now()): void {
  try {
    storage.setItem(VISIT_LAST_ACTIVE_KEY, String(now));
  } catch {
    // ignore
  }
}

export function isInstallDismissed(storage: KeyValueStorage): boolean {
  try {
    return storage.getItem(INSTALL_DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}

export function dismissInstall(storage: KeyValueStorage): void {
  try {
    storage.setItem(INSTALL_DISMISSED_KEY, "true");
  } catch {
    // ignore
  }
}

export function isStandalone(win: Pick<Window, "matchMedia"> & { navigator: Navigator }): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || win.matchMedia?.("(display-mode: standalone)").matches === true;
}

export function shouldOfferInstall(state: { visitsBefore: number; dismissed: boolean; standalone: boolean }): boolean {
  return state.visitsBefore >= 1 && !state.dismissed && !state.standalone;
}

export interface InstallPromptController {
  /** Shows the browser's own install dialog; resolves with its outcome. */
  install(): Promise<"accepted" | "dismissed" | "unavailable">;
  /** Not Now / close: remembers the dismissal for good. */
  dismiss(): void;
  stop(): void;
}

/**
 * Listens for the install event on `target` and calls `onOffer` when the rules allow.
 * `visitsBefore` comes from one `recordVisit` call made at load.
 */
export function createInstallPromptController(options: {
  target: Pick<Window, "addEventListener" | "removeEventListener">;
  storage: KeyValueStorage;
  visitsBefore: number;
  standalone: () => boolean;
  onOffer: () => void;
  onHide: () => void;
}): InstallPromptController {
  let deferred: BeforeInstallPromptEvent | null = null;
  const onBeforeInstall = (event: Event) => {
    const allowed = shouldOfferInstall({
      visitsBefore: options.visitsBefore,
      dismissed: isInstallDismissed(options.storage),
      standalone: options.standalone(),
    });
    if (!allowed) return; // Let the browser keep its own behaviour.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    options.onOffer();
  };
  const onInstalled = () => {
    deferred = null;
    options.onHide();
  };
  options.target.addEventListener("beforeinstallprompt", onBeforeInstall);
  options.target.addEventListener("appinstalled", onInstalled);
  return {
    async install() {
      const event = deferred;
      if (!event) return "unavailable";
      deferred = null;
      options.onHide();
      await event.prompt();
      const choice = await event.userChoice;
      return choice.outcome;
    },
    dismiss() {
      deferred = null;
      dismissInstall(options.storage);
      options.onHide();
    },
    stop() {
      options.target.removeEventListener("beforeinstallprompt", onBeforeInstall);
      options.target.removeEventListener("appinstalled", onInstalled);
    },
  };
}
