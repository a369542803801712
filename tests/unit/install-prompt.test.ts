import { describe, expect, it, vi } from "vitest";
import {
  type BeforeInstallPromptEvent,
  createInstallPromptController,
  INSTALL_DISMISSED_KEY,
  isStandalone,
  recordVisit,
  shouldOfferInstall,
  touchVisit,
  VISIT_COUNT_KEY,
  VISIT_GAP_MS,
  VISIT_LAST_ACTIVE_KEY,
} from "../../src/web/features/pwa/install-prompt";
import { MemoryStorage } from "./memory-storage";

function installEvent(outcome: "accepted" | "dismissed" = "accepted") {
  const event = new Event("beforeinstallprompt", { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

function setup(options: { visitsBefore: number; dismissed?: boolean; standalone?: boolean }) {
  const storage = new MemoryStorage();
  if (options.dismissed) storage.setItem(INSTALL_DISMISSED_KEY, "true");
  const target = new EventTarget() as unknown as Window;
  const onOffer = vi.fn();
  const onHide = vi.fn();
  const controller = createInstallPromptController({
    target,
    storage,
    visitsBefore: options.visitsBefore,
    standalone: () => options.standalone ?? false,
    onOffer,
    onHide,
  });
  return { storage, target, onOffer, onHide, controller };
}

describe("visit count", () => {
  const T0 = Date.parse("2026-03-01T12:00:00Z");
  const MIN = 60_000;

  it("returns the count before the increment and stores the incremented one, one per visit", () => {
    const storage = new MemoryStorage();
    expect(recordVisit(storage, T0)).toBe(0);
    expect(storage.getItem(VISIT_COUNT_KEY)).toBe("1");
    expect(recordVisit(storage, T0 + 31 * MIN)).toBe(1);
    expect(recordVisit(storage, T0 + 62 * MIN)).toBe(2);
    expect(storage.getItem(VISIT_COUNT_KEY)).toBe("3");
  });

  it("page loads within a visit are not visits (every marketing page is a full load)", () => {
    const storage = new MemoryStorage();
    expect(recordVisit(storage, T0)).toBe(0);
    for (let i = 1; i <= 6; i++) expect(recordVisit(storage, T0 + i * 5 * MIN)).toBe(0);
    expect(storage.getItem(VISIT_COUNT_KEY)).toBe("1");
    // Each load moves the visit on: 29 minutes after the last one is still the same visit.
    expect(recordVisit(storage, T0 + 30 * MIN + 29 * MIN)).toBe(0);
    // 30 minutes without activity: the next load is the second visit, and its own next pages stay second.
    expect(recordVisit(storage, T0 + 59 * MIN + VISIT_GAP_MS)).toBe(1);
    expect(recordVisit(storage, T0 + 60 * MIN + VISIT_GAP_MS)).toBe(1);
    expect(storage.getItem(VISIT_COUNT_KEY)).toBe("2");
  });

  it("activity without a page load keeps the visit going", () => {
    const storage = new MemoryStorage();
    recordVisit(storage, T0);
    touchVisit(storage, T0 + 25 * MIN);
    expect(recordVisit(storage, T0 + 50 * MIN)).toBe(0);
  });

  it("treats a garbled count or time as a first visit, and a time in the future as a new visit", () => {
    const storage = new MemoryStorage();
    storage.setItem(VISIT_COUNT_KEY, "banana");
    expect(recordVisit(storage, T0)).toBe(0);
    expect(storage.getItem(VISIT_COUNT_KEY)).toBe("1");
    storage.setItem(VISIT_LAST_ACTIVE_KEY, "soon");
    expect(recordVisit(storage, T0 + MIN)).toBe(1);
    storage.setItem(VISIT_LAST_ACTIVE_KEY, String(T0 + 999 * MIN));
    expect(recordVisit(storage, T0 + 2 * MIN)).toBe(2);
  });
});

describe("install prompt rules", () => {
  it("offers from the second visit only", () => {
    expect(shouldOfferInstall({ visitsBefore: 0, dismissed: false, standalone: false })).toBe(false);
    expect(shouldOfferInstall({ visitsBefore: 1, dismissed: false, standalone: false })).toBe(true);
    expect(shouldOfferInstall({ visitsBefore: 7, dismissed: false, standalone: false })).toBe(true);
  });

  it("never offers after a dismissal or inside the installed app", () => {
    expect(shouldOfferInstall({ visitsBefore: 3, dismissed: true, standalone: false })).toBe(false);
    expect(shouldOfferInstall({ visitsBefore: 3, dismissed: false, standalone: true })).toBe(false);
  });

  it("does nothing without the browser's install event", () => {
    const { onOffer } = setup({ visitsBefore: 2 });
    expect(onOffer).not.toHaveBeenCalled();
  });

  it("offers on the install event from the second visit and keeps the event for Install", async () => {
    const { target, onOffer, onHide, controller } = setup({ visitsBefore: 1 });
    const { event, prompt } = installEvent("accepted");
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onOffer).toHaveBeenCalledTimes(1);
    await expect(controller.install()).resolves.toBe("accepted");
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(onHide).toHaveBeenCalled();
    // The event can be used once.
    await expect(controller.install()).resolves.toBe("unavailable");
  });

  it("ignores the event on a first visit, after a dismissal, or when standalone", () => {
    for (const opts of [
      { visitsBefore: 0 },
      { visitsBefore: 4, dismissed: true },
      { visitsBefore: 4, standalone: true },
    ]) {
      const { target, onOffer } = setup(opts);
      const { event } = installEvent();
      target.dispatchEvent(event);
      expect(onOffer, JSON.stringify(opts)).not.toHaveBeenCalled();
      expect(event.defaultPrevented).toBe(false);
    }
  });

  it("Not Now stores the dismissal, so the next event is ignored", () => {
    const { target, storage, onOffer, onHide, controller } = setup({ visitsBefore: 2 });
    target.dispatchEvent(installEvent().event);
    controller.dismiss();
    expect(storage.getItem(INSTALL_DISMISSED_KEY)).toBe("true");
    expect(onHide).toHaveBeenCalled();
    target.dispatchEvent(installEvent().event);
    expect(onOffer).toHaveBeenCalledTimes(1);
  });

  it("stop() removes the listeners", () => {
    const { target, onOffer, controller } = setup({ visitsBefore: 2 });
    controller.stop();
    target.dispatchEvent(installEvent().event);
    expect(onOffer).not.toHaveBeenCalled();
  });

  it("detects the installed app by display mode or iOS standalone", () => {
    const win = (matches: boolean, standalone?: boolean) =>
      ({ matchMedia: () => ({ matches }), navigator: { standalone } }) as unknown as Window;
    expect(isStandalone(win(true))).toBe(true);
    expect(isStandalone(win(false, true))).toBe(true);
    expect(isStandalone(win(false))).toBe(false);
  });
});
