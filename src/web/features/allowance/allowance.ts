import type { Allowance } from "../../../core/contracts/profile";
import { LIMITS } from "../../../core/limits";

/** "3h 12m" until `resetAt` (SPEC §2: countdown in hours and minutes); never negative. */
export function formatCountdown(resetAt: string | null, now: number = Date.now()): string | null {
  if (!resetAt) return null;
  const ms = Math.max(0, Date.parse(resetAt) - now);
  const totalMinutes = Math.ceil(ms / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${hours}h ${minutes}m`;
}

/** The profile banner shows at 2 or fewer lookups remaining (never for unlimited plans). */
export function showLookupBanner(a: Allowance | null | undefined): a is Allowance {
  return !!a && !a.unlimited && a.remaining <= LIMITS.lookupWarningRemaining;
}

export type AlertLevel = "none" | "warning" | "limit";

/** The usage alert: from 80% of a limit, destructive at the limit. Zero and unlimited limits raise nothing. */
export function usageAlertLevel(a: Allowance): AlertLevel {
  if (a.unlimited || a.limit <= 0) return "none";
  if (a.used >= a.limit) return "limit";
  return (a.used / a.limit) * 100 >= LIMITS.usageAlertPercent ? "warning" : "none";
}
