import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CONSENT_STORAGE_KEY,
  needsConsent,
  readConsent,
  saveConsent,
  scheduleConsentBanner,
} from "../../src/web/features/consent/consent";
import { MemoryStorage, throwingStorage } from "./memory-storage";

const DAY = 86_400_000;
const NOW = Date.parse("2026-03-01T12:00:00Z");

describe("cookie consent rules", () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("asks when there is no record", () => {
    expect(needsConsent(storage, NOW)).toBe(true);
  });

  it("stores the record shape of SPEC §3 for each choice", () => {
    const accepted = saveConsent(storage, "accept", NOW);
    expect(accepted).toEqual({
      essential: true,
      analytics: true,
      preferences: true,
      timestamp: new Date(NOW).toISOString(),
    });
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY)!)).toEqual(accepted);
    const essential = saveConsent(storage, "essential", NOW);
    expect(essential).toMatchObject({ essential: true, analytics: false, preferences: false });
    expect(readConsent(storage)).toEqual(essential);
  });

  it("does not ask again within 30 days, and asks again after", () => {
    saveConsent(storage, "accept", NOW);
    expect(needsConsent(storage, NOW + 29 * DAY)).toBe(false);
    expect(needsConsent(storage, NOW + 30 * DAY)).toBe(false);
    expect(needsConsent(storage, NOW + 30 * DAY + 1)).toBe(true);
  });

  it("asks again when the record is unreadable", () => {
    for (const raw of [
      "{not json",
      "null",
      "42",
      JSON.stringify({ essential: false, analytics: true, preferences: true, timestamp: new Date(NOW).toISOString() }),
      JSON.stringify({ essential: true, analytics: "yes", preferences: true, timestamp: new Date(NOW).toISOString() }),
      JSON.stringify({ essential: true, analytics: true, preferences: true, timestamp: "yesterday-ish" }),
      JSON.stringify({ essential: true, analytics: true, preferences: true }),
    ]) {
      storage.setItem(CONSENT_STORAGE_KEY, raw);
      expect(needsConsent(storage, NOW), raw).toBe(true);
    }
  });

  it("asks when storage itself throws", () => {
    const broken = throwingStorage("SecurityError");
    expect(needsConsent(broken, NOW)).toBe(true);
    expect(() => saveConsent(broken, "essential", NOW)).not.toThrow();
  });

  it("shows the banner 1 second after load, not before", () => {
    const show = vi.fn();
    scheduleConsentBanner(storage, show);
    vi.advanceTimersByTime(999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("counts the second from the start of the page load, not from when the overlay hydrated", () => {
    const show = vi.fn();
    scheduleConsentBanner(storage, show, { elapsedMs: 700 });
    vi.advanceTimersByTime(299);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    scheduleConsentBanner(storage, late, { elapsedMs: 1850 });
    vi.advanceTimersByTime(0);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("does not show the banner when a fresh record exists", () => {
    saveConsent(storage, "essential", NOW - 5 * DAY);
    const show = vi.fn();
    scheduleConsentBanner(storage, show);
    vi.advanceTimersByTime(5000);
    expect(show).not.toHaveBeenCalled();
  });

  it("shows the banner again for a record older than 30 days", () => {
    saveConsent(storage, "accept", NOW - 31 * DAY);
    const show = vi.fn();
    scheduleConsentBanner(storage, show);
    vi.advanceTimersByTime(1000);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("cancelling before the delay (unmount) shows nothing", () => {
    const show = vi.fn();
    const cancel = scheduleConsentBanner(storage, show);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(show).not.toHaveBeenCalled();
  });
});
