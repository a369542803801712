import { describe, expect, it } from "vitest";
import type { Allowance } from "../../src/core/contracts/profile";
import { formatCountdown, showLookupBanner, usageAlertLevel } from "../../src/web/features/allowance/allowance";

const a = (limit: number, used: number, extra: Partial<Allowance> = {}): Allowance => ({
  limit,
  used,
  remaining: Math.max(0, limit - used),
  unlimited: limit >= 999999,
  resetAt: null,
  ...extra,
});

describe("allowance display", () => {
  it("counts down in hours and minutes, never below zero", () => {
    const now = Date.parse("2026-05-10T12:00:00Z");
    expect(formatCountdown("2026-05-10T15:12:00Z", now)).toBe("3h 12m");
    expect(formatCountdown("2026-05-10T12:00:30Z", now)).toBe("0h 1m");
    expect(formatCountdown("2026-05-11T11:59:00Z", now)).toBe("23h 59m");
    expect(formatCountdown("2026-05-10T11:00:00Z", now)).toBe("0h 0m");
    expect(formatCountdown(null, now)).toBeNull();
  });

  it("the profile banner shows at 2 or fewer lookups left, never for unlimited plans", () => {
    expect(showLookupBanner(a(5, 2))).toBe(false);
    expect(showLookupBanner(a(5, 3))).toBe(true);
    expect(showLookupBanner(a(5, 5))).toBe(true);
    expect(showLookupBanner(a(999999, 999998))).toBe(false);
    expect(showLookupBanner(null)).toBe(false);
  });

  it("the usage alert starts at 80% and is destructive at the limit", () => {
    expect(usageAlertLevel(a(5, 3))).toBe("none");
    expect(usageAlertLevel(a(5, 4))).toBe("warning");
    expect(usageAlertLevel(a(5, 5))).toBe("limit");
    expect(usageAlertLevel(a(50, 39))).toBe("none");
    expect(usageAlertLevel(a(50, 40))).toBe("warning");
    expect(usageAlertLevel(a(0, 0))).toBe("none");
    expect(usageAlertLevel(a(999999, 10))).toBe("none");
  });
});
