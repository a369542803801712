import { LIMITS } from "../../../core/limits";

/**
 * Cookie consent (SPEC §3, §4, §9). The record lives in localStorage as
 * `{ essential: true, analytics, preferences, timestamp }`. The banner appears 1 s after load when
 * there is no record, the record is older than 30 days, or it cannot be read; either choice stores a
 * fresh record and hides it. The close icon counts as "Essential Only".
 */
export const CONSENT_STORAGE_KEY = "cookie-consent";
const DAY_MS = 86_400_000;
export const CONSENT_MAX_AGE_MS = LIMITS.cookieConsentMaxAgeDays * DAY_MS;

export interface ConsentRecord {
  essential: true;
  analytics: boolean;
  preferences: boolean;
  /** ISO 8601 time the choice was made. */
  timestamp: string;
}

export type ConsentChoice = "accept" | "essential";
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** The stored record, or null when it is missing or unreadable (bad JSON, wrong shape, bad time). */
export function readConsent(storage: KeyValueStorage): ConsentRecord | null {
  let raw: string | null;
  try {
    raw = storage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const r = value as Record<string, unknown>;
  if (r.essential !== true || typeof r.analytics !== "boolean" || typeof r.preferences !== "boolean") return null;
  const time =
    typeof r.timestamp === "string" ? Date.parse(r.timestamp) : typeof r.timestamp === "number" ? r.timestamp : NaN;
  if (!Number.isFinite(time)) return null;
  return {
    essential: true,
    analytics: r.analytics,
    preferences: r.preferences,
    timestamp: new Date(time).toISOString(),
  };
}

/** True when the visitor must be asked: no record, an unreadable one, or one older than 30 days. */
export function needsConsent(storage: KeyValueStorage, now: number = Date.now()): boolean {
  const record = readConsent(storage);
  if (!record) return true;
  const age = now - Date.parse(record.timestamp);
  // A record from the future (clock changed) is not trusted either.
  return age > CONSENT_MAX_AGE_MS || age < -DAY_MS;
}

export function consentFor(choice: ConsentChoice, now: number = Date.now()): ConsentRecord {
  const all = choice === "accept";
  return { essential: true, analytics: all, preferences: all, timestamp: new Date(now).toISOString() };
}

/** Stores the choice. Storage may be full or blocked; the banner still hides for this page view. */
export function saveConsent(storage: KeyValueStorage, choice: ConsentChoice, now: number = Date.now()): ConsentRecord {
  const record = consentFor(choice, now);
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Private mode or quota: nothing else to do.
  }
  return record;
}

/**
 * Calls `show` when the banner delay has passed since the page started loading and consent is needed. Returns a
 * cancel function (for unmount). `elapsedMs` is how long ago the page started loading: a prerendered page
 * hydrates its overlays only after its load event (D28), and the spec's 1 s counts from load, not from then.
 * The check runs when the timer fires, so a choice made in another tab meanwhile is respected.
 */
export function scheduleConsentBanner(
  storage: KeyValueStorage,
  show: () => void,
  options: { delayMs?: number; now?: () => number; elapsedMs?: number } = {},
): () => void {
  const { delayMs = LIMITS.cookieBannerDelayMs, now = Date.now, elapsedMs = 0 } = options;
  const timer = setTimeout(
    () => {
      if (needsConsent(storage, now())) show();
    },
    Math.max(0, delayMs - elapsedMs),
  );
  return () => clearTimeout(timer);
}
