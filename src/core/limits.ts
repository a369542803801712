/** Business constants and timings (SPEC §9). */
export const LIMITS = {
  passwordMinLength: 8,
  minimumAge: 18,
  searchPageSize: 20,
  searchQueryMaxLength: 200,
  suggestionLimits: { professionals: 5, locations: 3, total: 8 },
  suggestionDebounceMs: 300,
  suggestionHideDelayMs: 200,
  lookupWindowHours: 24,
  lookupWarningRemaining: 2,
  usageAlertPercent: 80,
  mobileBreakpointPx: 768,
  pullToRefreshThresholdPx: 80,
  notificationsFetched: 50,
  notificationsInDropdown: 5,
  notificationBadgeCap: 9,
  cookieConsentMaxAgeDays: 30,
  cookieBannerDelayMs: 1000,
  strikesForPermanentSuspension: 3,
  strikeTwoSuspensionDays: 30,
  appealWindowDays: 30,
  deletionGraceDays: 30,
  exportLinkValidDays: 7,
  retentionYears: 7,
} as const;

export const QUERY_CACHE = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 10 * 60_000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;
